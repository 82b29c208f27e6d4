import type { ApiModule, CoreServices } from '../../core/module.js';
import { earningJobs } from './earning.jobs.js';
import { EarningResolver } from './earning.resolver.js';
import { PayoutAdminResolver } from './payout-admin.resolver.js';
import { PayoutFieldsResolver } from './payout-fields.resolver.js';
import { PayoutMethodResolver, UserPayoutFieldsResolver } from './payout-method.resolver.js';
import type { PayoutProvider } from './payout-provider.js';
import { payoutJobs } from './payout.jobs.js';
import { createPayoutWebhooksRouter } from './payout-webhooks.router.js';

export type { PayoutProvider } from './payout-provider.js';
// For a webhook that receives Paystack's transfer.* events with its other events (one URL per
// Paystack integration): verify the signature, then hand them here.
export { applyPayoutEvent } from './payout.events.js';
export { parseTransferEvent } from './payout-provider.js';
export { createPayoutProvider } from './payout-providers.js';
export { recordEarning, reduceEarning } from './earning.ledger.js';

/** The owners' ledger, payout methods and payouts through the payout provider. */
export const earningsModule: ApiModule<CoreServices & { payouts: PayoutProvider }> = {
  name: 'earnings',
  resolvers: [
    EarningResolver,
    PayoutFieldsResolver,
    PayoutMethodResolver,
    UserPayoutFieldsResolver,
    PayoutAdminResolver,
  ],
  jobs: ({ payouts, logger }) => [...earningJobs, ...payoutJobs(payouts, logger)],
  routes: ({ db, payouts, logger }) => ({
    '/webhooks/payouts': createPayoutWebhooksRouter({ db, payouts, logger }),
  }),
};

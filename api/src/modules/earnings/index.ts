import type { ApiModule } from '../../core/module.js';
import { earningJobs } from './earning.jobs.js';
import { EarningResolver } from './earning.resolver.js';
import { PayoutFieldsResolver } from './payout-fields.resolver.js';

/** The owners' ledger and payouts. */
export const earningsModule: ApiModule = {
  name: 'earnings',
  resolvers: [EarningResolver, PayoutFieldsResolver],
  jobs: () => earningJobs,
};

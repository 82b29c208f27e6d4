import type { Router } from 'express';
import type { Database } from '../../core/db.js';
import type { Logger } from '../../core/logger.js';
import { providerWebhooksRouter } from '../../core/provider-webhooks.js';
import { applyPayoutEvent } from './payout.events.js';
import { PayoutSignatureError, type PayoutProvider } from './payout-provider.js';

/**
 * `POST /webhooks/payouts/:provider` (sandbox or paystack): the configured payout provider's
 * signed transfer events; any other provider name is not found. An event that changes nothing
 * (out of turn, unknown payout, another sum) is logged.
 */
export function createPayoutWebhooksRouter(deps: {
  db: Database;
  payouts: PayoutProvider;
  logger: Logger;
}): Router {
  return providerWebhooksRouter({
    subject: 'payout',
    logger: deps.logger,
    provider: (name) => (name === deps.payouts.name ? deps.payouts : undefined),
    signatureError: PayoutSignatureError,
    apply: async (_provider, event) => {
      const outcome = await applyPayoutEvent(deps.db, event);
      if (outcome === 'ignored' || outcome === 'unknown' || outcome === 'mismatch') {
        deps.logger.warn(
          { type: event.type, payoutId: event.payoutId, outcome },
          'Payout event changed nothing',
        );
      }
      return outcome;
    },
    eventFields: (event) => ({ payoutId: event.payoutId }),
  });
}

import express, { type Router } from 'express';
import type { Database } from '../../core/db.js';
import type { Logger } from '../../core/logger.js';
import { applyPayoutEvent } from './payout.events.js';
import { PayoutSignatureError, type PayoutProvider } from './payout-provider.js';

/**
 * `POST /webhooks/payouts/:provider` (sandbox or paystack): the signature covers the raw body, so
 * it is read as bytes. Answers 200 once the event is applied or known (the provider stops
 * retrying), 400 for a bad signature or body, 404 for a provider that is not the configured one,
 * 500 when applying failed (the provider retries).
 */
export function createPayoutWebhooksRouter(deps: {
  db: Database;
  payouts: PayoutProvider;
  logger: Logger;
}): Router {
  const provider = deps.payouts;
  const router = express.Router();
  router.post('/:provider', express.raw({ type: () => true, limit: '256kb' }), async (req, res) => {
    if (req.params.provider !== provider.name) {
      res.status(404).json({ error: `The ${req.params.provider} payout provider is not configured.` });
      return;
    }
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    let event;
    try {
      event = provider.verifyEvent(raw, req.headers as Record<string, string | undefined>);
    } catch (error) {
      const message = error instanceof PayoutSignatureError ? error.message : 'The event body is not valid.';
      deps.logger.warn({ provider: provider.name, reason: message }, 'Payout webhook refused');
      res.status(400).json({ error: message });
      return;
    }
    try {
      const outcome = await applyPayoutEvent(deps.db, event);
      if (outcome === 'ignored' || outcome === 'unknown' || outcome === 'mismatch') {
        deps.logger.warn(
          { type: event.type, payoutId: event.payoutId, outcome },
          'Payout event changed nothing',
        );
      }
      res.json({ received: true, outcome });
    } catch (err) {
      deps.logger.error({ err, payoutId: event.payoutId }, 'Payout webhook could not be applied');
      res.status(500).json({ error: 'The event could not be applied; retry later.' });
    }
  });
  return router;
}

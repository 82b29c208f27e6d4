import express, { type Router } from 'express';
import type { Database } from '../../core/db.js';
import type { Logger } from '../../core/logger.js';
import { applyPayoutEvent, parseTransferEvent } from '../earnings/index.js';
import { applyProviderEvent } from './payment.service.js';
import type { PaymentProviders } from './providers.js';
import { WebhookSignatureError } from './signature.js';

export interface PaymentWebhookDeps {
  db: Database;
  payments: PaymentProviders;
  logger: Logger;
}

/**
 * `POST /webhooks/payments/:provider` (mounted at /webhooks/payments). The signature covers the
 * raw body, so the body is read as bytes, never re-serialised JSON. Answers: 200 once the event is
 * applied or known (the provider stops retrying), 400 for a bad signature or body, 404 for a
 * provider that is not configured, 500 when applying failed (the provider retries).
 */
export function createPaymentWebhooksRouter(deps: PaymentWebhookDeps): Router {
  const router = express.Router();
  router.post('/:provider', express.raw({ type: () => true, limit: '256kb' }), async (req, res) => {
    const provider = deps.payments.named(req.params.provider);
    if (!provider) {
      res.status(404).json({ error: `The ${req.params.provider} provider is not configured.` });
      return;
    }
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    let event;
    try {
      event = provider.verifyEvent(raw, req.headers as Record<string, string | undefined>);
    } catch (error) {
      const message = error instanceof WebhookSignatureError ? error.message : 'The event body is not valid.';
      deps.logger.warn({ provider: provider.name, reason: message }, 'Payment webhook refused');
      res.status(400).json({ error: message });
      return;
    }
    try {
      // Paystack sends an integration's every event to one URL: its transfers are the payouts'.
      if (provider.name === 'paystack' && String(event.payload.event).startsWith('transfer.')) {
        res.json({ received: true, outcome: await applyPayoutEvent(deps.db, parseTransferEvent(raw)) });
        return;
      }
      const outcome = await applyProviderEvent(deps, provider, event);
      res.json({ received: true, outcome });
    } catch (err) {
      deps.logger.error({ err, eventId: event.id }, 'Payment webhook could not be applied');
      res.status(500).json({ error: 'The event could not be applied; retry later.' });
    }
  });
  return router;
}

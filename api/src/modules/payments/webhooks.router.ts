import type { Router } from 'express';
import type { Database } from '../../core/db.js';
import type { Logger } from '../../core/logger.js';
import { providerWebhooksRouter } from '../../core/provider-webhooks.js';
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
 * `POST /webhooks/payments/:provider` (mounted at /webhooks/payments): each configured payment
 * provider's signed events.
 */
export function createPaymentWebhooksRouter(deps: PaymentWebhookDeps): Router {
  return providerWebhooksRouter({
    subject: 'payment',
    logger: deps.logger,
    provider: (name) => deps.payments.named(name) ?? undefined,
    signatureError: WebhookSignatureError,
    apply: async (provider, event, raw) =>
      // Paystack sends an integration's every event to one URL: its transfers are the payouts'.
      provider.name === 'paystack' && String(event.payload.event).startsWith('transfer.')
        ? applyPayoutEvent(deps.db, parseTransferEvent(raw))
        : applyProviderEvent(deps, provider, event),
    eventFields: (event) => ({ eventId: event.id }),
  });
}

import type { ApiModule, CoreServices } from '../../core/module.js';
import { PaymentResolver } from './payment.resolver.js';
import type { PaymentProvider } from './provider.js';
import { refundJobs } from './refund.jobs.js';
import { sandboxJobs } from './sandbox.jobs.js';
import { createPaymentWebhooksRouter } from './webhooks.router.js';

export {
  PAYSTACK_SIGNATURE_HEADER,
  signPaystackBody,
  verifyPaystackSignature,
} from './paystack-signature.js';
export type { PaymentProvider } from './provider.js';
export { createPaymentProvider } from './providers.js';
export { refundsPort } from './refund.service.js';
export { WebhookSignatureError } from './signature.js';

/** Paying reservations, refunds, the provider's webhooks and the retry jobs. */
export const paymentsModule: ApiModule<CoreServices & { payments: PaymentProvider }> = {
  name: 'payments',
  resolvers: [PaymentResolver],
  jobs: ({ payments, logger }) => [...refundJobs(payments, logger), ...sandboxJobs(payments, logger)],
  routes: ({ db, payments, logger }) => ({
    '/webhooks/payments': createPaymentWebhooksRouter({ db, payments, logger }),
  }),
};

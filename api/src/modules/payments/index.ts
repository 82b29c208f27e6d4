import type { ApiModule, CoreServices } from '../../core/module.js';
import { PaymentResolver } from './payment.resolver.js';
import type { PaymentProviders } from './providers.js';
import { refundJobs } from './refund.jobs.js';
import { sandboxJobs } from './sandbox.jobs.js';
import { verifyJobs } from './verify.jobs.js';
import { createPaymentWebhooksRouter } from './webhooks.router.js';

export type { PaymentProvider } from './provider.js';
export { createPaymentProviders, PaymentProviders } from './providers.js';
export { refundsPort } from './refund.service.js';

/** Paying reservations, refunds, the provider's webhooks and the retry jobs. */
export const paymentsModule: ApiModule<CoreServices & { payments: PaymentProviders }> = {
  name: 'payments',
  resolvers: [PaymentResolver],
  jobs: ({ payments, logger }) => [
    ...refundJobs(payments, logger),
    ...sandboxJobs(payments.sandbox, logger),
    ...verifyJobs(payments, logger),
  ],
  routes: ({ db, payments, logger }) => ({
    '/webhooks/payments': createPaymentWebhooksRouter({ db, payments, logger }),
  }),
};

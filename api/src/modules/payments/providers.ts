import { randomBytes } from 'node:crypto';
import type { Config } from '../../core/config.js';
import type { Logger } from '../../core/logger.js';
import type { PaymentProvider } from './provider.js';
import { SandboxProvider } from './sandbox.provider.js';
import { StripeProvider } from './stripe.provider.js';

// One provider per running server (keyed by its config object): the resolvers and the webhook
// router of a server must share it (the sandbox's webhook secret may be a random one per process;
// its charges and refunds are in the database).
const providers = new WeakMap<Config, PaymentProvider>();

/**
 * Stripe when STRIPE_SECRET_KEY is set (with STRIPE_WEBHOOK_SECRET), else the sandbox. The
 * sandbox secret defaults to a random one per process, which is right for one instance; several
 * instances behind a load balancer share PAYMENTS_SANDBOX_WEBHOOK_SECRET.
 */
export function paymentProvider(config: Config, logger: Logger): PaymentProvider {
  let provider = providers.get(config);
  if (provider) return provider;
  const { stripeSecretKey, stripeWebhookSecret, sandboxWebhookSecret } = config.payments;
  if (stripeSecretKey && stripeWebhookSecret) {
    provider = new StripeProvider({ secretKey: stripeSecretKey, webhookSecret: stripeWebhookSecret });
  } else {
    provider = new SandboxProvider({
      secret: sandboxWebhookSecret || randomBytes(32).toString('hex'),
      webhookUrl: `${config.publicUrl}/webhooks/payments/sandbox`,
      logger,
    });
  }
  providers.set(config, provider);
  return provider;
}

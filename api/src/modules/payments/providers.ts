import { randomBytes } from 'node:crypto';
import type { CoreServices } from '../../core/module.js';
import type { PaymentProvider } from './provider.js';
import { SandboxProvider } from './sandbox.provider.js';
import { StripeProvider } from './stripe.provider.js';

/**
 * Stripe when STRIPE_SECRET_KEY is set (with STRIPE_WEBHOOK_SECRET), else the sandbox; made once
 * at start, so the resolvers, the webhook route and the jobs of a server share it. The sandbox
 * secret defaults to a random one per process, which is right for one instance; several instances
 * behind a load balancer share PAYMENTS_SANDBOX_WEBHOOK_SECRET.
 */
export function createPaymentProvider({ config, logger, db }: CoreServices): PaymentProvider {
  const { stripeSecretKey, stripeWebhookSecret, sandboxWebhookSecret } = config.payments;
  if (stripeSecretKey && stripeWebhookSecret)
    return new StripeProvider({ secretKey: stripeSecretKey, webhookSecret: stripeWebhookSecret });
  return new SandboxProvider({
    secret: sandboxWebhookSecret || randomBytes(32).toString('hex'),
    webhookUrl: `${config.publicUrl}/webhooks/payments/sandbox`,
    logger,
    db,
  });
}

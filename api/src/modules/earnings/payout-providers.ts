import { randomBytes } from 'node:crypto';
import type { CoreServices } from '../../core/module.js';
import { PaystackPayoutProvider } from './payout-paystack.provider.js';
import type { PayoutProvider } from './payout-provider.js';
import { SandboxPayoutProvider } from './payout-sandbox.provider.js';

/**
 * Paystack transfers when PAYOUTS_PROVIDER=paystack (with PAYSTACK_SECRET_KEY), else the sandbox;
 * made once at start. The sandbox's secret is random per process unless
 * PAYOUTS_SANDBOX_WEBHOOK_SECRET gives several instances one.
 */
export function createPayoutProvider({ config, logger, db }: CoreServices): PayoutProvider {
  if (config.payouts.provider === 'paystack' && config.paystack.secretKey)
    return new PaystackPayoutProvider({
      secretKey: config.paystack.secretKey,
      baseUrl: config.paystack.baseUrl,
    });
  return new SandboxPayoutProvider({
    secret: config.payouts.sandboxWebhookSecret || randomBytes(32).toString('hex'),
    webhookUrl: `${config.publicUrl}/webhooks/payouts/sandbox`,
    logger,
    db,
  });
}

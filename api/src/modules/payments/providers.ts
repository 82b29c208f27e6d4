import { randomBytes } from 'node:crypto';
import type { CoreServices } from '../../core/module.js';
import { PaystackProvider } from './paystack.provider.js';
import type { PaymentProvider } from './provider.js';
import { SandboxProvider } from './sandbox.provider.js';
import { StripeProvider } from './stripe.provider.js';

/**
 * The payment providers of this server and which one takes each currency: a payment is charged
 * by its currency's provider, and refunded, verified and settled by the one that charged it
 * (Payment.provider), whatever the configuration says later.
 */
export class PaymentProviders {
  readonly all: readonly PaymentProvider[];

  constructor(
    private readonly fallback: PaymentProvider,
    private readonly byCurrency: Readonly<Record<string, PaymentProvider>> = {},
  ) {
    this.all = [...new Set([fallback, ...Object.values(byCurrency)])];
  }

  forCurrency(currency: string): PaymentProvider {
    return this.byCurrency[currency.toUpperCase()] ?? this.fallback;
  }

  named(name: string): PaymentProvider | null {
    return this.all.find((provider) => provider.name === name) ?? null;
  }

  /** The embedded sandbox, when it takes some currency (its redelivery job and tests need it). */
  get sandbox(): SandboxProvider | null {
    return (this.all.find((provider) => provider instanceof SandboxProvider) as SandboxProvider) ?? null;
  }
}

/** Paystack's countries: Ghana, Kenya, Nigeria, South Africa. */
const PAYSTACK_CURRENCIES = ['GHS', 'KES', 'NGN', 'ZAR'];

/**
 * Made once at start, so the resolvers, the webhook routes and the jobs of a server share them:
 * Paystack for its currencies when PAYSTACK_SECRET_KEY is set; for the rest Stripe when
 * STRIPE_SECRET_KEY is set (with STRIPE_WEBHOOK_SECRET), else the sandbox. The sandbox secret
 * defaults to a random one per process, which is right for one instance; several instances behind
 * a load balancer share PAYMENTS_SANDBOX_WEBHOOK_SECRET.
 */
export function createPaymentProviders({ config, logger, db }: CoreServices): PaymentProviders {
  const { stripeSecretKey, stripeWebhookSecret, sandboxWebhookSecret, paystackCurrencies } = config.payments;
  const fallback =
    stripeSecretKey && stripeWebhookSecret
      ? new StripeProvider({ secretKey: stripeSecretKey, webhookSecret: stripeWebhookSecret })
      : new SandboxProvider({
          secret: sandboxWebhookSecret || randomBytes(32).toString('hex'),
          webhookUrl: `${config.publicUrl}/webhooks/payments/sandbox`,
          logger,
          db,
        });
  const { secretKey, baseUrl } = config.paystack;
  if (!secretKey) return new PaymentProviders(fallback);
  const provider = new PaystackProvider({ secretKey, baseUrl });
  const currencies = paystackCurrencies ?? PAYSTACK_CURRENCIES;
  return new PaymentProviders(
    fallback,
    Object.fromEntries(currencies.map((currency) => [currency, provider])),
  );
}

import type {
  ChargeRequest,
  ChargeResult,
  PaymentProvider,
  ProviderEvent,
  RefundRequest,
  RefundResult,
} from './provider.js';
import { verifySignature } from './signature.js';

export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';
const API = 'https://api.stripe.com/v1';
// Refund retries wait for the answer inside a database transaction: never for long.
const TIMEOUT_MS = 10_000;

/**
 * Stripe PaymentIntents over its REST API (no SDK: two calls and a signature check). The card is
 * collected by Stripe's own form in the browser, which hands us a payment method id.
 */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;

  constructor(private readonly options: { secretKey: string; webhookSecret: string }) {}

  private async post(path: string, form: Record<string, string>, idempotencyKey: string) {
    const res = await fetch(`${API}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${this.options.secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
        'idempotency-key': idempotencyKey,
      },
      body: new URLSearchParams(form),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = (await res.json()) as {
      id?: string;
      status?: string;
      failure_reason?: string;
      error?: { code?: string; message?: string };
    };
    // A declined card is still a created PaymentIntent; its failure arrives as a webhook event.
    if (!res.ok && !body.id) throw new Error(`Stripe ${path} failed: ${body.error?.code ?? res.status}`);
    return body;
  }

  async createCharge(request: ChargeRequest): Promise<ChargeResult> {
    if (!request.paymentMethodId) throw new Error('Stripe payments need a payment method id.');
    const intent = await this.post(
      '/payment_intents',
      {
        amount: String(request.amount),
        currency: request.currency.toLowerCase(),
        payment_method: request.paymentMethodId,
        confirm: 'true',
        description: request.description,
        'metadata[paymentId]': request.paymentId,
        'automatic_payment_methods[enabled]': 'true',
        'automatic_payment_methods[allow_redirects]': 'never',
      },
      request.idempotencyKey,
    );
    return { reference: intent.id! };
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    const refund = await this.post(
      '/refunds',
      { payment_intent: request.paymentReference, amount: String(request.amount) },
      request.idempotencyKey,
    );
    const status =
      refund.status === 'succeeded' ? 'SUCCEEDED' : refund.status === 'failed' ? 'FAILED' : 'PENDING';
    return { reference: refund.id!, status, failureCode: refund.failure_reason ?? null };
  }

  verifyEvent(rawBody: Buffer, headers: Record<string, string | undefined>, now?: Date): ProviderEvent {
    verifySignature(this.options.webhookSecret, rawBody, headers[STRIPE_SIGNATURE_HEADER], now);
    const event = JSON.parse(rawBody.toString('utf8')) as {
      id: string;
      type: string;
      data?: {
        object?: {
          id?: string;
          metadata?: { paymentId?: string };
          last_payment_error?: { code?: string; decline_code?: string };
        };
      };
    };
    const intent = event.data?.object ?? {};
    const type =
      event.type === 'payment_intent.succeeded'
        ? 'payment.succeeded'
        : event.type === 'payment_intent.payment_failed'
          ? 'payment.failed'
          : 'other';
    const error = intent.last_payment_error;
    return {
      id: event.id,
      type,
      paymentId: intent.metadata?.paymentId ?? null,
      paymentReference: intent.id ?? null,
      failureCode:
        error?.decline_code === 'insufficient_funds' ? 'insufficient_funds' : error ? 'card_declined' : null,
      payload: event as unknown as Record<string, unknown>,
    };
  }
}

import type { PaymentMethod } from '@hostel/common';
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

  methods = (): PaymentMethod[] => ['CARD'];

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
      failure_reason?: string | null;
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
      {
        payment_intent: request.paymentReference,
        amount: String(request.amount),
        // Refund events carry it back, so they find their refund before its answer is stored.
        'metadata[refundKey]': request.idempotencyKey,
      },
      request.idempotencyKey,
    );
    return {
      reference: refund.id!,
      status: refundStatus(refund.status),
      failureCode: refund.failure_reason ?? null,
    };
  }

  verifyEvent(rawBody: Buffer, headers: Record<string, string | undefined>, now?: Date): ProviderEvent {
    verifySignature(this.options.webhookSecret, rawBody, headers[STRIPE_SIGNATURE_HEADER], now);
    const event = JSON.parse(rawBody.toString('utf8')) as {
      id: string;
      type: string;
      data?: { object?: StripeObject };
    };
    const object = event.data?.object ?? {};
    const payload = event as unknown as Record<string, unknown>;
    if (REFUND_EVENTS.has(event.type) && object.id) {
      const status = refundStatus(object.status);
      return {
        id: event.id,
        type: 'refund.updated',
        paymentId: null,
        paymentReference: object.payment_intent ?? null,
        failureCode: null,
        refund: {
          reference: object.id,
          idempotencyKey: object.metadata?.refundKey ?? null,
          status,
          failureCode:
            status === 'FAILED'
              ? (object.failure_reason ?? (object.status === 'canceled' ? 'refund_canceled' : null))
              : null,
        },
        payload,
      };
    }
    const type =
      event.type === 'payment_intent.succeeded'
        ? 'payment.succeeded'
        : event.type === 'payment_intent.payment_failed'
          ? 'payment.failed'
          : 'other';
    const error = object.last_payment_error;
    return {
      id: event.id,
      type,
      paymentId: object.metadata?.paymentId ?? null,
      paymentReference: object.id ?? null,
      failureCode:
        error?.decline_code === 'insufficient_funds' ? 'insufficient_funds' : error ? 'card_declined' : null,
      payload,
    };
  }
}

/** The fields we read of an event's object: a PaymentIntent, or a Refund for refund events. */
interface StripeObject {
  id?: string;
  status?: string;
  metadata?: { paymentId?: string; refundKey?: string };
  last_payment_error?: { code?: string; decline_code?: string };
  payment_intent?: string;
  failure_reason?: string | null;
}

/**
 * Stripe's events about a refund, each carrying the Refund object: refund.created, .updated and
 * .failed (for every refund since API version 2024-10-28; before it, a charge's refund is reported
 * by charge.refund.updated only).
 */
const REFUND_EVENTS = new Set(['refund.created', 'refund.updated', 'refund.failed', 'charge.refund.updated']);

/** pending and requires_action wait; canceled is a refund that returned nothing, like failed. */
const refundStatus = (status: string | undefined): RefundResult['status'] =>
  status === 'succeeded' ? 'SUCCEEDED' : status === 'failed' || status === 'canceled' ? 'FAILED' : 'PENDING';

// One interface for every payment provider. A payment's state changes only from a verified
// provider event (webhook), never from what the browser or a charge call's response says.

export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export interface ChargeRequest {
  paymentId: string;
  amount: number;
  currency: string;
  /** The provider charges once per key, however often the request is sent. */
  idempotencyKey: string;
  description: string;
  card?: CardDetails | null;
  /** A provider-side payment method (e.g. Stripe's pm_...), collected by the provider's own form. */
  paymentMethodId?: string | null;
}

export interface ChargeResult {
  reference: string;
}

export interface RefundRequest {
  paymentReference: string;
  amount: number;
  currency: string;
  idempotencyKey: string;
}

export interface RefundResult {
  reference: string;
  status: 'SUCCEEDED' | 'PENDING' | 'FAILED';
}

/** A verified event, in the provider-neutral shape the payment service applies. */
export interface ProviderEvent {
  id: string;
  type: 'payment.succeeded' | 'payment.failed' | 'other';
  /** Our payment id, from the metadata we sent with the charge. */
  paymentId: string | null;
  paymentReference: string | null;
  failureCode: string | null;
  payload: Record<string, unknown>;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  createCharge(request: ChargeRequest): Promise<ChargeResult>;
  refund(request: RefundRequest): Promise<RefundResult>;
  /** Verifies the signature and age of a webhook delivery; throws WebhookSignatureError. */
  verifyEvent(rawBody: Buffer, headers: Record<string, string | undefined>, now?: Date): ProviderEvent;
}

/** A failure code a person understands, shown when a card is refused. */
export const FAILURE_MESSAGES: Record<string, string> = {
  card_declined: 'Your card was declined. Try another card.',
  insufficient_funds: 'Your card has insufficient funds. Try another card.',
  invalid_card: 'The card details are not valid. Check them and try again.',
  provider_unavailable: 'The payment service could not be reached. Please try again.',
};

export const failureMessage = (code: string | null) =>
  (code && FAILURE_MESSAGES[code]) ?? 'The payment did not go through. Try another card.';

// One interface for every payment provider. A payment's state changes only from a verified
// provider event (webhook), never from what the browser or a charge call's response says.
import type { PaymentMethod } from '@hostel/common';
import type { Tx } from '../../core/db.js';

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
  /** Mobile money: the wallet (network and local number, checked by @hostel/common's rule). */
  mobileMoney?: MobileMoneyDetails | null;
  /** The payer's e-mail (Paystack sends its receipt there). */
  email?: string | null;
}

export interface MobileMoneyDetails {
  network: string;
  phone: string;
}

/** What the payer does next, if anything, before the provider's event arrives. */
export type NextAction = { type: 'APPROVE_ON_PHONE' } | { type: 'REDIRECT'; url: string };

export interface ChargeResult {
  reference: string;
  nextAction?: NextAction | null;
  /** Refused at once, with no event to follow (e.g. Paystack's /charge answering "failed"). */
  failureCode?: string | null;
}

export interface RefundRequest {
  paymentReference: string;
  amount: number;
  currency: string;
  idempotencyKey: string;
}

export interface RefundResult {
  /** The provider's refund id; null when it refused before making one. */
  reference: string | null;
  status: 'SUCCEEDED' | 'PENDING' | 'FAILED';
  /** Why a FAILED refund was refused, in the provider's words (e.g. expired_or_canceled_card). */
  failureCode?: string | null;
}

/** What a provider's refund event says about one of its refunds. */
export interface RefundUpdate {
  /** The provider's refund id. */
  reference: string;
  /** The idempotency key the refund was created with (sent along as metadata), if any. */
  idempotencyKey: string | null;
  status: RefundResult['status'];
  failureCode: string | null;
}

/** A verified event, in the provider-neutral shape the payment service applies. */
export type ProviderEvent = {
  id: string;
  /** Our payment id, from the metadata we sent with the charge. */
  paymentId: string | null;
  paymentReference: string | null;
  failureCode: string | null;
  payload: Record<string, unknown>;
} & (
  | { type: 'payment.succeeded' | 'payment.failed' | 'other' }
  | { type: 'refund.updated'; refund: RefundUpdate }
);

export type ProviderName = 'sandbox' | 'stripe' | 'paystack';

export interface PaymentProvider {
  readonly name: ProviderName;
  /** How a payer can pay in this currency with this provider. */
  methods(currency: string): PaymentMethod[];
  /**
   * Never inside a caller's transaction: the sandbox's charge is committed when this returns and
   * its event is sent at once (undone by a rollback, it would pay for a charge never made).
   */
  createCharge(request: ChargeRequest): Promise<ChargeResult>;
  /**
   * Returns money of a charge, at most once per idempotency key: asked again with the same key,
   * the provider answers with the first request's refund. Throws when no answer arrives. `tx` is
   * the caller's transaction: the embedded sandbox keeps its books there (on PGlite's one
   * connection a query outside it would wait for it forever); an external provider ignores it.
   */
  refund(request: RefundRequest, tx: Tx): Promise<RefundResult>;
  /** Verifies the signature and age of a webhook delivery; throws WebhookSignatureError. */
  verifyEvent(rawBody: Buffer, headers: Record<string, string | undefined>, now?: Date): ProviderEvent;
  /**
   * Asks the provider where a charge stands, for one whose event never came (a refused or expired
   * mobile money approval sends none): a settling event, or null while it is still open.
   */
  verifyCharge?(reference: string, paymentId: string): Promise<ProviderEvent | null>;
}

/** A failure code a person understands, shown when a card is refused. */
export const FAILURE_MESSAGES: Record<string, string> = {
  card_declined: 'Your card was declined. Try another card.',
  insufficient_funds: 'Your card has insufficient funds. Try another card.',
  invalid_card: 'The card details are not valid. Check them and try again.',
  provider_unavailable: 'The payment service could not be reached. Please try again.',
  approval_declined: 'The payment was declined on your phone. Try again when you are ready to approve it.',
  approval_timeout: 'The payment was not approved on your phone in time. Try again.',
  mobile_money_failed:
    'The mobile money payment did not go through. Check the number and your balance, then try again.',
};

export const failureMessage = (code: string | null) =>
  (code && FAILURE_MESSAGES[code]) ?? 'The payment did not go through. Try another card.';

/** Why a refund failed, for the people who follow it up (codes from providers and the service). */
const REFUND_FAILURE_MESSAGES: Record<string, string> = {
  provider_unavailable: 'The payment provider did not answer.',
  expired_or_canceled_card: 'The card was cancelled or has expired.',
  lost_or_stolen_card: 'The card was reported lost or stolen.',
  charge_for_pending_refund_disputed: 'The student disputed the payment with their bank.',
  declined: "The student's bank declined the refund.",
  refund_canceled: 'The refund was cancelled at the payment provider.',
  amount_too_large: 'The provider refused: more than is left of the charge.',
  charge_not_found: 'The provider does not know this charge.',
  no_provider_reference: 'The payment has no provider reference.',
};

export const refundFailureMessage = (code: string | null) =>
  (code && REFUND_FAILURE_MESSAGES[code]) ?? 'The payment provider refused the refund.';

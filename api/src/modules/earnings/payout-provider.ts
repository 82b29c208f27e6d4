// One interface for every payout provider (money from the platform to an owner), beside the
// payment provider port. A payout's state changes only from a verified provider event, never from
// what a transfer call answered: SENT is "handed over", PAID / FAILED / REVERSED come as events.
import type { PayoutMethodKind } from '@hostel/common';
import type { Tx } from '../../core/db.js';

/** What the provider needs to pay someone. The full number goes to the provider and nowhere else. */
export interface RecipientDetails {
  kind: PayoutMethodKind;
  currency: string;
  accountNumber: string;
  holderName: string;
  bankCode: string | null;
  network: string | null;
}

export interface Recipient {
  /** The provider's handle on the account (Paystack's RCP_...): what transfers are sent to. */
  recipientCode: string;
}

export interface TransferRequest {
  /** Our payout id: the provider's idempotency key (Paystack's `reference`), so a retry never pays twice. */
  payoutId: string;
  amount: number;
  currency: string;
  recipientCode: string;
  reason: string;
}

/** A verified event about a transfer, in the provider-neutral shape the payout service applies. */
export interface PayoutEvent {
  type: 'transfer.success' | 'transfer.failed' | 'transfer.reversed' | 'other';
  /** Our payout id (the transfer's reference). */
  payoutId: string | null;
  /** The provider's transfer id. */
  transferReference: string | null;
  /** Why a transfer failed or was reversed, in the provider's words. */
  reason: string | null;
  /** The transfer's amount (minor units) and currency as the event states them; null when absent. */
  amount: number | null;
  currency: string | null;
}

export interface PayoutProvider {
  readonly name: 'sandbox' | 'paystack';
  /** Registers the account with the provider; throws RecipientRefusedError when it is refused. */
  createRecipient(details: RecipientDetails): Promise<Recipient>;
  /**
   * Sends the money, at most once per payout id; throws PayoutProviderUnavailableError when no
   * answer came, TransferNotSentError when refused (the retry asks again with the same id). `tx`: the claiming transaction (the
   * embedded sandbox keeps its books there); an external provider ignores it.
   */
  transfer(request: TransferRequest, tx: Tx): Promise<{ reference: string }>;
  /** Verifies a webhook delivery's signature; throws PayoutSignatureError. */
  verifyEvent(rawBody: Buffer, headers: Record<string, string | undefined>): PayoutEvent;
}

export class RecipientRefusedError extends Error {
  override name = 'RecipientRefusedError';
}

export class PayoutProviderUnavailableError extends Error {
  override name = 'PayoutProviderUnavailableError';
}

/** The provider refused the transfer (e.g. its balance is short): not sent; retried later. */
export class TransferNotSentError extends Error {
  override name = 'TransferNotSentError';
}

export class PayoutSignatureError extends Error {
  override name = 'PayoutSignatureError';
}

/**
 * Paystack's transfer event (`{ event, data: { reference, transfer_code, reason, ... } }`), which
 * the sandbox imitates: one parser for both.
 */
export function parseTransferEvent(rawBody: Buffer): PayoutEvent {
  const body = JSON.parse(rawBody.toString('utf8')) as { event?: unknown; data?: Record<string, unknown> };
  const data = body.data ?? {};
  const type =
    body.event === 'transfer.success' ||
    body.event === 'transfer.failed' ||
    body.event === 'transfer.reversed'
      ? body.event
      : 'other';
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
  const failures = data.failures as Record<string, unknown> | null | undefined;
  return {
    type,
    payoutId: text(data.reference),
    transferReference: text(data.transfer_code),
    reason: text(failures?.reason) ?? text(data.gateway_response) ?? text(data.reason),
    amount: Number.isSafeInteger(data.amount) ? (data.amount as number) : null,
    currency: text(data.currency)?.toUpperCase() ?? null,
  };
}

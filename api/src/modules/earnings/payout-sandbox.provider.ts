import { randomUUID } from 'node:crypto';
import type { Database, Tx } from '../../core/db.js';
import type { Logger } from '../../core/logger.js';
import { isPaystackSignatureValid, paystackSignature } from '../../core/paystack.js';
import type { SandboxTransfer } from '../../generated/prisma/client.js';
import {
  parseTransferEvent,
  PayoutSignatureError,
  RecipientRefusedError,
  type PayoutEvent,
  type PayoutProvider,
  type Recipient,
  type RecipientDetails,
  type TransferRequest,
} from './payout-provider.js';

export const SANDBOX_PAYOUT_SIGNATURE_HEADER = 'x-sandbox-signature';

/**
 * Test accounts, by their last four digits: 0000 fails every transfer, 9999 is paid and then
 * reversed, 1111 is refused as a recipient; any other number is paid.
 */
const OUTCOMES: Record<string, 'failed' | 'reversed'> = { '0000': 'failed', '9999': 'reversed' };
const REFUSED_LAST4 = '1111';

/** The events a transfer sends, in order. */
const EVENTS: Record<string, string[]> = {
  success: ['transfer.success'],
  failed: ['transfer.failed'],
  reversed: ['transfer.success', 'transfer.reversed'],
};

/** How long a sandbox transfer takes to settle (and between a reversal's events). */
export const SANDBOX_SETTLE_MS = 2_000;
const DELIVERY_TIMEOUT_MS = 5_000;
const MINUTE_MS = 60_000;

export interface SandboxPayoutOptions {
  secret: string;
  /** The API's own `POST /webhooks/payouts/sandbox`. */
  webhookUrl: string;
  db: Database;
  logger: Logger;
}

/**
 * The embedded payout provider: Paystack's shapes and signature scheme (HMAC-SHA512 of the body)
 * with test money. It keeps no account numbers: the test outcome rides in the recipient code. Its
 * transfers (SandboxTransfer, one per payout id) settle by events the `payouts.sandbox` job POSTs
 * to the API until acknowledged.
 */
export class SandboxPayoutProvider implements PayoutProvider {
  readonly name = 'sandbox' as const;

  constructor(private readonly options: SandboxPayoutOptions) {}

  async createRecipient(details: RecipientDetails): Promise<Recipient> {
    const last4 = details.accountNumber.slice(-4);
    if (last4 === REFUSED_LAST4)
      throw new RecipientRefusedError('The sandbox could not verify this account.');
    return { recipientCode: `SBX_RCP_${OUTCOMES[last4] ?? 'success'}_${randomUUID()}` };
  }

  async transfer(request: TransferRequest, tx: Tx): Promise<{ reference: string }> {
    const outcome = /^SBX_RCP_(success|failed|reversed)_/.exec(request.recipientCode)?.[1] ?? 'failed';
    await tx.sandboxTransfer.createMany({
      data: {
        reference: `SBX_TRF_${randomUUID()}`,
        idempotencyKey: request.payoutId,
        recipientCode: request.recipientCode,
        amount: request.amount,
        currency: request.currency,
        outcome,
        nextDeliveryAt: new Date(Date.now() + SANDBOX_SETTLE_MS),
      },
      skipDuplicates: true, // sent before: the same transfer answers
    });
    const transfer = await tx.sandboxTransfer.findUniqueOrThrow({
      where: { idempotencyKey: request.payoutId },
    });
    return { reference: transfer.reference };
  }

  verifyEvent(rawBody: Buffer, headers: Record<string, string | undefined>): PayoutEvent {
    if (!isPaystackSignatureValid(this.options.secret, rawBody, headers[SANDBOX_PAYOUT_SIGNATURE_HEADER]))
      throw new PayoutSignatureError('The signature does not match.');
    return parseTransferEvent(rawBody);
  }

  /** A signed event body, as the sandbox delivers it (tests forge and replay deliveries with it). */
  signedEvent(event: string, data: Record<string, unknown>) {
    const body = Buffer.from(JSON.stringify({ event, data }));
    return { body, signature: paystackSignature(this.options.secret, body) };
  }

  /** The transfer's next event, POSTed once; true when the API acknowledged it. */
  async deliver(transfer: SandboxTransfer): Promise<boolean> {
    const event = EVENTS[transfer.outcome]![transfer.eventsDelivered];
    if (!event) return true;
    const failed = event === 'transfer.failed';
    const { body, signature } = this.signedEvent(event, {
      reference: transfer.idempotencyKey,
      transfer_code: transfer.reference,
      amount: transfer.amount,
      currency: transfer.currency,
      status: event.slice('transfer.'.length),
      reason: 'Payout',
      ...(failed ? { failures: { reason: 'The sandbox account refuses transfers (ends in 0000).' } } : {}),
      ...(event === 'transfer.reversed'
        ? { gateway_response: 'The sandbox reversed the transfer (ends in 9999).' }
        : {}),
    });
    try {
      const res = await fetch(this.options.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SANDBOX_PAYOUT_SIGNATURE_HEADER]: signature },
        body,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      if (res.ok) return true;
      this.options.logger.warn(
        { reference: transfer.reference, status: res.status },
        'Sandbox payout event refused',
      );
    } catch (err) {
      this.options.logger.warn({ err, reference: transfer.reference }, 'Sandbox payout event not delivered');
    }
    return false;
  }
}

/** When a transfer's event is due again after `attempts` failed deliveries: 1, 2, 4 ... up to 60 minutes. */
export const nextSandboxDelivery = (attempts: number, now: Date) =>
  new Date(now.getTime() + Math.min(2 ** attempts, 60) * MINUTE_MS);

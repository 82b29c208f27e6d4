import { randomUUID } from 'node:crypto';
import { sqlOf, type Database, type Tx } from '../../core/db.js';
import type { Logger } from '../../core/logger.js';
import type { SandboxCharge, SandboxRefund } from '../../generated/prisma/client.js';
import { mobileMoneyNetworksOf, type PaymentMethod } from '@hostel/common';
import type {
  ChargeRequest,
  ChargeResult,
  PaymentProvider,
  ProviderEvent,
  RefundRequest,
  RefundResult,
} from './provider.js';
import { lockChargeByReference } from './sandbox.sql.js';
import { signPayload, verifySignature } from './signature.js';

export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';

/**
 * What happens to refunds of a charge: `refused`, every refund is refused (like Stripe's
 * 4000 0000 0000 5126); `firstAnswerLost`, the first refund request is carried out but its answer
 * never arrives (a timeout), so only asking again with the same idempotency key tells the result.
 */
type RefundBehaviour = 'refused' | 'firstAnswerLost';

type TestCard = { outcome: 'succeeded'; refunds?: RefundBehaviour } | { outcome: 'failed'; code: string };

/** The well-known test cards; any other number is declined as invalid. */
export const TEST_CARDS: Record<string, TestCard> = {
  '4242424242424242': { outcome: 'succeeded' },
  '4000000000000002': { outcome: 'failed', code: 'card_declined' },
  '4000000000009995': { outcome: 'failed', code: 'insufficient_funds' },
  '4000000000005126': { outcome: 'succeeded', refunds: 'refused' },
  '4000000000005134': { outcome: 'succeeded', refunds: 'firstAnswerLost' },
};

/** What happens to a mobile money charge: the payer approves it, refuses it, or never answers. */
type TestWallet =
  { outcome: 'succeeded' } | { outcome: 'failed'; code: 'approval_declined' | 'approval_timeout' };

/**
 * The test wallets, per local number (GHS and KES): approved on the phone after a few seconds,
 * refused, or left unanswered until the approval times out; any other number is refused.
 */
export const TEST_WALLETS: Record<string, TestWallet> = {
  '0551234567': { outcome: 'succeeded' },
  '0550000001': { outcome: 'failed', code: 'approval_declined' },
  '0550000002': { outcome: 'failed', code: 'approval_timeout' },
  '0712345678': { outcome: 'succeeded' },
  '0700000001': { outcome: 'failed', code: 'approval_declined' },
  '0700000002': { outcome: 'failed', code: 'approval_timeout' },
};

/** A refund request that got no answer (the sandbox's model of a timeout or an outage). */
export class SandboxUnavailableError extends Error {}

export interface SandboxOptions {
  secret: string;
  /** Where settlement events are POSTed: the API's own `POST /webhooks/payments/sandbox`. */
  webhookUrl: string;
  logger: Logger;
  /** Where its books are kept: the API's own database. */
  db: Database;
  /** Delay before settling, so settlement is asynchronous like a real provider's. */
  settleDelayMs?: number;
  /** Mobile money: how long the payer takes to approve or refuse on the phone (a time-out takes twice that). */
  approvalDelayMs?: number;
}

const APPROVAL_DELAY_MS = 3_000;

// A delivery with no answer by then has failed. Well below the shortest redelivery delay: a charge
// being delivered is leased until its next attempt (see sandbox.jobs.ts).
const DELIVERY_TIMEOUT_MS = 5_000;
/** Deliveries right after the charge (with short pauses) before the redelivery job takes over. */
const QUICK_ATTEMPTS = 5;
const MINUTE_MS = 60_000;
/** Like Stripe's webhooks: an event the API never acknowledged is sent again for three days. */
const REDELIVERY_PERIOD_MS = 3 * 24 * 60 * MINUTE_MS;

/**
 * When a charge's event is due again after `attempts` failed deliveries: 1, 1, 2, 4 ... minutes
 * later, at most an hour apart; null (given up) once that is more than three days after the charge.
 */
export function nextDeliveryAt(createdAt: Date, attempts: number, now: Date): Date | null {
  const next = new Date(now.getTime() + Math.min(2 ** Math.max(attempts - 1, 0), 60) * MINUTE_MS);
  return next.getTime() - createdAt.getTime() > REDELIVERY_PERIOD_MS ? null : next;
}

const answer = (refund: SandboxRefund): RefundResult => ({
  reference: refund.reference,
  status: refund.status,
  failureCode: refund.failureCode,
});

/**
 * The embedded payment provider: real code path, test money. Its books (SandboxCharge,
 * SandboxRefund) live in the API's database, so a charge made before a restart or through another
 * API instance can still be refunded; it charges once per idempotency key and settles by POSTing an
 * HMAC-signed event to the API, again and again until the API acknowledges it (sandbox.jobs.ts).
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(private readonly options: SandboxOptions) {}

  methods = (currency: string): PaymentMethod[] =>
    mobileMoneyNetworksOf(currency).length > 0 ? ['CARD', 'MOBILE_MONEY'] : ['CARD'];

  async createCharge(request: ChargeRequest): Promise<ChargeResult> {
    const { prisma } = this.options.db;
    const wallet = request.mobileMoney;
    const number = wallet ? '' : (request.card?.number.replace(/[\s-]/g, '') ?? '');
    const test: TestCard | TestWallet | undefined = wallet ? TEST_WALLETS[wallet.phone] : TEST_CARDS[number];
    const declined: TestWallet = { outcome: 'failed', code: 'approval_declined' };
    const card: TestCard | TestWallet | undefined = test ?? (wallet ? declined : undefined);
    const now = new Date();
    const { count } = await prisma.sandboxCharge.createMany({
      data: {
        reference: `sbx_ch_${randomUUID()}`,
        idempotencyKey: request.idempotencyKey,
        paymentId: request.paymentId,
        amount: request.amount,
        currency: request.currency,
        outcome: card?.outcome ?? 'failed',
        failureCode: !card ? 'invalid_card' : card.outcome === 'failed' ? card.code : null,
        refundBehaviour: card?.outcome === 'succeeded' && 'refunds' in card ? (card.refunds ?? null) : null,
        // The job's first try, if the quick deliveries below (over long before) or this process fail.
        nextDeliveryAt: nextDeliveryAt(now, 0, now),
      },
      skipDuplicates: true, // the key was charged already: answer with that charge
    });
    const charge = await prisma.sandboxCharge.findUniqueOrThrow({
      where: { idempotencyKey: request.idempotencyKey },
    });
    if (count === 1) {
      const settle = () =>
        this.settle(charge).catch((err: unknown) =>
          this.options.logger.warn(
            { err, reference: charge.reference },
            'Sandbox settlement left to the job',
          ),
        );
      const approval = this.options.approvalDelayMs ?? APPROVAL_DELAY_MS;
      const delay = !wallet
        ? (this.options.settleDelayMs ?? 25)
        : charge.failureCode === 'approval_timeout'
          ? 2 * approval
          : approval;
      setTimeout(settle, delay).unref();
    }
    return { reference: charge.reference, nextAction: wallet ? { type: 'APPROVE_ON_PHONE' } : null };
  }

  /**
   * Like a real provider: one refund per key, never more back than was charged. The charge row is
   * locked first, so refunds of one charge (from any API instance) are decided one at a time.
   */
  async refund(request: RefundRequest, db: Tx): Promise<RefundResult> {
    const locked = await lockChargeByReference(sqlOf(db), request.paymentReference);
    const known = await db.sandboxRefund.findUnique({ where: { idempotencyKey: request.idempotencyKey } });
    if (known) return answer(known);
    const charge = locked ? await db.sandboxCharge.findUniqueOrThrow({ where: { id: locked.id } }) : null;
    const failureCode = !charge
      ? 'charge_not_found'
      : charge.refundBehaviour === 'refused'
        ? 'expired_or_canceled_card'
        : request.amount > charge.amount - charge.refunded
          ? 'amount_too_large'
          : null;
    const refund = await db.sandboxRefund.create({
      data: {
        reference: `sbx_re_${randomUUID()}`,
        idempotencyKey: request.idempotencyKey,
        chargeReference: request.paymentReference,
        amount: request.amount,
        status: failureCode ? 'FAILED' : 'SUCCEEDED',
        failureCode,
      },
    });
    const answerLost = charge?.refundBehaviour === 'firstAnswerLost' && !charge.answerLost;
    if (charge && (!failureCode || answerLost)) {
      await db.sandboxCharge.update({
        where: { id: charge.id },
        data: {
          ...(failureCode ? {} : { refunded: { increment: request.amount } }),
          ...(answerLost ? { answerLost: true } : {}),
        },
      });
    }
    // Carried out and recorded, but the answer never reaches the API.
    if (answerLost)
      throw new SandboxUnavailableError('The sandbox did not answer the refund request in time.');
    return answer(refund);
  }

  verifyEvent(rawBody: Buffer, headers: Record<string, string | undefined>, now?: Date): ProviderEvent {
    verifySignature(this.options.secret, rawBody, headers[SANDBOX_SIGNATURE_HEADER], now);
    const body = JSON.parse(rawBody.toString('utf8')) as Record<string, unknown>;
    const data = (body.data ?? {}) as Record<string, unknown>;
    const type = body.type === 'payment.succeeded' || body.type === 'payment.failed' ? body.type : 'other';
    return {
      id: String(body.id),
      type,
      paymentId: typeof data.paymentId === 'string' ? data.paymentId : null,
      paymentReference: typeof data.reference === 'string' ? data.reference : null,
      failureCode: typeof data.failureCode === 'string' ? data.failureCode : null,
      payload: body,
    };
  }

  /** A signed event body, as the sandbox would deliver it (also used by tests to forge deliveries). */
  signedEvent(type: string, data: Record<string, unknown>, now = new Date()) {
    const body = Buffer.from(
      JSON.stringify({ id: `sbx_evt_${randomUUID()}`, type, created: now.toISOString(), data }),
    );
    return { body, signature: signPayload(this.options.secret, body, now) };
  }

  /** POSTs the charge's settlement event once, freshly signed; true (and recorded) when the API acknowledged it. */
  async deliver(charge: SandboxCharge): Promise<boolean> {
    const type = charge.outcome === 'succeeded' ? 'payment.succeeded' : 'payment.failed';
    const data = {
      paymentId: charge.paymentId,
      reference: charge.reference,
      amount: charge.amount,
      failureCode: charge.failureCode,
    };
    const event = this.signedEvent(type, data);
    const log = { reference: charge.reference, deliveryAttempts: charge.deliveryAttempts };
    try {
      const res = await fetch(this.options.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: event.signature },
        body: event.body,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      if (!res.ok) {
        this.options.logger.warn({ ...log, status: res.status }, 'Sandbox webhook delivery refused');
        return false;
      }
    } catch (err) {
      this.options.logger.warn({ ...log, err }, 'Sandbox webhook delivery failed');
      return false;
    }
    await this.options.db.prisma.sandboxCharge.updateMany({
      where: { id: charge.id, settledAt: null },
      data: { settledAt: new Date(), nextDeliveryAt: null },
    });
    return true;
  }

  /** Delivers the settlement event at once, retrying a few times while the API is busy or restarting. */
  private async settle(charge: SandboxCharge): Promise<void> {
    for (let attempt = 1; !(await this.deliver(charge)); attempt++) {
      if (attempt === QUICK_ATTEMPTS) {
        // Over to the redelivery job, unless a slow API made it take the charge over already.
        await this.options.db.prisma.sandboxCharge.updateMany({
          where: { id: charge.id, settledAt: null, deliveryAttempts: 0 },
          data: { deliveryAttempts: 1, nextDeliveryAt: nextDeliveryAt(charge.createdAt, 1, new Date()) },
        });
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, attempt * 200).unref());
    }
  }
}

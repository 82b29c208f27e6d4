import { mobileMoneyNetworksOf, type PaymentMethod } from '@hostel/common';
import {
  isPaystackSignatureValid,
  PAYSTACK_SIGNATURE_HEADER,
  PaystackError,
  paystackRequest,
} from '../../core/paystack.js';
import type {
  ChargeRequest,
  ChargeResult,
  PaymentProvider,
  ProviderEvent,
  RefundRequest,
  RefundResult,
} from './provider.js';
import { WebhookSignatureError } from './signature.js';

/** Paystack's codes of the mobile money networks (@hostel/common's names). */
const NETWORK_CODES: Record<string, string> = {
  MTN: 'mtn',
  TELECEL: 'vod',
  AIRTELTIGO: 'atl',
  MPESA: 'mpesa',
};

/** Our refund's idempotency key travels in the merchant note: Paystack takes no idempotency key. */
const NOTE_PREFIX = 'refund key ';

interface Transaction {
  id?: number;
  reference?: string;
  status?: string;
  display_text?: string;
  authorization_url?: string;
  channel?: string;
  gateway_response?: string;
  metadata?: unknown;
}

interface PaystackRefund {
  id?: number;
  status?: string;
  merchant_note?: string | null;
  transaction?: { id?: number; reference?: string } | number;
  transaction_reference?: string;
  refund_reference?: string | null;
}

/**
 * Paystack over its REST API (core/paystack.ts): a card pays on Paystack's hosted page
 * (POST /transaction/initialize), a mobile money wallet is charged at once (POST /charge) and the
 * payer approves on the phone. Our idempotency key is the transaction reference, so Paystack
 * makes one transaction per key; its charge.success event (or GET /transaction/verify for one
 * whose event never comes) settles the payment.
 */
export class PaystackProvider implements PaymentProvider {
  readonly name = 'paystack' as const;

  constructor(private readonly options: { secretKey: string; baseUrl: string }) {}

  methods = (currency: string): PaymentMethod[] =>
    mobileMoneyNetworksOf(currency).length > 0 ? ['CARD', 'MOBILE_MONEY'] : ['CARD'];

  private call<T>(method: 'GET' | 'POST', path: string, body?: Record<string, unknown>) {
    return paystackRequest<T>(this.options, method, path, body);
  }

  async createCharge(request: ChargeRequest): Promise<ChargeResult> {
    if (!request.email) throw new Error('Paystack payments need the payer’s e-mail.');
    const base = {
      email: request.email,
      amount: request.amount, // minor units (pesewas, kobo, cents), as Paystack takes them
      currency: request.currency,
      reference: request.idempotencyKey,
      metadata: { paymentId: request.paymentId, description: request.description },
    };
    const wallet = request.mobileMoney;
    try {
      if (!wallet) {
        const started = await this.call<Transaction>('POST', '/transaction/initialize', base);
        return {
          reference: started.reference ?? request.idempotencyKey,
          nextAction: started.authorization_url ? { type: 'REDIRECT', url: started.authorization_url } : null,
        };
      }
      const charge = await this.call<Transaction>('POST', '/charge', {
        ...base,
        mobile_money: {
          phone: paystackPhone(request.currency, wallet.phone),
          provider: NETWORK_CODES[wallet.network],
        },
      });
      // pay_offline / send_otp / pending: the payer approves on the phone, charge.success follows.
      if (charge.status === 'failed')
        return { reference: request.idempotencyKey, failureCode: 'mobile_money_failed' };
      return {
        reference: charge.reference ?? request.idempotencyKey,
        nextAction: { type: 'APPROVE_ON_PHONE' },
      };
    } catch (err) {
      // The reference was used already: the transaction of this key exists, its event settles it.
      if (err instanceof PaystackError && /duplicate/i.test(err.message))
        return { reference: request.idempotencyKey };
      throw err;
    }
  }

  /**
   * POST /refund of the transaction. Paystack takes no idempotency key, so a retry first looks
   * for a refund of the transaction carrying this key in its merchant note, and answers with it.
   */
  async refund(request: RefundRequest): Promise<RefundResult> {
    const note = `${NOTE_PREFIX}${request.idempotencyKey}`;
    const transaction = await this.call<Transaction>(
      'GET',
      `/transaction/verify/${encodeURIComponent(request.paymentReference)}`,
    ).catch((err: unknown) => {
      if (err instanceof PaystackError && err.httpStatus < 500) return null;
      throw err;
    });
    if (!transaction?.id) return { reference: null, status: 'FAILED', failureCode: 'charge_not_found' };
    const earlier = await this.call<PaystackRefund[]>('GET', `/refund?transaction=${transaction.id}`);
    const known = earlier.find((refund) => refund.merchant_note === note);
    if (known) return refundResult(known);
    try {
      const refund = await this.call<PaystackRefund>('POST', '/refund', {
        transaction: request.paymentReference,
        amount: request.amount,
        currency: request.currency,
        merchant_note: note,
      });
      return refundResult(refund);
    } catch (err) {
      if (err instanceof PaystackError)
        return { reference: null, status: 'FAILED', failureCode: refundRefusal(err.message) };
      throw err;
    }
  }

  verifyEvent(rawBody: Buffer, headers: Record<string, string | undefined>): ProviderEvent {
    if (!headers[PAYSTACK_SIGNATURE_HEADER]) throw new WebhookSignatureError('Missing signature header.');
    if (!isPaystackSignatureValid(this.options.secretKey, rawBody, headers[PAYSTACK_SIGNATURE_HEADER]))
      throw new WebhookSignatureError('The signature does not match.');
    const body = JSON.parse(rawBody.toString('utf8')) as { event?: string; data?: Record<string, unknown> };
    const event = String(body.event ?? '');
    const payload = body as Record<string, unknown>;
    if (event.startsWith('refund.')) {
      const data = (body.data ?? {}) as PaystackRefund & { transaction_reference?: string };
      const reference = String(data.id ?? data.refund_reference ?? '');
      const status = refundStatus(data.status);
      return {
        // Paystack's events carry no id of their own: one per event and refund (pending, then processed).
        id: `${event}:${reference}`,
        type: 'refund.updated',
        paymentId: null,
        paymentReference: data.transaction_reference ?? null,
        failureCode: null,
        refund: {
          reference,
          idempotencyKey: keyOfNote(data.merchant_note),
          status,
          failureCode: status === 'FAILED' ? 'declined' : null,
        },
        payload,
      };
    }
    const data = (body.data ?? {}) as Transaction;
    if (event === 'charge.success') return settled(data, payload);
    return {
      id: `${event}:${String(data.id ?? data.reference ?? '')}`,
      type: 'other',
      paymentId: null,
      paymentReference: data.reference ?? null,
      failureCode: null,
      payload,
    };
  }

  /** GET /transaction/verify/:reference: success or failure as an event (ids shared with the webhook's). */
  async verifyCharge(reference: string): Promise<ProviderEvent | null> {
    const data = await this.call<Transaction>('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
    if (data.status === 'success') return settled(data, { verified: data });
    if (data.status !== 'failed' && data.status !== 'abandoned' && data.status !== 'reversed') return null;
    const mobile = data.channel === 'mobile_money';
    return {
      id: `charge.failed:${data.reference ?? reference}`,
      type: 'payment.failed',
      paymentId: paymentIdOf(data.metadata),
      paymentReference: data.reference ?? reference,
      failureCode: mobile
        ? data.status === 'abandoned'
          ? 'approval_timeout'
          : 'approval_declined'
        : 'card_declined',
      payload: { verified: data },
    };
  }
}

/** A successful transaction, from its webhook or its verification: one event id for both. */
const settled = (data: Transaction, payload: Record<string, unknown>): ProviderEvent => ({
  id: `charge.success:${data.reference ?? data.id}`,
  type: 'payment.succeeded',
  paymentId: paymentIdOf(data.metadata),
  paymentReference: data.reference ?? null,
  failureCode: null,
  payload,
});

/** Paystack hands metadata back as an object, or as the JSON text of one. */
function paymentIdOf(metadata: unknown): string | null {
  let value = metadata;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  const id = (value as { paymentId?: unknown } | null)?.paymentId;
  return typeof id === 'string' ? id : null;
}

/** Ghana takes the local number (0XXXXXXXXX), Kenya's M-Pesa the international one (2547XXXXXXXX). */
const paystackPhone = (currency: string, phone: string) =>
  currency === 'KES' && phone.startsWith('0') ? `254${phone.slice(1)}` : phone;

const keyOfNote = (note: string | null | undefined) =>
  note?.startsWith(NOTE_PREFIX) ? note.slice(NOTE_PREFIX.length) : null;

/** processed is final; failed is refused; pending, processing and needs-attention wait. */
const refundStatus = (status: string | undefined): RefundResult['status'] =>
  status === 'processed' ? 'SUCCEEDED' : status === 'failed' ? 'FAILED' : 'PENDING';

const refundResult = (refund: PaystackRefund): RefundResult => {
  const status = refundStatus(refund.status);
  return {
    reference: refund.id === undefined ? null : String(refund.id),
    status,
    failureCode: status === 'FAILED' ? 'declined' : null,
  };
};

const refundRefusal = (message: string) =>
  /more than|exceed|greater/i.test(message)
    ? 'amount_too_large'
    : /not found|invalid transaction/i.test(message)
      ? 'charge_not_found'
      : 'declined';

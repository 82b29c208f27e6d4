import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { describe, it } from 'vitest';
import { signPayload, verifySignature, WebhookSignatureError } from '../signature.js';
import { StripeProvider } from '../stripe.provider.js';

const secret = 'whsec_test_secret';
const body = Buffer.from(
  JSON.stringify({
    id: 'evt_1',
    type: 'payment_intent.payment_failed',
    data: {
      object: {
        id: 'pi_1',
        metadata: { paymentId: 'p-1' },
        last_payment_error: { code: 'card_declined', decline_code: 'insufficient_funds' },
      },
    },
  }),
);

describe('webhook signatures (Stripe scheme)', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const t = Math.floor(now.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body.toString()}`).digest('hex');

  it("verifies a payload signed exactly as Stripe documents it, and maps Stripe's event", () => {
    const stripe = new StripeProvider({ secretKey: 'sk_test_x', webhookSecret: secret });
    const event = stripe.verifyEvent(body, { 'stripe-signature': `t=${t},v1=deadbeef,v1=${v1}` }, now);
    assert.deepEqual(
      [event.id, event.type, event.paymentId, event.paymentReference, event.failureCode],
      ['evt_1', 'payment.failed', 'p-1', 'pi_1', 'insufficient_funds'],
    );
    assert.equal(signPayload(secret, body, now), `t=${t},v1=${v1}`);
  });

  it("maps Stripe's refund events (refund.created/updated/failed, charge.refund.updated) to refund updates", () => {
    const stripe = new StripeProvider({ secretKey: 'sk_test_x', webhookSecret: secret });
    const refundEvent = (type: string, status: string, extra: Record<string, unknown> = {}) => {
      const raw = Buffer.from(
        JSON.stringify({
          id: `evt_${type}_${status}`,
          type,
          data: { object: { id: 're_1', object: 'refund', payment_intent: 'pi_1', status, ...extra } },
        }),
      );
      const event = stripe.verifyEvent(raw, { 'stripe-signature': signPayload(secret, raw, now) }, now);
      assert.equal(event.type, 'refund.updated');
      assert.equal(event.paymentReference, 'pi_1');
      return event.type === 'refund.updated' ? event.refund : null;
    };
    assert.deepEqual(refundEvent('refund.created', 'pending', { metadata: { refundKey: 'refund_k' } }), {
      reference: 're_1',
      idempotencyKey: 'refund_k',
      status: 'PENDING',
      failureCode: null,
    });
    assert.equal(refundEvent('refund.updated', 'requires_action')?.status, 'PENDING');
    assert.deepEqual(refundEvent('charge.refund.updated', 'succeeded'), {
      reference: 're_1',
      idempotencyKey: null,
      status: 'SUCCEEDED',
      failureCode: null,
    });
    const failed = refundEvent('refund.failed', 'failed', { failure_reason: 'lost_or_stolen_card' });
    assert.deepEqual([failed?.status, failed?.failureCode], ['FAILED', 'lost_or_stolen_card']);
    const canceled = refundEvent('refund.updated', 'canceled');
    assert.deepEqual([canceled?.status, canceled?.failureCode], ['FAILED', 'refund_canceled']);
  });

  it('refuses a wrong secret, a changed body, a missing header and an old or future timestamp', () => {
    const header = `t=${t},v1=${v1}`;
    const refused = (fn: () => void, message: RegExp) =>
      assert.throws(fn, (e: Error) => e instanceof WebhookSignatureError && message.test(e.message));
    refused(() => verifySignature('other', body, header, now), /does not match/);
    refused(() => verifySignature(secret, Buffer.from(`${body} `), header, now), /does not match/);
    refused(() => verifySignature(secret, body, undefined, now), /Missing/);
    refused(() => verifySignature(secret, body, 'v1=abc', now), /Malformed/);
    refused(() => verifySignature(secret, body, header, new Date(now.getTime() + 301_000)), /tolerance/);
    refused(() => verifySignature(secret, body, header, new Date(now.getTime() - 301_000)), /tolerance/);
    verifySignature(secret, body, header, new Date(now.getTime() + 300_000));
  });
});

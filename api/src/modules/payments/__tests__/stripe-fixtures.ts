// A test API configured for Stripe, offline. Stripe's API cannot be reached from these machines:
// every call the provider makes fails as "no answer". What Stripe would say arrives as synthetic
// events, signed with the webhook secret exactly as Stripe signs them (signature.test.ts checks
// the scheme against Stripe's documented example).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { signUpUser, startTestApi } from '../../../test/harness.js';
import { inDays, ok, publishedHostel, signUpAdmin } from '../../reservations/__tests__/fixtures.js';
import { signPayload } from '../signature.js';
import { STRIPE_SIGNATURE_HEADER } from '../stripe.provider.js';
import { acceptedReservation, newKey, PAY } from './helpers.js';

const SECRET = 'whsec_offline_test_secret';

export interface SignedEvent {
  body: Buffer;
  signature: string;
}

/** A Stripe event about a refund or a PaymentIntent, signed as Stripe signs its deliveries. */
export function stripeEvent(type: string, object: Record<string, unknown>, secret = SECRET): SignedEvent {
  const body = Buffer.from(
    JSON.stringify({ id: `evt_${randomUUID()}`, object: 'event', type, data: { object } }),
  );
  return { body, signature: signPayload(secret, body) };
}

/** A Stripe refund event; `key` is the metadata our refund request sends (absent: a refund made elsewhere). */
export const refundEvent = (
  type: string,
  refund: { intent: string; id: string; status: string; key?: string; failure?: string },
  secret = SECRET,
) =>
  stripeEvent(
    type,
    {
      id: refund.id,
      object: 'refund',
      payment_intent: refund.intent,
      status: refund.status,
      failure_reason: refund.failure ?? null,
      metadata: refund.key ? { refundKey: refund.key } : {},
    },
    secret,
  );

/** The API with Stripe configured, an owner's hostel, a student and an admin. */
export async function stripeTestApi() {
  const api = await startTestApi({
    config: { payments: { stripeSecretKey: 'sk_test_offline', stripeWebhookSecret: SECRET } },
  });
  const [owner, student, admin] = await Promise.all([
    signUpUser(api, 'OWNER'),
    signUpUser(api, 'STUDENT'),
    signUpAdmin(api),
  ]);
  const roomTypeId = (await publishedHostel(api, owner, { totalBeds: 10, pricePerBed: 1000 })).room.id;
  let day = 10;

  const deliver = async (event: SignedEvent) => {
    const res = await fetch(`${api.url}/webhooks/payments/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [STRIPE_SIGNATURE_HEADER]: event.signature },
      body: event.body,
    });
    return { status: res.status, outcome: ((await res.json()) as { outcome?: string }).outcome };
  };

  /** Paid through Stripe: the charge call gets no answer, then Stripe's signed success event arrives. */
  async function paid() {
    const stay = { roomTypeId, beds: 1, checkIn: inDays(day), checkOut: inDays((day += 2)) };
    const reservation = await acceptedReservation(api, owner, student, stay);
    const input = { idempotencyKey: newKey(), paymentMethodId: 'pm_card_visa' };
    const started = ok(await api.gql(PAY, { id: reservation.id, input }, student.idToken)).payReservation;
    assert.deepEqual([started.status, started.failureReason], ['FAILED', 'provider_unavailable']);
    const intent = `pi_${randomUUID()}`;
    const success = stripeEvent('payment_intent.succeeded', {
      id: intent,
      metadata: { paymentId: started.id },
    });
    assert.equal((await deliver(success)).outcome, 'applied');
    return { id: reservation.id, intent };
  }

  return { api, owner, student, admin, deliver, paid };
}

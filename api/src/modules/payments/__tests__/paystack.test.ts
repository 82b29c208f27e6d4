// The Paystack provider against a local stand-in of its API (paystack-fixtures.ts): the requests
// it sends as documented, its signed events applied once, open charges verified, refunds back
// through Paystack (once per idempotency key, though Paystack takes none).
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { pino } from 'pino';
import { runJobs } from '../../../core/jobs.js';
import { firstError, signUpUser, startTestApi, type TestApi } from '../../../test/harness.js';
import { inDays, ok, publishedHostel, type TestUser } from '../../reservations/__tests__/fixtures.js';
import { refundJobs } from '../refund.jobs.js';
import { verifyJobs } from '../verify.jobs.js';
import { acceptedReservation, newKey, PAYMENTS } from './helpers.js';
import {
  deliverPaystack,
  PAYSTACK_SECRET,
  paystackEvent,
  REFUSED_WALLET,
  startPaystackFixture,
} from './paystack-fixtures.js';

const logger = pino({ level: 'silent' });
const MINUTE = 60_000;
const PAY = `mutation($id: ID!, $input: PayReservationInput!) { payReservation(id: $id, input: $input) {
  id status provider failureReason nextAction { type url } } }`;
const OPTIONS = `query($id: ID!) { reservation(id: $id) { paymentOptions { provider methods mobileMoneyNetworks } } }`;
const CANCEL = `mutation($id: ID!, $reason: String) { cancelReservation(id: $id, reason: $reason) { id status } }`;

describe('Paystack: cards on its page, mobile money approved on the phone', () => {
  let fixture: Awaited<ReturnType<typeof startPaystackFixture>>;
  let api: TestApi;
  let owner: TestUser;
  let student: TestUser;
  let roomTypeId: string;
  let usdRoomTypeId: string;
  let day = 10;

  beforeAll(async () => {
    fixture = await startPaystackFixture();
    api = await startTestApi({
      config: {
        paystack: { secretKey: PAYSTACK_SECRET, baseUrl: fixture.url },
        payments: { paystackCurrencies: ['GHS'] },
      },
    });
    [owner, student] = await Promise.all([signUpUser(api, 'OWNER'), signUpUser(api, 'STUDENT')]);
    const { hostel, room } = await publishedHostel(api, owner, { totalBeds: 20, pricePerBed: 5000 });
    await api.db.prisma.hostel.update({ where: { id: hostel.id }, data: { currency: 'GHS' } });
    await api.db.prisma.roomType.update({ where: { id: room.id }, data: { currency: 'GHS' } });
    roomTypeId = room.id;
    usdRoomTypeId = (await publishedHostel(api, owner, { totalBeds: 5 })).room.id;
  });
  afterAll(async () => {
    await api.close();
    await fixture.close();
  });

  const accepted = (room = roomTypeId) =>
    acceptedReservation(api, owner, student, {
      roomTypeId: room,
      beds: 1,
      checkIn: inDays(day),
      checkOut: inDays((day += 2)),
    });
  const pay = async (id: string, input: Record<string, unknown>) =>
    api.gql(PAY, { id, input: { idempotencyKey: newKey(), ...input } }, student.idToken);
  const statusOf = async (id: string) => ok(await api.gql(PAYMENTS, { id }, student.idToken)).reservation;
  const sent = (path: string) => fixture.requests.filter((r) => r.path.startsWith(path));
  const successOf = (reference: string, paymentId: string) =>
    paystackEvent('charge.success', {
      id: fixture.transactions.get(reference)!.id,
      status: 'success',
      reference,
      amount: fixture.transactions.get(reference)!.amount,
      currency: 'GHS',
      channel: 'mobile_money',
      metadata: { paymentId },
    });

  /** Paid with MTN mobile money: the charge, then Paystack's charge.success. */
  async function paidByMobileMoney() {
    const reservation = await accepted();
    const started = ok(
      await pay(reservation.id, { mobileMoney: { network: 'MTN', phone: '+233 55 123 4567' } }),
    ).payReservation;
    const reference = fixture.requests.at(-1)!.body!.reference as string;
    fixture.transactions.get(reference)!.status = 'success';
    assert.equal((await deliverPaystack(api.url, successOf(reference, started.id))).outcome, 'applied');
    return { id: reservation.id, paymentId: started.id as string, reference };
  }

  it('offers card and the currency’s networks through Paystack in GHS, the sandbox’s card elsewhere', async () => {
    const ghs = await accepted();
    assert.deepEqual(ok(await api.gql(OPTIONS, { id: ghs.id }, student.idToken)).reservation.paymentOptions, {
      provider: 'paystack',
      methods: ['CARD', 'MOBILE_MONEY'],
      mobileMoneyNetworks: ['MTN', 'TELECEL', 'AIRTELTIGO'],
    });
    const usd = await accepted(usdRoomTypeId);
    assert.deepEqual(ok(await api.gql(OPTIONS, { id: usd.id }, student.idToken)).reservation.paymentOptions, {
      provider: 'sandbox',
      methods: ['CARD'],
      mobileMoneyNetworks: [],
    });
    const refused = await pay(usd.id, { mobileMoney: { network: 'MTN', phone: '0551234567' } });
    assert.equal(firstError(refused).extensions?.code, 'BAD_USER_INPUT');
    assert.match(firstError(refused).message, /not available for payments in USD/);
  });

  it('charges a wallet with POST /charge, shows "approve on your phone", and is PAID once by charge.success', async () => {
    const reservation = await accepted();
    const key = newKey();
    const input = { idempotencyKey: key, mobileMoney: { network: 'MTN', phone: '+233 55 123 4567' } };
    const started = ok(await api.gql(PAY, { id: reservation.id, input }, student.idToken)).payReservation;
    assert.deepEqual(
      [started.status, started.provider, started.nextAction],
      ['REQUIRES_PAYMENT', 'paystack', { type: 'APPROVE_ON_PHONE', url: null }],
    );
    const charge = sent('/charge').at(-1)!;
    assert.equal(charge.authorization, `Bearer ${PAYSTACK_SECRET}`);
    assert.deepEqual(charge.body, {
      email: student.email,
      amount: charge.body!.amount,
      currency: 'GHS',
      reference: key,
      metadata: {
        paymentId: started.id,
        description: (charge.body!.metadata as { description: string }).description,
      },
      mobile_money: { phone: '0551234567', provider: 'mtn' },
    });
    assert.ok(Number(charge.body!.amount) > 0);

    // The same key again is the same payment: no second charge.
    const again = ok(await api.gql(PAY, { id: reservation.id, input }, student.idToken)).payReservation;
    assert.equal(again.id, started.id);
    assert.equal(sent('/charge').filter((r) => r.body!.reference === key).length, 1);

    const forged = paystackEvent(
      'charge.success',
      { reference: key, metadata: { paymentId: started.id } },
      'sk_wrong',
    );
    assert.equal((await deliverPaystack(api.url, forged)).status, 400);
    assert.equal((await statusOf(reservation.id)).status, 'ACCEPTED');

    fixture.transactions.get(key)!.status = 'success';
    const success = successOf(key, started.id);
    const replies = await Promise.all([1, 2, 3].map(() => deliverPaystack(api.url, success)));
    assert.deepEqual(
      replies.map((r) => r.status),
      [200, 200, 200],
    );
    assert.deepEqual(replies.map((r) => r.outcome).sort(), ['applied', 'duplicate', 'duplicate']);
    const paid = await statusOf(reservation.id);
    assert.equal(paid.status, 'PAID');
    assert.deepEqual(
      paid.payments.map((p: { status: string }) => p.status),
      ['SUCCEEDED'],
    );
    assert.equal(await api.db.prisma.earning.count({ where: { reservationId: reservation.id } }), 1);
    // Its verification later finds the same event: nothing more happens.
    const verify = (now: Date) => runJobs(api.db, verifyJobs(api.services.payments, logger), logger, now);
    await verify(new Date(Date.now() + 5 * MINUTE));
    assert.equal(await api.db.prisma.paymentEvent.count({ where: { paymentId: started.id } }), 1);
  });

  it('refuses a bad wallet number with the common rule’s words, and makes no payment', async () => {
    const reservation = await accepted();
    const bad = await pay(reservation.id, { mobileMoney: { network: 'MTN', phone: '0311234567' } });
    assert.equal(firstError(bad).extensions?.code, 'BAD_USER_INPUT');
    assert.match(firstError(bad).message, /starts with 02 or 05/);
    const network = await pay(reservation.id, { mobileMoney: { network: 'MPESA', phone: '0551234567' } });
    assert.match(firstError(network).message, /Choose your network/);
    assert.equal((await statusOf(reservation.id)).payments.length, 0);
  });

  it('a refused or unanswered approval sends no event: verification fails the payment and a new attempt may start', async () => {
    const reservation = await accepted();
    const refusedAtOnce = ok(
      await pay(reservation.id, { mobileMoney: { network: 'MTN', phone: REFUSED_WALLET } }),
    ).payReservation;
    assert.deepEqual([refusedAtOnce.status, refusedAtOnce.failureReason], ['FAILED', 'mobile_money_failed']);

    const waiting = ok(
      await pay(reservation.id, { mobileMoney: { network: 'TELECEL', phone: '0201234567' } }),
    ).payReservation;
    const reference = sent('/charge').at(-1)!.body!.reference as string;
    assert.deepEqual(sent('/charge').at(-1)!.body!.mobile_money, { phone: '0201234567', provider: 'vod' });
    const verify = (now: Date) => runJobs(api.db, verifyJobs(api.services.payments, logger), logger, now);
    // Still open at Paystack: nothing changes.
    await verify(new Date(Date.now() + 5 * MINUTE));
    assert.equal((await statusOf(reservation.id)).payments.at(-1).status, 'REQUIRES_PAYMENT');
    const blocked = await pay(reservation.id, { mobileMoney: { network: 'MTN', phone: '0551234567' } });
    assert.equal(firstError(blocked).extensions?.code, 'CONFLICT');

    fixture.transactions.get(reference)!.status = 'abandoned';
    assert.equal((await verify(new Date(Date.now() + 5 * MINUTE)))['payments.verify'], 1);
    const failed = (await statusOf(reservation.id)).payments.at(-1);
    assert.deepEqual(
      [failed.id, failed.status, failed.failureReason],
      [waiting.id, 'FAILED', 'approval_timeout'],
    );
    assert.match(failed.failureMessage, /not approved on your phone in time/);

    const retry = ok(
      await pay(reservation.id, { mobileMoney: { network: 'MTN', phone: '0551234567' } }),
    ).payReservation;
    assert.equal(retry.status, 'REQUIRES_PAYMENT');
  });

  it('hands Paystack’s transfer events on the same URL to the payouts, never to a payment', async () => {
    const transfer = paystackEvent('transfer.success', { reference: '00000000-0000-4000-8000-000000000000' });
    assert.deepEqual(await deliverPaystack(api.url, transfer), { status: 200, outcome: 'unknown' });
    const forged = paystackEvent('transfer.success', { reference: 'x' }, 'sk_wrong');
    assert.equal((await deliverPaystack(api.url, forged)).status, 400);
  });

  it('a card goes to Paystack’s page: POST /transaction/initialize with our key as reference', async () => {
    const reservation = await accepted();
    const key = newKey();
    const started = ok(
      await api.gql(PAY, { id: reservation.id, input: { idempotencyKey: key } }, student.idToken),
    ).payReservation;
    const init = sent('/transaction/initialize').at(-1)!;
    assert.deepEqual(
      [init.body!.reference, init.body!.currency, init.body!.email],
      [key, 'GHS', student.email],
    );
    assert.equal(started.nextAction.type, 'REDIRECT');
    assert.match(started.nextAction.url, /^https:\/\/checkout\.paystack\.com\//);
  });

  it('refunds go back through POST /refund once per key, settled by refund.processed', async () => {
    const { id, reference } = await paidByMobileMoney();
    fixture.loseNextRefundAnswer();
    ok(await api.gql(CANCEL, { id, reason: 'Flooded rooms.' }, owner.idToken));
    const lost = await api.db.prisma.refund.findFirstOrThrow({ where: { payment: { reservationId: id } } });
    assert.deepEqual([lost.status, lost.failureReason], ['FAILED', 'provider_unavailable']);
    const posted = sent('/refund').filter((r) => r.method === 'POST');
    assert.deepEqual(posted.at(-1)!.body, {
      transaction: reference,
      amount: lost.amount,
      currency: 'GHS',
      merchant_note: `refund key ${lost.idempotencyKey}`,
    });

    // The retry finds the refund the lost answer made (by its note) instead of refunding twice.
    await runJobs(api.db, refundJobs(api.services.payments, logger), logger, lost.nextAttemptAt!);
    const pending = await api.db.prisma.refund.findUniqueOrThrow({ where: { id: lost.id } });
    const made = fixture.refunds.filter((r) => r.transaction.reference === reference);
    assert.equal(made.length, 1);
    assert.deepEqual([pending.status, pending.providerReference], ['PENDING', String(made[0]!.id)]);
    assert.equal(sent('/refund').filter((r) => r.method === 'POST').length, posted.length);

    const processed = paystackEvent('refund.processed', {
      id: made[0]!.id,
      status: 'processed',
      transaction_reference: reference,
      amount: lost.amount,
      currency: 'GHS',
    });
    assert.equal((await deliverPaystack(api.url, processed)).outcome, 'applied');
    assert.equal((await deliverPaystack(api.url, processed)).outcome, 'duplicate');
    const done = await api.db.prisma.refund.findUniqueOrThrow({ where: { id: lost.id } });
    assert.deepEqual([done.status, done.nextAttemptAt], ['SUCCEEDED', null]);
  });
});

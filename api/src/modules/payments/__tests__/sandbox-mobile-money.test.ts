// The sandbox's mobile money (the embedded default): a test wallet approves on the "phone" after a
// few seconds, one refuses, one never answers until the approval times out; each settles by the
// sandbox's signed event, and a refused one lets the student try again on the same reservation.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { signUpUser, startTestApi, type TestApi } from '../../../test/harness.js';
import { inDays, ok, publishedHostel, type TestUser } from '../../reservations/__tests__/fixtures.js';
import { acceptedReservation, newKey, settled } from './helpers.js';

const PAY = `mutation($id: ID!, $input: PayReservationInput!) { payReservation(id: $id, input: $input) {
  id status failureReason nextAction { type } } }`;

describe('sandbox mobile money', () => {
  let api: TestApi;
  let owner: TestUser;
  let student: TestUser;
  let roomTypeId: string;
  let day = 10;

  beforeAll(async () => {
    api = await startTestApi();
    [owner, student] = await Promise.all([signUpUser(api, 'OWNER'), signUpUser(api, 'STUDENT')]);
    const { hostel, room } = await publishedHostel(api, owner, { totalBeds: 10, pricePerBed: 4000 });
    await api.db.prisma.hostel.update({ where: { id: hostel.id }, data: { currency: 'GHS' } });
    await api.db.prisma.roomType.update({ where: { id: room.id }, data: { currency: 'GHS' } });
    roomTypeId = room.id;
  });
  afterAll(() => api.close());

  const accepted = () =>
    acceptedReservation(api, owner, student, {
      roomTypeId,
      beds: 1,
      checkIn: inDays(day),
      checkOut: inDays((day += 2)),
    });
  const payWith = async (id: string, phone: string) => {
    const input = { idempotencyKey: newKey(), mobileMoney: { network: 'MTN', phone } };
    return ok(await api.gql(PAY, { id, input }, student.idToken)).payReservation;
  };
  /** How long the payment stayed open: the "phone" answers after seconds, not at once. */
  const timed = async (id: string, phone: string) => {
    const started = Date.now();
    const payment = await payWith(id, phone);
    assert.deepEqual(
      [payment.status, payment.nextAction],
      ['REQUIRES_PAYMENT', { type: 'APPROVE_ON_PHONE' }],
    );
    const reservation = await settled(api, student, id);
    return { reservation, ms: Date.now() - started };
  };

  it('approves 055 123 4567 after a few seconds: PAID, as with a card', async () => {
    const { id } = await accepted();
    const { reservation, ms } = await timed(id, '+233 55 123 4567');
    assert.equal(reservation.status, 'PAID');
    assert.ok(ms >= 2_500, `approved after ${ms} ms`);
  });

  it('refuses 055 000 0001, then the student pays again on the same reservation', async () => {
    const { id } = await accepted();
    const { reservation } = await timed(id, '0550000001');
    assert.equal(reservation.status, 'ACCEPTED');
    assert.deepEqual(
      [reservation.payments[0].status, reservation.payments[0].failureReason],
      ['FAILED', 'approval_declined'],
    );
    assert.match(reservation.payments[0].failureMessage, /declined on your phone/);
    const again = await timed(id, '0551234567');
    assert.equal(again.reservation.status, 'PAID');
    assert.equal(again.reservation.payments.length, 2);
  });

  it('times out 055 000 0002 later than a refusal, with its own message', async () => {
    const { id } = await accepted();
    const { reservation, ms } = await timed(id, '0550000002');
    assert.deepEqual(
      [reservation.status, reservation.payments[0].failureReason],
      ['ACCEPTED', 'approval_timeout'],
    );
    assert.ok(ms >= 5_500, `timed out after ${ms} ms`);
    assert.match(reservation.payments[0].failureMessage, /not approved on your phone in time/);
  });
});

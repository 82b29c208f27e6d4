import assert from 'node:assert/strict';
import { describe } from 'vitest';
import { it } from '../../../test/fixtures.js';
import { signUpUser } from '../../../test/harness.js';
import { failure, inDays, ok, publishedHostel } from '../../reservations/__tests__/fixtures.js';
import { acceptedReservation, CARDS, newKey, PAY } from './helpers.js';

const SET = `mutation($input: UpdateSettingsInput!) { updateSettings(input: $input) {
  paymentAttemptsPerReservationPerHour paymentAttemptsPerUserPerHour } }`;

// Card testing: 30 different invalid cards were once tried against one reservation at full speed.
describe('payment attempt limits', () => {
  it('refuses attempts past the limit per reservation, then past the limit per student', async ({
    api,
    owner,
    admin,
  }) => {
    ok(
      await api.gql(
        SET,
        { input: { paymentAttemptsPerReservationPerHour: 2, paymentAttemptsPerUserPerHour: 3 } },
        admin.idToken,
      ),
    );
    const { room } = await publishedHostel(api, owner, { totalBeds: 10 });
    const student = await signUpUser(api, 'STUDENT');
    const stay = (from: number) => ({
      roomTypeId: room.id,
      beds: 1,
      checkIn: inDays(from),
      checkOut: inDays(from + 2),
    });
    const first = await acceptedReservation(api, owner, student, stay(10));
    const second = await acceptedReservation(api, owner, student, stay(20));
    const attempt = (id: string) =>
      api.gql(PAY, { id, input: { idempotencyKey: newKey(), card: CARDS.declined } }, student.idToken);
    const settledAttempt = async (id: string) => {
      const res = await attempt(id);
      for (let i = 0; i < 200; i++) {
        const row = await api.db.prisma.payment.findFirst({
          where: { reservationId: id },
          orderBy: { createdAt: 'desc' },
        });
        if (row?.status !== 'REQUIRES_PAYMENT') break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return res;
    };
    // Two declined cards on the first reservation: the third is refused before any charge.
    for (let i = 0; i < 2; i++) ok(await settledAttempt(first.id));
    const perReservation = failure(await attempt(first.id));
    assert.equal(perReservation.code, 'RATE_LIMITED');
    assert.equal(await api.db.prisma.payment.count({ where: { reservationId: first.id } }), 2);
    // That refused attempt was the student's third this hour: the other reservation is refused too.
    const perStudent = await attempt(second.id);
    assert.equal(failure(perStudent).code, 'RATE_LIMITED');
    const retryAfter = perStudent.body.errors?.[0]?.extensions.retryAfter as number;
    assert.ok(retryAfter > 0 && retryAfter <= 3600, String(retryAfter));
    assert.equal(await api.db.prisma.payment.count({ where: { reservationId: second.id } }), 0);
  });
});

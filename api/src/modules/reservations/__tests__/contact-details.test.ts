// What one party of a reservation wrote reaches the other with contact details masked until a
// booking at the hostel is paid: the student's note and name, the owner's decline reason, a
// cancellation's reason, their timeline notes, the notices about them and the owner's CSV export.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { CONTACT_HIDDEN } from '@hostel/common';
import { signUpUser, startTestApi, type TestApi } from '../../../test/harness.js';
import { noticesOf } from '../../notifications/__tests__/fixtures.js';
import { paidReservation } from '../../payments/__tests__/helpers.js';
import { inDays, ok, publishedHostel, request, signUpAdmin, type TestUser } from './fixtures.js';

const READ = `query($id: ID!) { reservation(id: $id) { studentNote declineReason cancelReason
  student { displayName } events { toStatus note } } }`;
const DECLINE = `mutation($id: ID!, $reason: String!) { declineReservation(id: $id, reason: $reason) { id } }`;
const CANCEL = `mutation($id: ID!, $reason: String) { cancelReservation(id: $id, reason: $reason) { id } }`;
const LINK = `query($from: String!, $to: String!) { reservationsExportLink(from: $from, to: $to) }`;

describe('contact details in what reservation parties write to each other', () => {
  let api: TestApi;
  let admin: TestUser;
  beforeAll(async () => {
    api = await startTestApi();
    admin = await signUpAdmin(api);
  });
  afterAll(() => api.close());

  /** An owner's hostel and a student named with a phone number. */
  async function parties() {
    const owner = await signUpUser(api, 'OWNER');
    const student = await signUpUser(api, 'STUDENT');
    // Names are refused with contact details now; ones stored before that are still masked.
    await api.db.prisma.user.update({
      where: { id: student.userId },
      data: { displayName: 'Ama 024 555 1234' },
    });
    const { room } = await publishedHostel(api, owner, { totalBeds: 10 });
    const stay = (days: number, note?: string) => ({
      roomTypeId: room.id,
      beds: 1,
      checkIn: inDays(days),
      checkOut: inDays(days + 2),
      ...(note ? { note } : {}),
    });
    return { owner, student, stay };
  }
  const read = async (id: string, user: TestUser) =>
    ok(await api.gql(READ, { id }, user.idToken)).reservation;
  const exportedNames = async (owner: TestUser) => {
    const vars = { from: inDays(0), to: inDays(60) };
    const link: string = ok(await api.gql(LINK, vars, owner.idToken)).reservationsExportLink;
    const rows = (await (await fetch(`${api.url}${link}`)).text()).split('\r\n').slice(1, -1);
    return rows.map((row) => row.split(',')[4]);
  };

  it('masks the student’s note and name for the owner until a booking there is paid', async () => {
    const { owner, student, stay } = await parties();
    const note = 'Arriving late, call me on 024 555 1234';
    const { id } = await request(api, student, stay(5, note));

    const masked = `Arriving late, call me on ${CONTACT_HIDDEN}`;
    assert.deepEqual(await read(id, owner), {
      studentNote: masked,
      declineReason: null,
      cancelReason: null,
      student: { displayName: `Ama ${CONTACT_HIDDEN}` },
      events: [{ toStatus: 'PENDING', note: masked }],
    });
    assert.deepEqual(await exportedNames(owner), [`Ama ${CONTACT_HIDDEN}`]);
    // The student reads what they wrote; an admin, the platform, reads it as written.
    for (const reader of [student, admin]) {
      const seen = await read(id, reader);
      assert.deepEqual([seen.studentNote, seen.student.displayName], [note, 'Ama 024 555 1234']);
    }

    await paidReservation(api, owner, student, stay(20));
    const open = await read(id, owner);
    assert.deepEqual([open.studentNote, open.student.displayName], [note, 'Ama 024 555 1234']);
    assert.deepEqual(await exportedNames(owner), ['Ama 024 555 1234', 'Ama 024 555 1234']);
  });

  it('masks a decline reason and a cancellation reason for the other side, in the app and the notices', async () => {
    const { owner, student, stay } = await parties();
    const declined = await request(api, student, stay(5));
    const reason = 'Full, but book direct at rooms@example.com';
    ok(await api.gql(DECLINE, { id: declined.id, reason }, owner.idToken));
    const seen = await read(declined.id, student);
    assert.equal(seen.declineReason, `Full, but book direct at ${CONTACT_HIDDEN}`);
    assert.equal(seen.events.at(-1).note, `Full, but book direct at ${CONTACT_HIDDEN}`);
    assert.equal((await read(declined.id, owner)).declineReason, reason);
    const [notice] = (await noticesOf(api, student)).filter((n) => n.kind === 'RESERVATION_DECLINED');
    assert.ok(notice);
    assert.doesNotMatch(notice.body, /rooms@example/);
    assert.match(notice.body, /book direct at \[contact details hidden until booking\]/);

    const cancelled = await request(api, student, stay(8));
    ok(await api.gql(CANCEL, { id: cancelled.id, reason: 'Found one, text 024 555 1234' }, student.idToken));
    assert.equal((await read(cancelled.id, owner)).cancelReason, `Found one, text ${CONTACT_HIDDEN}`);
    const ownerNotices = (await noticesOf(api, owner)).filter((n) => n.kind === 'RESERVATION_CANCELLED');
    assert.equal(ownerNotices.length, 1);
    assert.doesNotMatch(ownerNotices[0]!.body, /555/);
    const studentNotice = (await noticesOf(api, student)).find((n) => n.kind === 'RESERVATION_CANCELLED');
    assert.match(studentNotice?.body ?? '', /text 024 555 1234/);
  });
});

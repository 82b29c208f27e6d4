import assert from 'node:assert/strict';
import { formatDayRange } from '@hostel/common';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { AppError } from '../../../core/errors.js';
import { runJobs } from '../../../core/jobs.js';
import { pino } from 'pino';
import { SANDBOX_SIGNATURE_HEADER } from '../../payments/sandbox.provider.js';
import { Topic } from '../../../core/pubsub.js';
import {
  signUpUser,
  startTestApi,
  subscriptionResults,
  wsClient,
  type TestApi,
} from '../../../test/harness.js';
import {
  CARDS,
  newKey,
  PAY,
  paidReservation,
  sandboxOf,
  settled,
  acceptedReservation,
} from '../../payments/__tests__/helpers.js';
import {
  allowPendingRequests,
  failure,
  inDays,
  ok,
  publishedHostel,
  Q,
  request,
  type TestUser,
} from '../../reservations/__tests__/fixtures.js';
import { remindReservations, reservationJobs } from '../../reservations/reservation.jobs.js';
import { findNotification } from '../notification.service.js';
import { notify } from '../notify.js';
import { N, noticesOf, type NoticeNode } from './fixtures.js';

const about = (notices: NoticeNode[], code: string) =>
  notices
    .filter((notice) => notice.title.includes(code))
    .map((notice) => notice.kind)
    .reverse();

describe('notifications of the reservation lifecycle', () => {
  let api: TestApi;
  let owner: TestUser;
  let student: TestUser;
  let room: { id: string };
  let day = 3;
  const stay = (nights = 2) => {
    day += nights + 1;
    return { roomTypeId: room.id, beds: 1, checkIn: inDays(day), checkOut: inDays(day + nights) };
  };
  beforeAll(async () => {
    api = await startTestApi();
    [owner, student] = await Promise.all([signUpUser(api, 'OWNER'), signUpUser(api, 'STUDENT')]);
    ({ room } = await publishedHostel(api, owner, {
      totalBeds: 4,
      pricePerBed: 2500,
      timeZone: 'America/New_York',
    }));
  });
  afterAll(() => api.close());

  it('tells the owner of a request (deadline in the hostel zone) and the student of the answer', async () => {
    const requested = await request(api, student, stay());
    const [notice] = (await noticesOf(api, owner)).filter((n) => n.title.includes(requested.code));
    assert.equal(notice?.kind, 'RESERVATION_REQUESTED');
    assert.equal(notice.category, 'RESERVATIONS');
    assert.match(notice.body, /Accept or decline by .+ New York time\./);
    assert.equal(notice.link, '/dashboard/reservation/component/pending');

    ok(await api.gql(Q.accept, { id: requested.id }, owner.idToken));
    const [accepted] = (await noticesOf(api, student)).filter((n) => n.title.includes(requested.code));
    assert.equal(accepted?.kind, 'RESERVATION_ACCEPTED');
    assert.match(accepted.body, /Pay USD .+ by .+ New York time to keep the beds\./);
    assert.equal(accepted.link, `/students/reservation/Details?id=${requested.id}`);

    const declined = await request(api, student, stay());
    ok(await api.gql(Q.decline, { id: declined.id, reason: 'Closed for repairs' }, owner.idToken));
    const notices = (await noticesOf(api, student)).filter((n) => n.title.includes(declined.code));
    assert.deepEqual(
      notices.map((n) => n.kind),
      ['RESERVATION_DECLINED'],
    );
    assert.match(notices[0]!.body, /The owner's reason: Closed for repairs\./);
  });

  it('writes dates in each reader’s stored locale (their browser’s), en-US without one', async () => {
    const PROFILE = `mutation ($input: UpdateMyProfileInput!) { updateMyProfile(input: $input) { locale } }`;
    ok(await api.gql(PROFILE, { input: { locale: 'en-GB' } }, owner.idToken));
    ok(await api.gql(PROFILE, { input: { locale: 'de-DE' } }, student.idToken));
    try {
      const asked = stay();
      const requested = await request(api, student, asked);
      ok(await api.gql(Q.accept, { id: requested.id }, owner.idToken));
      const range = (locale: string) => formatDayRange(asked.checkIn, asked.checkOut, locale);
      const [toOwner] = (await noticesOf(api, owner)).filter((n) => n.title.includes(requested.code));
      const [toStudent] = (await noticesOf(api, student)).filter((n) => n.title.includes(requested.code));
      // en-GB: day first, 24-hour clock; de-DE: numeric day.month.year.
      assert.ok(toOwner!.body.includes(range('en-GB')), toOwner!.body);
      assert.match(toOwner!.body, /by \d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{2}:\d{2} New York time\./);
      assert.ok(toStudent!.body.includes(range('de-DE')), toStudent!.body);
      assert.match(toStudent!.body, /by \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} New York time to keep/);
    } finally {
      await api.gql(PROFILE, { input: { locale: null } }, owner.idToken);
      await api.gql(PROFILE, { input: { locale: null } }, student.idToken);
    }
    const again = await request(api, student, stay());
    const [plain] = (await noticesOf(api, owner)).filter((n) => n.title.includes(again.code));
    assert.match(plain!.body, /by [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM) New York time\./);
  });

  it('tells the student once that a request expired, however many runners expire it', async () => {
    const pending = await request(api, student, stay());
    const jobs = reservationJobs;
    const later = new Date(Date.now() + 72 * 3_600_000);
    const logger = pino({ level: 'silent' });
    await Promise.all([runJobs(api.db, jobs, logger, later), runJobs(api.db, jobs, logger, later)]);
    await runJobs(api.db, jobs, logger, later);
    assert.deepEqual(about(await noticesOf(api, student), pending.code), ['RESERVATION_EXPIRED']);
  });

  it('tells both sides once of a payment, also when the provider repeats the event', async () => {
    const reservation = await paidReservation(api, owner, student, stay());
    const payment = await api.db.prisma.payment.findFirstOrThrow({
      where: { reservationId: reservation.id },
    });
    // The same success again, as a new provider event (a retried webhook with a fresh id).
    const again = sandboxOf(api).signedEvent('payment.succeeded', { paymentId: payment.id });
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${api.url}/webhooks/payments/sandbox`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: again.signature },
        body: again.body,
      });
      assert.equal(res.status, 200);
    }
    assert.deepEqual(about(await noticesOf(api, student), reservation.code), [
      'RESERVATION_ACCEPTED',
      'RESERVATION_PAID',
    ]);
    assert.deepEqual(about(await noticesOf(api, owner), reservation.code), [
      'RESERVATION_REQUESTED',
      'RESERVATION_PAID',
    ]);
  });

  it('tells the student of a failed payment and both sides of a cancellation with its refund', async () => {
    const reservation = await acceptedReservation(api, owner, student, stay());
    ok(
      await api.gql(
        PAY,
        { id: reservation.id, input: { idempotencyKey: newKey(), card: CARDS.declined } },
        student.idToken,
      ),
    );
    await settled(api, student, reservation.id);
    const failed = (await noticesOf(api, student)).find(
      (n) => n.kind === 'PAYMENT_FAILED' && n.title.includes(reservation.code),
    );
    assert.ok(failed, 'payment failed notice');
    assert.equal(failed.category, 'PAYMENTS');

    const paid = await paidReservation(api, owner, student, stay());
    ok(
      await api.gql(
        `mutation($id: ID!) { cancelReservation(id: $id, reason: "Plans changed") { id } }`,
        { id: paid.id },
        owner.idToken,
      ),
    );
    const studentSide = (await noticesOf(api, student)).filter((n) => n.title.includes(paid.code));
    const cancelled = studentSide.find((n) => n.kind === 'RESERVATION_CANCELLED');
    assert.match(
      cancelled!.body,
      /Cancelled by the owner\. Reason: Plans changed\. Refund to you: USD 55\.00\./,
    );
    assert.ok(
      studentSide.some((n) => n.kind === 'REFUND_ISSUED'),
      'refund issued notice',
    );
    const ownerSide = (await noticesOf(api, owner)).find(
      (n) => n.kind === 'RESERVATION_CANCELLED' && n.title.includes(paid.code),
    );
    assert.match(ownerSide!.body, /Refunded: USD 55\.00; not refunded \(kept\): USD 0\.00\./);
  });

  it('reminds the owner before a request expires, the student before the payment deadline and the day before check-in, once each', async () => {
    const remind = remindReservations;
    const pending = await request(api, student, stay());
    const deadline = Date.parse(pending.responseDeadline);
    await remind.run(api.db, new Date(deadline - 7 * 3_600_000));
    assert.deepEqual(about(await noticesOf(api, owner), pending.code), ['RESERVATION_REQUESTED']);
    const soon = new Date(deadline - 5 * 3_600_000);
    await Promise.all([remind.run(api.db, soon), remind.run(api.db, soon)]);
    await remind.run(api.db, new Date(deadline - 3_600_000));
    assert.deepEqual(about(await noticesOf(api, owner), pending.code), [
      'RESERVATION_REQUESTED',
      'RESERVATION_EXPIRING',
    ]);

    const accepted = await acceptedReservation(api, owner, student, stay());
    const { paymentDeadline } = await api.db.prisma.reservation.findUniqueOrThrow({
      where: { id: accepted.id },
    });
    await remind.run(api.db, new Date(paymentDeadline!.getTime() - 3_600_000));
    await remind.run(api.db, new Date(paymentDeadline!.getTime() - 1_800_000));
    assert.deepEqual(about(await noticesOf(api, student), accepted.code), [
      'RESERVATION_ACCEPTED',
      'PAYMENT_DUE',
    ]);

    const paidStay = stay();
    const paid = await paidReservation(api, owner, student, paidStay);
    const dayBefore = new Date(Date.parse(`${paidStay.checkIn}T12:00:00Z`) - 86_400_000 + 5 * 3_600_000);
    await remind.run(api.db, new Date(dayBefore.getTime() - 86_400_000)); // two days before: not yet
    await remind.run(api.db, dayBefore);
    await remind.run(api.db, dayBefore);
    const notices = (await noticesOf(api, student)).filter((n) => n.title.includes('Check-in tomorrow'));
    assert.equal(notices.filter((n) => n.link?.endsWith(paid.id)).length, 1);
  });

  it('writes nothing when the change rolls back, and one notice per user, kind and subject', async () => {
    const input = {
      userId: student.userId,
      kind: 'RESERVATION_EXPIRED' as const,
      subjectId: 'rollback-test',
      title: 'Rolled back',
      body: 'x',
      link: null,
    };
    await assert.rejects(
      api.db.transaction(async (sql) => {
        assert.ok(await notify(sql, input));
        throw new Error('the change failed');
      }),
      /the change failed/,
    );
    assert.equal(await api.db.prisma.notification.count({ where: { subjectId: 'rollback-test' } }), 0);
    assert.equal(await api.db.prisma.emailOutbox.count({ where: { subject: 'Rolled back' } }), 0);
    const first = await api.db.transaction((sql) => notify(sql, input));
    const second = await api.db.transaction((sql) => notify(sql, input));
    assert.ok(first);
    assert.equal(second, null);
    assert.equal(await api.db.prisma.notification.count({ where: { subjectId: 'rollback-test' } }), 1);
    assert.equal(await api.db.prisma.emailOutbox.count({ where: { subject: 'Rolled back' } }), 1);
  });
});

describe('notification queries, preferences and privacy', () => {
  let api: TestApi;
  let owner: TestUser;
  let student: TestUser;
  let other: TestUser;
  let room: { id: string };
  beforeAll(async () => {
    api = await startTestApi();
    [owner, student, other] = await Promise.all([
      signUpUser(api, 'OWNER'),
      signUpUser(api, 'STUDENT'),
      signUpUser(api, 'STUDENT'),
    ]);
    ({ room } = await publishedHostel(api, owner, { totalBeds: 10 }));
    await allowPendingRequests(api, 10);
  });
  afterAll(() => api.close());
  const stay = (day: number) => ({
    roomTypeId: room.id,
    beds: 1,
    checkIn: inDays(day),
    checkOut: inDays(day + 1),
  });

  it('pages newest first, counts unread, marks one or all read, and never shows another user’s notices', async () => {
    for (const day of [5, 7, 9]) await request(api, student, stay(day));
    const first = ok(await api.gql(N.list, { first: 2 }, owner.idToken)).notifications;
    assert.equal(first.totalCount, 3);
    assert.equal(first.pageInfo.hasNextPage, true);
    const second = ok(
      await api.gql(N.list, { first: 2, after: first.pageInfo.endCursor }, owner.idToken),
    ).notifications;
    assert.equal(second.edges.length, 1);
    assert.equal(ok(await api.gql(N.count, {}, owner.idToken)).me.unreadNotificationCount, 3);

    // Another user sees none of them, and cannot mark them read.
    assert.equal(ok(await api.gql(N.list, {}, other.idToken)).notifications.totalCount, 0);
    const ownerIds = [...first.edges, ...second.edges].map((edge: { node: { id: string } }) => edge.node.id);
    assert.equal(ok(await api.gql(N.markRead, { ids: ownerIds }, other.idToken)).markNotificationsRead, 0);
    assert.equal(ok(await api.gql(N.count, {}, owner.idToken)).me.unreadNotificationCount, 3);

    assert.equal(
      ok(await api.gql(N.markRead, { ids: [ownerIds[0]] }, owner.idToken)).markNotificationsRead,
      2,
    );
    const unread = ok(await api.gql(N.list, { unreadOnly: true }, owner.idToken)).notifications;
    assert.equal(unread.totalCount, 2);
    assert.ok(!unread.edges.some((edge: { node: { id: string } }) => edge.node.id === ownerIds[0]));
    assert.equal(ok(await api.gql(N.markRead, { all: true }, owner.idToken)).markNotificationsRead, 0);
    assert.equal(failure(await api.gql(N.markRead, {}, owner.idToken)).code, 'BAD_USER_INPUT');
    assert.equal(failure(await api.gql(N.list, {})).code, 'UNAUTHENTICATED');
  });

  it('keeps e-mail per category: a notice still arrives, its e-mail only while the category is on', async () => {
    const prefs = ok(await api.gql(N.prefs, {}, owner.idToken)).notificationPreferences;
    assert.ok(prefs.every((pref: { email: boolean }) => pref.email));
    assert.deepEqual(
      prefs.find((pref: { category: string }) => pref.category === 'ACCOUNT'),
      { category: 'ACCOUNT', email: true, locked: true },
    );
    const refused = failure(
      await api.gql(N.updatePrefs, { input: [{ category: 'ACCOUNT', email: false }] }, owner.idToken),
    );
    assert.equal(refused.code, 'BAD_USER_INPUT');
    assert.ok(refused.fields?.['input.ACCOUNT']);

    const off = ok(
      await api.gql(N.updatePrefs, { input: [{ category: 'RESERVATIONS', email: false }] }, owner.idToken),
    );
    assert.equal(
      off.updateNotificationPreferences.find((pref: { category: string }) => pref.category === 'RESERVATIONS')
        .email,
      false,
    );
    const quiet = await request(api, student, stay(11));
    const loud = await (async () => {
      ok(await api.gql(N.updatePrefs, { input: [{ category: 'RESERVATIONS', email: true }] }, owner.idToken));
      return request(api, student, stay(13));
    })();
    const mails = await api.db.prisma.emailOutbox.findMany({ where: { userId: owner.userId } });
    assert.ok(!mails.some((mail) => mail.subject.includes(quiet.code)), 'no e-mail while off');
    assert.ok(
      mails.some((mail) => mail.subject.includes(loud.code)),
      'e-mail once on again',
    );
    const titles = (await noticesOf(api, owner)).map((notice) => notice.title).join('\n');
    assert.ok(titles.includes(quiet.code) && titles.includes(loud.code), 'both notices in the app');
  });

  it('rings the bell live for every committed notice, whichever path wrote it, for its own user only', async () => {
    const client = wsClient(api, student.idToken);
    const live = subscriptionResults(client, N.added);
    for (let i = 0; api.services.dbChanges.listeners(Topic.NOTIFICATION_ADDED, student.userId) === 0; i++) {
      if (i > 400) throw new Error('the subscription did not start');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const notice = (userId: string, title: string) => ({
      userId,
      kind: 'RESERVATION_EXPIRED' as const,
      subjectId: `live-${title}`,
      title,
      body: 'x',
      link: null,
    });
    // Someone else's notice, and one of the student's own that is rolled back: neither is heard.
    await api.db.transaction((sql) => notify(sql, notice(other.userId, 'Not yours')));
    await assert.rejects(
      api.db.transaction(async (sql) => {
        await notify(sql, notice(student.userId, 'Rolled back'));
        throw new Error('rolled back');
      }),
      /rolled back/,
    );
    // The refund notice is written by the refund's own settlement, after the cancellation committed.
    const paid = await paidReservation(api, owner, student, stay(17));
    ok(
      await api.gql(
        `mutation($id: ID!) { cancelReservation(id: $id, reason: "Plans changed") { id } }`,
        { id: paid.id },
        owner.idToken,
      ),
    );
    const heard: { kind: string; title: string }[] = [];
    while (!heard.some((n) => n.kind === 'REFUND_ISSUED' && n.title.includes(paid.code))) {
      const event = (await live.next()) as { data?: { notificationAdded: { kind: string; title: string } } };
      assert.ok(event.data, JSON.stringify(event));
      heard.push(event.data.notificationAdded);
    }
    assert.deepEqual(
      heard.filter((n) => n.title.includes(paid.code)).map((n) => n.kind),
      ['RESERVATION_ACCEPTED', 'RESERVATION_PAID', 'RESERVATION_CANCELLED', 'REFUND_ISSUED'],
    );
    assert.ok(!heard.some((n) => n.title === 'Not yours' || n.title === 'Rolled back'));
    live.dispose();
    await client.dispose();
  });

  it('reloads a live notice for its own user only; anyone else’s is NOT_FOUND', async () => {
    await api.db.transaction((sql) =>
      notify(sql, {
        userId: student.userId,
        kind: 'RESERVATION_EXPIRED',
        subjectId: 'reload-own',
        title: 'Yours',
        body: 'x',
        link: null,
      }),
    );
    const row = await api.db.prisma.notification.findFirstOrThrow({
      where: { userId: student.userId, subjectId: 'reload-own' },
    });
    const userOf = (user: TestUser) => api.db.prisma.user.findUniqueOrThrow({ where: { id: user.userId } });
    assert.equal((await findNotification(api.db, await userOf(student), row.id)).title, 'Yours');
    await assert.rejects(findNotification(api.db, await userOf(other), row.id), (err: AppError) => {
      assert.deepEqual([err.code, err.message], ['NOT_FOUND', 'The notification was not found.']);
      return true;
    });
  });
});

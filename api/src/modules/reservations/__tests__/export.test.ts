// The CSV export of a period over real HTTP: the link's rules (owners their own hostels, admins all,
// nobody else), the period, escaping and formula injection, and the link's signature and expiry.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { csvCell } from '../../../core/csv.js';
import { exportLink } from '../export.service.js';
import type { ReservationStatus } from '../../../generated/prisma/client.js';
import { firstError, signUpUser, startTestApi, type TestApi } from '../../../test/harness.js';
import { publishedHostel, signUpAdmin, type TestUser } from './fixtures.js';

const LINK = `query ($from: String!, $to: String!, $hostelId: ID, $status: ReservationStatus) {
  reservationsExportLink(from: $from, to: $to, hostelId: $hostelId, status: $status)
}`;

/** RFC 4180 reader for the test: cells of each line, quotes undone. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && c === '"') {
      quoted = false;
    } else if (quoted) {
      cell += c;
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += c;
    }
  }
  assert.equal(cell + row.join(''), '', 'the file ends with CRLF');
  return rows;
}

describe('reservations CSV export', () => {
  let api: TestApi;
  let admin: TestUser;
  let owner: TestUser;
  let otherOwner: TestUser;
  let student: TestUser;
  let otherHostelId: string;

  async function stay(
    hostel: { id: string; ownerId: string },
    roomTypeId: string,
    checkIn: string,
    checkOut: string,
    status: ReservationStatus = 'PAID',
  ) {
    return api.db.prisma.reservation.create({
      data: {
        code: randomUUID().slice(0, 8).toUpperCase(),
        studentId: student.userId,
        roomTypeId,
        hostelId: hostel.id,
        ownerId: hostel.ownerId,
        beds: 2,
        checkIn: new Date(`${checkIn}T00:00:00Z`),
        checkOut: new Date(`${checkOut}T00:00:00Z`),
        status,
        currency: 'USD',
        subtotal: 4000,
        platformFee: 400,
        total: 4400,
        pricePerBed: 1000,
        pricePeriod: 'NIGHT',
        responseDeadline: new Date(),
        paidAt: status === 'PAID' ? new Date('2031-02-20T10:00:00Z') : null,
      },
    });
  }

  async function download(link: string) {
    const res = await fetch(`${api.url}${link}`);
    // As bytes: res.text() would drop the byte-order mark.
    return {
      status: res.status,
      headers: res.headers,
      text: Buffer.from(await res.arrayBuffer()).toString(),
    };
  }

  beforeAll(async () => {
    api = await startTestApi();
    admin = await signUpAdmin(api);
    owner = await signUpUser(api, 'OWNER');
    otherOwner = await signUpUser(api, 'OWNER');
    // A name with a comma and quotes, and one a spreadsheet would run as a formula.
    student = await signUpUser(api, 'STUDENT', { input: { displayName: 'Ama "AJ" Mensah, Jr' } });
    const mine = await publishedHostel(api, owner);
    await api.db.prisma.hostel.update({ where: { id: mine.hostel.id }, data: { name: '=HYPERLINK("x")' } });
    await api.db.prisma.roomType.update({
      where: { id: mine.room.id },
      data: { name: 'Room\nwith a break' },
    });
    const theirs = await publishedHostel(api, otherOwner);
    otherHostelId = theirs.hostel.id;
    // March 2031: in, overlapping both ends, outside; and the other owner's.
    await stay(mine.hostel, mine.room.id, '2031-03-05', '2031-03-07');
    await stay(mine.hostel, mine.room.id, '2031-02-27', '2031-03-02', 'CANCELLED');
    await stay(mine.hostel, mine.room.id, '2031-03-31', '2031-04-03');
    await stay(mine.hostel, mine.room.id, '2031-02-20', '2031-03-01'); // leaves on the 1st: not in March
    await stay(mine.hostel, mine.room.id, '2031-04-01', '2031-04-02');
    await stay(theirs.hostel, theirs.room.id, '2031-03-10', '2031-03-12');
  });
  afterAll(() => api.close());

  const march = { from: '2031-03-01', to: '2031-03-31' };

  it('gives an owner the stays of their own hostels that overlap the period, escaped', async () => {
    const res = await api.gql(LINK, march, owner.idToken);
    const link: string = res.body.data.reservationsExportLink;
    assert.match(link, /^\/exports\/reservations\.csv\?/);
    const file = await download(link);
    assert.equal(file.status, 200);
    assert.equal(file.headers.get('content-type'), 'text/csv; charset=utf-8');
    assert.equal(
      file.headers.get('content-disposition'),
      'attachment; filename="reservations-2031-03-01-to-2031-03-31.csv"',
    );
    assert.equal(file.headers.get('cache-control'), 'private, no-store');
    assert.ok(file.text.startsWith('\uFEFF'));
    const [header, ...rows] = parseCsv(file.text.slice(1));
    assert.deepEqual(header!.slice(0, 9), [
      'Code',
      'Status',
      'Hostel',
      'Room type',
      'Student',
      'Beds',
      'Check-in',
      'Check-out',
      'Nights',
    ]);
    assert.deepEqual(
      rows.map((row) => [row[1], row[6], row[7]]),
      [
        ['CANCELLED', '2031-02-27', '2031-03-02'],
        ['PAID', '2031-03-05', '2031-03-07'],
        ['PAID', '2031-03-31', '2031-04-03'],
      ],
    );
    const first = rows[1]!;
    // The formula is defused, the comma, quotes and line break survive the round trip.
    assert.equal(first[2], `'=HYPERLINK("x")`);
    assert.equal(first[3], 'Room\nwith a break');
    assert.equal(first[4], 'Ama "AJ" Mensah, Jr');
    assert.deepEqual(first.slice(5, 17), [
      '2',
      '2031-03-05',
      '2031-03-07',
      '2',
      'USD',
      '10.00',
      '40.00',
      '4.00',
      '44.00',
      first[14],
      '2031-02-20T10:00:00.000Z',
      '',
    ]);
  });

  it('narrows to one status, and to one hostel', async () => {
    const cancelled = await api.gql(LINK, { ...march, status: 'CANCELLED' }, owner.idToken);
    const rows = parseCsv((await download(cancelled.body.data.reservationsExportLink)).text.slice(1));
    assert.deepEqual(
      rows.slice(1).map((row) => row[1]),
      ['CANCELLED'],
    );
    const one = await api.gql(LINK, { ...march, hostelId: otherHostelId }, admin.idToken);
    const theirs = parseCsv((await download(one.body.data.reservationsExportLink)).text.slice(1));
    assert.deepEqual(
      theirs.slice(1).map((row) => row[6]),
      ['2031-03-10'],
    );
  });

  it('gives an admin every hostel', async () => {
    const res = await api.gql(LINK, march, admin.idToken);
    const rows = parseCsv((await download(res.body.data.reservationsExportLink)).text.slice(1));
    assert.deepEqual(
      rows.slice(1).map((row) => row[6]),
      ['2031-02-27', '2031-03-05', '2031-03-10', '2031-03-31'],
    );
  });

  it("refuses another owner's hostel, students and the signed-out", async () => {
    const theirs = await api.gql(LINK, { ...march, hostelId: otherHostelId }, owner.idToken);
    assert.equal(firstError(theirs).extensions.code, 'NOT_FOUND');
    assert.equal(firstError(await api.gql(LINK, march, student.idToken)).extensions.code, 'FORBIDDEN');
    assert.equal(firstError(await api.gql(LINK, march)).extensions.code, 'UNAUTHENTICATED');
  });

  it('refuses a bad period with per-field messages', async () => {
    const backwards = await api.gql(LINK, { from: '2031-03-10', to: '2031-03-01' }, owner.idToken);
    assert.deepEqual(firstError(backwards).extensions.fields, {
      to: 'The last day cannot be before the first.',
    });
    const long = await api.gql(LINK, { from: '2031-01-01', to: '2032-01-02' }, owner.idToken);
    assert.deepEqual(firstError(long).extensions.fields, { to: 'Choose at most 366 days.' });
    const bad = await api.gql(LINK, { from: '2031-02-30', to: '2031-03-01' }, owner.idToken);
    assert.deepEqual(firstError(bad).extensions.fields, { from: 'Give a day as YYYY-MM-DD.' });
  });

  it('refuses an altered link, and checks the rules again when the link is opened', async () => {
    const mine = (await api.gql(LINK, march, owner.idToken)).body.data.reservationsExportLink as string;
    assert.equal((await download(mine)).status, 200);
    // Someone else's hostel, or a longer period, slipped into a genuine link: the signature fails.
    const url = new URL(mine, 'http://x');
    url.searchParams.set('hostel', otherHostelId);
    assert.equal((await download(`${url.pathname}${url.search}`)).status, 403);
    url.searchParams.delete('hostel');
    url.searchParams.set('to', '2031-04-30');
    assert.equal((await download(`${url.pathname}${url.search}`)).status, 403);
    // The owner is suspended after the link was made: it no longer works.
    const link = (await api.gql(LINK, march, otherOwner.idToken)).body.data.reservationsExportLink as string;
    await api.db.prisma.user.update({ where: { id: otherOwner.userId }, data: { status: 'SUSPENDED' } });
    const refused = await download(link);
    assert.equal(refused.status, 403);
    assert.doesNotMatch(refused.text, /2031/);
  });

  it('refuses an expired link', async () => {
    const user = await api.db.prisma.user.findUniqueOrThrow({ where: { id: owner.userId } });
    const filter = { ...march, hostelId: null, status: null };
    const fresh = exportLink(api.config, user, filter);
    assert.equal((await download(fresh)).status, 200);
    const made = new Date(Date.now() - (api.config.storage.urlTtlSeconds + 1) * 1000);
    const expired = await download(exportLink(api.config, user, filter, made));
    assert.equal(expired.status, 403);
    assert.match(expired.text, /expired/);
  });

  it('escapes cells as RFC 4180 and defuses formulas', () => {
    assert.equal(csvCell(null), '');
    assert.equal(csvCell(-12), '-12');
    assert.equal(csvCell('plain'), 'plain');
    assert.equal(csvCell('a,b'), '"a,b"');
    assert.equal(csvCell('say "hi"'), '"say ""hi"""');
    assert.equal(csvCell('two\r\nlines'), '"two\r\nlines"');
    for (const start of ['=', '+', '-', '@']) assert.equal(csvCell(`${start}1+1`), `'${start}1+1`);
    assert.equal(csvCell('=1,2'), `"'=1,2"`);
  });
});

// Reservations of a period as CSV: a signed, short-lived link (like a document's), and the route
// behind it, which checks the same rules again when the link is opened.
import { once } from 'node:events';
import { currencyDigits, isUuid, nightsBetween } from '@hostel/common';
import express, { type Router } from 'express';
import type { Config } from '../../core/config.js';
import { csvLine } from '../../core/csv.js';
import { fromPlainDate, toPlainDate } from '../../core/dates.js';
import type { Database } from '../../core/db.js';
import type { Logger } from '../../core/logger.js';
import { forbidden, isAppError, notFound } from '../../core/errors.js';
import { checkDateRange } from '../../core/field-check.js';
import { isValidSignature, signStoragePath } from '../../core/storage/signed-urls.js';
import { contactsOpenPairs } from './contact-details.sql.js';
import { pairKey, visibleText } from './contact-details.js';
import { canExportHostelReservations } from './reservation.policies.js';
import { ReservationStatus, type Prisma, type User } from '../../generated/prisma/client.js';

/** The longest period one file covers. */
export const EXPORT_MAX_DAYS = 366;
const BATCH = 500;
export const EXPORT_PATH = '/exports/reservations.csv';

export interface ExportFilter {
  /** Stays that overlap these days (both included). */
  from: string;
  to: string;
  hostelId: string | null;
  status: ReservationStatus | null;
}

/**
 * Who may export what: an active owner their own hostels' reservations (another owner's hostel is
 * NOT_FOUND), an active admin everybody's. Answers the filter checked.
 */
export async function checkExport(
  db: Database,
  user: User | null,
  input: {
    from?: string | null;
    to?: string | null;
    hostelId?: string | null;
    status?: ReservationStatus | null;
  },
): Promise<ExportFilter> {
  if (!user || user.status !== 'ACTIVE' || (user.role !== 'OWNER' && user.role !== 'ADMIN'))
    throw forbidden();
  const range = checkDateRange(
    { from: input.from, to: input.to },
    { from: 'from', to: 'to' },
    { required: true, maxDays: EXPORT_MAX_DAYS },
  );
  const hostelId = input.hostelId || null;
  if (hostelId) {
    const hostel = isUuid(hostelId)
      ? await db.prisma.hostel.findUnique({ where: { id: hostelId }, select: { ownerId: true } })
      : null;
    if (!hostel || !canExportHostelReservations(user, hostel)) throw notFound('The hostel');
  }
  return { from: range.from!, to: range.to!, hostelId, status: input.status ?? null };
}

// What the link signs: the user and the whole filter, one per line (no value holds a line break, so
// no other link signs the same text; storage paths, signed with the same secret, have none).
const signedText = (userId: string, filter: ExportFilter) =>
  ['reservations-export', userId, filter.from, filter.to, filter.hostelId ?? '', filter.status ?? ''].join(
    '\n',
  );

/** A root-relative link to the CSV, valid for `config.storage.urlTtlSeconds`. */
export function exportLink(config: Config, user: User, filter: ExportFilter, now = new Date()): string {
  const expiresAt = new Date(now.getTime() + config.storage.urlTtlSeconds * 1000);
  const query = new URLSearchParams({
    user: user.id,
    from: filter.from,
    to: filter.to,
    ...(filter.hostelId ? { hostel: filter.hostelId } : {}),
    ...(filter.status ? { status: filter.status } : {}),
    ...signStoragePath(config.storage.urlSecret, signedText(user.id, filter), expiresAt),
  });
  return `${EXPORT_PATH}?${query}`;
}

/** The user and filter of a genuine, unexpired link; null for anything else. */
function readExportLink(config: Config, query: Record<string, unknown>) {
  const text = (key: string) => (typeof query[key] === 'string' ? (query[key] as string) : '');
  const status = text('status');
  if (!isUuid(text('user')) || (status && !(status in ReservationStatus))) return null;
  const filter: ExportFilter = {
    from: text('from'),
    to: text('to'),
    hostelId: text('hostel') || null,
    status: (status as ReservationStatus) || null,
  };
  if (!isValidSignature(config.storage.urlSecret, signedText(text('user'), filter), query)) return null;
  return { userId: text('user'), filter };
}

const HEADER = [
  'Code',
  'Status',
  'Hostel',
  'Room type',
  'Student',
  'Beds',
  'Check-in',
  'Check-out',
  'Nights',
  'Currency',
  'Price per bed',
  'Subtotal',
  'Platform fee',
  'Total',
  'Requested at',
  'Paid at',
  'Cancelled at',
];

const amount = (minor: number, currency: string) => {
  const digits = currencyDigits(currency);
  return (minor / 10 ** digits).toFixed(digits);
};
const instant = (at: Date | null) => (at ? at.toISOString() : null);

/** The CSV's lines (header first), read in batches by check-in day and id. */
export async function* exportLines(db: Database, user: User, filter: ExportFilter): AsyncGenerator<string> {
  yield csvLine(HEADER);
  const where: Prisma.ReservationWhereInput = {
    ...(user.role === 'OWNER' ? { ownerId: user.id } : {}),
    ...(filter.hostelId ? { hostelId: filter.hostelId } : {}),
    ...(filter.status ? { status: filter.status } : {}),
    // Stays that overlap the period: they arrive by its last day and leave after its first.
    checkIn: { lte: fromPlainDate(filter.to) },
    checkOut: { gt: fromPlainDate(filter.from) },
  };
  let last: { checkIn: Date; id: string } | null = null;
  for (;;) {
    const rows: Prisma.ReservationGetPayload<{
      include: {
        hostel: { select: { name: true } };
        roomType: { select: { name: true } };
        student: { select: { displayName: true } };
      };
    }>[] = await db.prisma.reservation.findMany({
      where: last
        ? {
            AND: [
              where,
              { OR: [{ checkIn: { gt: last.checkIn } }, { checkIn: last.checkIn, id: { gt: last.id } }] },
            ],
          }
        : where,
      orderBy: [{ checkIn: 'asc' }, { id: 'asc' }],
      take: BATCH,
      include: {
        hostel: { select: { name: true } },
        roomType: { select: { name: true } },
        student: { select: { displayName: true } },
      },
    });
    // An owner reads the student's name as the app shows it: masked until a booking there is paid.
    const open = user.role === 'OWNER' ? await contactsOpenPairs(db.query, rows) : null;
    for (const row of rows) {
      const reading = {
        viewerId: user.id,
        authorId: row.studentId,
        contactsOpen: open?.has(pairKey(row)) ?? true,
      };
      const checkIn = toPlainDate(row.checkIn);
      const checkOut = toPlainDate(row.checkOut);
      yield csvLine([
        row.code,
        row.status,
        row.hostel.name,
        row.roomType.name,
        visibleText(row.student.displayName, reading),
        row.beds,
        checkIn,
        checkOut,
        nightsBetween(checkIn, checkOut),
        row.currency,
        amount(row.pricePerBed, row.currency),
        amount(row.subtotal, row.currency),
        amount(row.platformFee, row.currency),
        amount(row.total, row.currency),
        instant(row.createdAt),
        instant(row.paidAt),
        instant(row.cancelledAt),
      ]);
    }
    if (rows.length < BATCH) return;
    last = rows.at(-1)!;
  }
}

const refuse = (res: express.Response, status: number, message: string) =>
  res.status(status).set('Cache-Control', 'no-store').type('text/plain').send(message);

/**
 * `GET /exports/reservations.csv?...` (a link from `reservationsExportLink`): the signature proves
 * the API made the link for this user and filter; the user's role, status and hostel are checked
 * again now, then the file is streamed as it is read.
 */
export function createExportRouter(deps: { db: Database; config: Config; logger: Logger }): Router {
  const router = express.Router();
  router.get('/reservations.csv', async (req, res, next) => {
    const link = readExportLink(deps.config, req.query);
    if (!link)
      return void refuse(
        res,
        403,
        'This link has expired or is not valid. Export again from the page you found it on.',
      );
    let filter: ExportFilter;
    let user: User | null;
    try {
      user = await deps.db.prisma.user.findUnique({ where: { id: link.userId } });
      filter = await checkExport(deps.db, user, link.filter);
    } catch (error) {
      if (!isAppError(error)) return void next(error);
      const code = error.extensions.code;
      return void refuse(res, code === 'NOT_FOUND' ? 404 : code === 'FORBIDDEN' ? 403 : 400, error.message);
    }
    res.status(200).set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="reservations-${filter.from}-to-${filter.to}.csv"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    });
    try {
      // A byte-order mark, so spreadsheet programs read the UTF-8 names right.
      res.write('\uFEFF');
      for await (const line of exportLines(deps.db, user!, filter)) {
        if (!res.write(line)) await once(res, 'drain');
      }
      res.end();
    } catch (error) {
      // Headers are gone: cut the download short so it is not taken for a whole file.
      deps.logger.error({ err: error }, 'The reservations export failed');
      res.destroy(error as Error);
    }
  });
  return router;
}

// The reservation jobs' claims and reads (reservation.jobs.ts), and what a notice needs of a
// reservation's hostel and parties (reservation.notices.ts).
import type { SqlQuery } from '../../core/db.js';
import { Prisma, type Reservation } from '../../generated/prisma/client.js';
import { contactsOpenSql } from './contact-details.sql.js';
import type { Hostel, Reminder } from './reservation.notices.js';

/**
 * Locks (SKIP LOCKED) up to `limit` reservations PENDING past their response deadline or ACCEPTED
 * past their payment deadline; answers their ids.
 */
export const claimExpired = (sql: SqlQuery, now: Date, limit: number) =>
  sql<{ id: string }>(Prisma.sql`
    SELECT id FROM "Reservation"
    WHERE (status = 'PENDING' AND "responseDeadline" <= ${now})
       OR (status = 'ACCEPTED' AND "paymentDeadline" <= ${now})
    ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED`);

/** Locks (SKIP LOCKED) up to `limit` PAID reservations whose check-out day is over where the hostel is. */
export const claimStaysOver = (sql: SqlQuery, now: Date, limit: number) =>
  sql<{ id: string }>(Prisma.sql`
    SELECT r.id FROM "Reservation" r JOIN "Hostel" h ON h.id = r."hostelId"
    WHERE r.status = 'PAID' AND ((r."checkOut" + 1)::timestamp AT TIME ZONE h."timeZone") <= ${now}
    ORDER BY r.id LIMIT ${limit} FOR UPDATE OF r SKIP LOCKED`);

/**
 * Up to `limit` reminders due at `now` and not yet noticed: requests expiring by `soon`, payments due
 * by `soon`, and PAID stays whose check-in is tomorrow where the hostel is.
 */
export function dueReminders(sql: SqlQuery, now: Date, soon: Date, limit: number) {
  // The reader's column is one of the two constants below, never input.
  const notYet = (kind: Reminder, userColumn: 'ownerId' | 'studentId') => Prisma.sql`NOT EXISTS (
    SELECT 1 FROM "Notification" n WHERE n."userId" = r.${Prisma.raw(`"${userColumn}"`)}
      AND n.type = ${kind} AND n."subjectId" = r.id::text)`;
  return sql<Reservation & { reminder: Reminder }>(Prisma.sql`
    SELECT r.*, 'RESERVATION_EXPIRING' AS reminder FROM "Reservation" r
    WHERE r.status = 'PENDING' AND r."responseDeadline" > ${now} AND r."responseDeadline" <= ${soon}
      AND ${notYet('RESERVATION_EXPIRING', 'ownerId')}
    UNION ALL
    SELECT r.*, 'PAYMENT_DUE' FROM "Reservation" r
    WHERE r.status = 'ACCEPTED' AND r."paymentDeadline" > ${now} AND r."paymentDeadline" <= ${soon}
      AND ${notYet('PAYMENT_DUE', 'studentId')}
    UNION ALL
    SELECT r.*, 'CHECK_IN_TOMORROW' FROM "Reservation" r JOIN "Hostel" h ON h.id = r."hostelId"
    WHERE r.status = 'PAID' AND r."checkIn" = (${now}::timestamptz AT TIME ZONE h."timeZone")::date + 1
      AND ${notYet('CHECK_IN_TOMORROW', 'studentId')}
    LIMIT ${limit}`);
}

/** The reservation's hostel, both parties' locales, and whether contact details flow between them. */
export async function noticeContext(sql: SqlQuery, r: Reservation) {
  const [row] = await sql<
    Hostel & { studentLocale: string | null; ownerLocale: string | null; contactsOpen: boolean }
  >(Prisma.sql`
    SELECT h.name, h."timeZone", h.address, h."houseRules",
      s.locale AS "studentLocale", o.locale AS "ownerLocale",
      ${contactsOpenSql(Prisma.sql`s.id`, Prisma.sql`h.id`)} AS "contactsOpen"
    FROM "Hostel" h, "User" s, "User" o
    WHERE h.id = ${r.hostelId}::uuid AND s.id = ${r.studentId}::uuid AND o.id = ${r.ownerId}::uuid`);
  return row!;
}

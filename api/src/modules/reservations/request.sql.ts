// The two statements of a reservation request after its author's row lock: read the room type, its
// hostel and the author's waiting requests, then hold the beds and create the reservation.
// Hand-written because the request is the busiest write there is (docs/benchmarks.md).
import { Prisma, type Reservation, type RoomType } from '../../generated/prisma/client.js';
import { freeBedsSql, takeBedsStatement } from '../inventory/index.js';
import type { PriceBreakdown } from './pricing.js';

/**
 * A room type with what a stay needs of its hostel, the stored platform settings by key, and (when
 * asked for) how many of a student's requests wait for an answer.
 */
export type StayContextRow = RoomType & {
  hostelStatus: string;
  ownerId: string;
  timeZone: string;
  settings: Record<string, unknown>;
  pending?: number;
};

/**
 * How many of the student's requests wait for an answer, as a scalar subquery. Read only after the
 * student's row lock (lockActiveUser, core/acting-user.ts), in a LATER statement than the lock: a
 * statement sees what committed before it began, so two requests of one student then count one
 * after the other and the limit holds under any concurrency.
 */
const pendingRequestsSql = (studentId: string) => Prisma.sql`(SELECT count(*)::int FROM "Reservation" r
  WHERE r."studentId" = ${studentId}::uuid AND r.status = 'PENDING')`;

/**
 * The room type, its hostel's status, owner and time zone, the settings and, with `pendingOf`, that
 * student's waiting requests (see pendingRequestsSql), in ONE statement. With `lock`, a shared lock
 * on the room type: a change of its totalBeds (which moves the nights' free beds) then waits for
 * the hold, and the hold never works from a stale total.
 */
export const stayContextStatement = (roomTypeId: string, lock: boolean, pendingOf?: string) => Prisma.sql`
  SELECT rt.*, h.status AS "hostelStatus", h."ownerId", h."timeZone",
    (SELECT coalesce(jsonb_object_agg(s.key, s.value), '{}'::jsonb) FROM "Setting" s) AS settings
    ${pendingOf ? Prisma.sql`, ${pendingRequestsSql(pendingOf)} AS pending` : Prisma.empty}
  FROM "RoomType" rt JOIN "Hostel" h ON h.id = rt."hostelId"
  WHERE rt.id = ${roomTypeId}::uuid ${lock ? Prisma.sql`FOR SHARE OF rt` : Prisma.empty}`;

/** The fewest free beds of a room type over the nights of [checkIn, checkOut). */
export const freeBedsStatement = (roomTypeId: string, stay: { checkIn: string; checkOut: string }) =>
  Prisma.sql`SELECT ${freeBedsSql(Prisma.sql`rt`, stay)}::int AS "freeBeds" FROM "RoomType" rt WHERE rt.id = ${roomTypeId}::uuid`;

/** The student's waiting requests alone (see pendingRequestsSql): bench:reserve's direct transaction. */
export const pendingRequestsStatement = (studentId: string) =>
  Prisma.sql`SELECT ${pendingRequestsSql(studentId)} AS pending`;

export interface NewReservation {
  code: string;
  studentId: string;
  roomTypeId: string;
  hostelId: string;
  ownerId: string;
  totalBeds: number;
  beds: number;
  checkIn: string;
  checkOut: string;
  price: PriceBreakdown;
  studentNote: string | null;
  responseDeadline: Date;
}

/** What holdAndCreateStatement answers with `freeBedsWhenShort`: the reservation, or the free beds. */
export type HoldResult =
  (Reservation & { freeBeds: null }) | ({ [K in keyof Reservation]: null } & { freeBeds: number });

/**
 * Takes `beds` on every night of [checkIn, checkOut) (the inventory module's take) and, only if
 * every night had them, creates the PENDING reservation and its timeline row, in ONE statement run
 * inside the caller's transaction. No row back means a night was short: the caller must roll back
 * the nights it did take. With `freeBedsWhenShort`, ONE row always comes back (a HoldResult): the
 * reservation, or when a night was short only `freeBeds`, the stay's fewest free beds as the
 * statement began (its reads do not see its own takes), which spares a refusal another statement.
 * A concurrent taker that committed after that may have left fewer.
 */
export const holdAndCreateStatement = (
  { price, ...r }: NewReservation,
  { freeBedsWhenShort = false } = {},
) => Prisma.sql`
  WITH held AS (${takeBedsStatement(r)}), reservation AS (
    INSERT INTO "Reservation" (id, code, "studentId", "roomTypeId", "hostelId", "ownerId", beds, "checkIn",
      "checkOut", currency, subtotal, "platformFee", total, "pricePerBed", "pricePeriod", "studentNote",
      "responseDeadline", "updatedAt")
    SELECT gen_random_uuid(), ${r.code}, ${r.studentId}::uuid, ${r.roomTypeId}::uuid, ${r.hostelId}::uuid,
      ${r.ownerId}::uuid, ${r.beds}::int, ${r.checkIn}::date, ${r.checkOut}::date, ${price.currency},
      ${price.subtotal}::int, ${price.platformFee}::int, ${price.total}::int, ${price.pricePerBed}::int,
      ${price.pricePeriod}::"PricePeriod", ${r.studentNote}, ${r.responseDeadline}::timestamptz, now()
    WHERE (SELECT count(*) FROM held) = ${price.nights}
    RETURNING *
  ), event AS (
    INSERT INTO "ReservationEvent" (id, "reservationId", "toStatus", "actorId", note, "updatedAt")
    SELECT gen_random_uuid(), id, 'PENDING', ${r.studentId}::uuid, ${r.studentNote}, now() FROM reservation
  )
  ${
    freeBedsWhenShort
      ? Prisma.sql`SELECT reservation.*,
          CASE WHEN reservation.id IS NULL THEN ${freeBedsSql(Prisma.sql`rt`, r)} END::int AS "freeBeds"
        FROM "RoomType" rt LEFT JOIN reservation ON true WHERE rt.id = ${r.roomTypeId}::uuid`
      : Prisma.sql`SELECT * FROM reservation`
  }`;

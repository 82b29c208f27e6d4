// The two statements of a reservation request: read the room type and its hostel, then hold the
// beds and create the reservation. Hand-written because the request is the busiest write there is.
import { Prisma, type RoomType } from '../../generated/prisma/client.js';
import { freeBedsSql, takeBedsStatement } from '../inventory/index.js';
import type { PriceBreakdown } from './pricing.js';

/** A room type with what a stay needs of its hostel, and the stored platform settings by key. */
export type StayContextRow = RoomType & {
  hostelStatus: string;
  ownerId: string;
  timeZone: string;
  settings: Record<string, unknown>;
};

/**
 * The room type, its hostel's status, owner and time zone, and the settings, in ONE statement.
 * With `lock`, a shared lock on the room type: a change of its totalBeds (which moves the nights'
 * free beds) then waits for the hold, and the hold never works from a stale total.
 */
export const stayContextStatement = (roomTypeId: string, lock: boolean) => Prisma.sql`
  SELECT rt.*, h.status AS "hostelStatus", h."ownerId", h."timeZone",
    (SELECT coalesce(jsonb_object_agg(s.key, s.value), '{}'::jsonb) FROM "Setting" s) AS settings
  FROM "RoomType" rt JOIN "Hostel" h ON h.id = rt."hostelId"
  WHERE rt.id = ${roomTypeId}::uuid ${lock ? Prisma.sql`FOR SHARE OF rt` : Prisma.empty}`;

/** The fewest free beds of a room type over the nights of [checkIn, checkOut). */
export const freeBedsStatement = (roomTypeId: string, stay: { checkIn: string; checkOut: string }) =>
  Prisma.sql`SELECT ${freeBedsSql(Prisma.sql`rt`, stay)}::int AS "freeBeds" FROM "RoomType" rt WHERE rt.id = ${roomTypeId}::uuid`;

/**
 * How many of the student's requests wait for an answer. Run after the student's row lock
 * (lockActiveUser, core/acting-user.ts), so two requests of one student count one after the other
 * and the limit holds under any concurrency.
 */
export const pendingRequestsStatement = (studentId: string) => Prisma.sql`
  SELECT count(*)::int AS pending FROM "Reservation" r
  WHERE r."studentId" = ${studentId}::uuid AND r.status = 'PENDING'`;

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

/**
 * Takes `beds` on every night of [checkIn, checkOut) (the inventory module's take) and, only if
 * every night had them, creates the PENDING reservation and its timeline row, in ONE statement run
 * inside the caller's transaction. No row back means a night was short: the caller must roll back
 * the nights it did take.
 */
export const holdAndCreateStatement = ({ price, ...r }: NewReservation) => Prisma.sql`
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
  SELECT * FROM reservation`;

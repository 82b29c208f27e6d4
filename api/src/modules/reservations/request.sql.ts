// The two statements of a reservation request, shared by the service and `npm run bench:reserve`
// (whose direct baseline issues the very same transaction through pg).
import { Prisma, type RoomType } from '../../generated/prisma/client.js';
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
 * Takes `beds` on every night of [checkIn, checkOut) and, only if every night had them, creates
 * the PENDING reservation and its timeline row, in ONE statement run inside the caller's
 * transaction. Each night is an upsert: a night never held before is created with its beds taken;
 * an existing one is decremented only WHERE it still has them, which PostgreSQL re-checks on the
 * latest row version after waiting for a concurrent holder (and a CHECK keeps freeBeds >= 0).
 * Nights are taken in ascending order, so concurrent holds cannot deadlock. No row back means a
 * night was short: the caller must roll back the nights it did take.
 */
export const holdAndCreateStatement = ({ price, ...r }: NewReservation) => Prisma.sql`
  WITH held AS (
    INSERT INTO "RoomNight" ("roomTypeId", night, "totalBeds", "freeBeds", "updatedAt")
    SELECT ${r.roomTypeId}::uuid, d::date, ${r.totalBeds}::int, ${r.totalBeds - r.beds}::int, now()
    FROM generate_series(${r.checkIn}::date, ${r.checkOut}::date - 1, interval '1 day') AS d
    ORDER BY 2
    ON CONFLICT ("roomTypeId", night) DO UPDATE
      SET "freeBeds" = "RoomNight"."freeBeds" - ${r.beds}::int, "updatedAt" = now()
      WHERE "RoomNight"."freeBeds" >= ${r.beds}::int
    RETURNING 1
  ), reservation AS (
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

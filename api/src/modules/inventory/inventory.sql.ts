// The SQL of bed inventory (RoomNight), the only place that names the table. Other statements
// embed some of it: the reservation request holds beds in the statement that inserts the
// reservation, and the search and the hostel page read free beds inside their own queries.
import type { SqlQuery } from '../../core/db.js';
import { Prisma } from '../../generated/prisma/client.js';

/** A number of beds of one room type on every night of [checkIn, checkOut) (plain dates). */
export interface NightsBeds {
  roomTypeId: string;
  checkIn: string;
  /** The departure day: its night is not included. */
  checkOut: string;
  beds: number;
}

/**
 * Takes `beds` on every night of the range: held for a reservation, or blocked by the owner. Each
 * night is an upsert: a night never taken before is created with its beds taken; an existing one
 * is decremented only WHERE it still has them, which PostgreSQL re-checks on the latest row
 * version after waiting for a concurrent taker (and CHECKs keep freeBeds >= 0). Nights are taken
 * in ascending order, so concurrent takers cannot deadlock. One row comes back per night taken:
 * fewer than the nights means one was short, and the caller must roll back the others.
 * `totalBeds` is the room type's, read under a share lock on it in the same transaction (a
 * resize then waits, and a night is never created from a stale total).
 */
export function takeBedsStatement(take: NightsBeds & { totalBeds: number; blocked?: boolean }) {
  const blocked = take.blocked
    ? {
        column: Prisma.sql`, "blockedBeds"`,
        value: Prisma.sql`, ${take.beds}::int`,
        set: Prisma.sql`, "blockedBeds" = "RoomNight"."blockedBeds" + ${take.beds}::int`,
      }
    : { column: Prisma.empty, value: Prisma.empty, set: Prisma.empty };
  return Prisma.sql`
    INSERT INTO "RoomNight" ("roomTypeId", night, "totalBeds", "freeBeds"${blocked.column}, "updatedAt")
    SELECT ${take.roomTypeId}::uuid, d::date, ${take.totalBeds}::int, ${take.totalBeds - take.beds}::int${blocked.value}, now()
    FROM generate_series(${take.checkIn}::date, ${take.checkOut}::date - 1, interval '1 day') AS d
    ORDER BY 2
    ON CONFLICT ("roomTypeId", night) DO UPDATE
      SET "freeBeds" = "RoomNight"."freeBeds" - ${take.beds}::int${blocked.set}, "updatedAt" = now()
      WHERE "RoomNight"."freeBeds" >= ${take.beds}::int
    RETURNING 1`;
}

/** Takes the beds (see takeBedsStatement); answers how many nights had them. */
export async function takeBeds(sql: SqlQuery, take: NightsBeds & { totalBeds: number; blocked?: boolean }) {
  return (await sql(takeBedsStatement(take))).length;
}

/**
 * The room type's total beds, under a share lock until the transaction ends (a resize then waits);
 * undefined when it does not exist.
 */
export async function totalBedsForShare(sql: SqlQuery, roomTypeId: string) {
  const [room] = await sql<{ totalBeds: number }>(Prisma.sql`
    SELECT "totalBeds" FROM "RoomType" WHERE id = ${roomTypeId}::uuid FOR SHARE`);
  return room?.totalBeds;
}

/** Gives beds back on every night of the range, never past what is neither held nor blocked. */
export async function releaseNights(sql: SqlQuery, stay: NightsBeds): Promise<void> {
  await sql(Prisma.sql`
    UPDATE "RoomNight" SET "freeBeds" = LEAST("totalBeds" - "blockedBeds", "freeBeds" + ${stay.beds}::int), "updatedAt" = now()
    WHERE "roomTypeId" = ${stay.roomTypeId}::uuid AND night >= ${stay.checkIn}::date AND night < ${stay.checkOut}::date`);
}

/** A new total for the nights from `from` on, moving their free beds by the same amount. */
export async function resizeNights(sql: SqlQuery, roomTypeId: string, totalBeds: number, from: string) {
  await sql(Prisma.sql`
    UPDATE "RoomNight" SET "freeBeds" = "freeBeds" + (${totalBeds}::int - "totalBeds"),
           "totalBeds" = ${totalBeds}::int, "updatedAt" = now()
    WHERE "roomTypeId" = ${roomTypeId}::uuid AND night >= ${from}::date`);
}

/** Blocked beds back on sale, only on nights that have that many blocked; answers how many nights. */
export async function unblockNights(sql: SqlQuery, block: NightsBeds): Promise<number> {
  const rows = await sql(Prisma.sql`
    UPDATE "RoomNight" SET "freeBeds" = "freeBeds" + ${block.beds}::int,
           "blockedBeds" = "blockedBeds" - ${block.beds}::int, "updatedAt" = now()
    WHERE "roomTypeId" = ${block.roomTypeId}::uuid AND night >= ${block.checkIn}::date
      AND night < ${block.checkOut}::date AND "blockedBeds" >= ${block.beds}::int
    RETURNING 1`);
  return rows.length;
}

/** Free beds = total - beds of the reservations in `statuses` - blocked, for every night they take. */
export async function recountNights(sql: SqlQuery, roomTypeIds: string[], statuses: readonly string[]) {
  await sql(Prisma.sql`
    INSERT INTO "RoomNight" ("roomTypeId", night, "totalBeds", "freeBeds", "updatedAt")
    SELECT r."roomTypeId", d::date, rt."totalBeds", rt."totalBeds" - SUM(r.beds)::int, now()
    FROM "Reservation" r JOIN "RoomType" rt ON rt.id = r."roomTypeId",
      LATERAL generate_series(r."checkIn"::timestamp, r."checkOut"::timestamp - interval '1 day', interval '1 day') AS d
    WHERE r.status::text = ANY(${[...statuses]}::text[]) AND r."roomTypeId" = ANY(${roomTypeIds}::uuid[])
    GROUP BY r."roomTypeId", d::date, rt."totalBeds"
    ON CONFLICT ("roomTypeId", night) DO UPDATE
      SET "freeBeds" = EXCLUDED."freeBeds" - "RoomNight"."blockedBeds", "totalBeds" = EXCLUDED."totalBeds",
          "updatedAt" = now()`);
}

/** Plain dates, or SQL naming them (a term's columns). */
type Stay = { checkIn: string | Prisma.Sql; checkOut: string | Prisma.Sql };

/**
 * The beds of the room type `roomType` (an alias of "RoomType" in the enclosing query) free on
 * every night of the stay: a night without a row has all its beds free.
 */
export const freeBedsSql = (roomType: Prisma.Sql, stay: Stay) =>
  Prisma.sql`LEAST(${roomType}."totalBeds", COALESCE((SELECT min(rn."freeBeds") FROM "RoomNight" rn
        WHERE rn."roomTypeId" = ${roomType}.id AND rn.night >= ${stay.checkIn}::date AND rn.night < ${stay.checkOut}::date),
        ${roomType}."totalBeds"))`;

/**
 * True when no night of the stay has fewer than `beds` free beds for the room type `roomType` (an
 * alias in the enclosing query). It probes only the short nights (an index on roomTypeId,
 * freeBeds, night), which keeps the search's availability filter cheap.
 */
export const hasFreeBedsSql = (roomType: Prisma.Sql, stay: Stay, beds: number) =>
  Prisma.sql`NOT EXISTS (SELECT 1 FROM "RoomNight" rn WHERE rn."roomTypeId" = ${roomType}.id
          AND rn.night >= ${stay.checkIn}::date AND rn.night < ${stay.checkOut}::date
          AND rn."freeBeds" < ${beds}::int)`;

/** Reservation statuses whose beds a night's calendar shows as booked (paid); the other holds are held. */
const BOOKED = ['PAID', 'COMPLETED'];
const HELD = ['PENDING', 'ACCEPTED'];

/** One night of a room type's calendar, in beds. */
export interface NightBeds {
  night: string;
  totalBeds: number;
  freeBeds: number;
  heldBeds: number;
  bookedBeds: number;
  blockedBeds: number;
}

/**
 * Every night of [from, to) of a room type: free and blocked beds from its inventory (a night
 * without a row has every bed free), held and booked beds from the reservations holding them.
 */
export const calendarNights = (sql: SqlQuery, roomTypeId: string, from: string, to: string) =>
  sql<NightBeds>(Prisma.sql`
    SELECT to_char(d, 'YYYY-MM-DD') AS night,
           COALESCE(rn."totalBeds", rt."totalBeds")::int AS "totalBeds",
           COALESCE(rn."freeBeds", rt."totalBeds")::int AS "freeBeds",
           COALESCE((SELECT SUM(r.beds) FROM "Reservation" r WHERE r."roomTypeId" = rt.id
             AND r."checkIn" <= d::date AND r."checkOut" > d::date AND r.status::text = ANY(${HELD}::text[])), 0)::int AS "heldBeds",
           COALESCE((SELECT SUM(r.beds) FROM "Reservation" r WHERE r."roomTypeId" = rt.id
             AND r."checkIn" <= d::date AND r."checkOut" > d::date AND r.status::text = ANY(${BOOKED}::text[])), 0)::int AS "bookedBeds",
           COALESCE(rn."blockedBeds", 0)::int AS "blockedBeds"
    FROM "RoomType" rt
    CROSS JOIN generate_series(${from}::date, ${to}::date - 1, interval '1 day') AS d
    LEFT JOIN "RoomNight" rn ON rn."roomTypeId" = rt.id AND rn.night = d::date
    WHERE rt.id = ${roomTypeId}::uuid
    ORDER BY d`);

/** A night of a room type that has been held or blocked (a row of RoomNight). */
export interface StoredNight {
  night: string;
  freeBeds: number;
  blockedBeds: number;
}

/**
 * Free and blocked beds of the room type's nights of [from, to) that were ever held or blocked, in
 * order (a night without a row has every bed free): a lean read over long ranges, unlike the calendar.
 */
export const storedNights = (sql: SqlQuery, roomTypeId: string, from: string, to: string) =>
  sql<StoredNight>(Prisma.sql`
    SELECT to_char(night, 'YYYY-MM-DD') AS night, "freeBeds", "blockedBeds" FROM "RoomNight"
    WHERE "roomTypeId" = ${roomTypeId}::uuid AND night >= ${from}::date AND night < ${to}::date
    ORDER BY night`);

/** One hostel's beds over the coming nights, in bed-nights. */
export interface HostelOccupancy {
  hostelId: string;
  hostelName: string;
  /** Every bed of its active room types on every night. */
  bedNights: number;
  /** Held or booked by reservations. */
  occupiedBedNights: number;
  blockedBedNights: number;
}

/**
 * The owner's listed hostels (published or suspended) over the `nights` nights from today where
 * each hostel is (`now` read in its time zone), in one statement whatever their number.
 */
export const occupancyStatement = (ownerId: string, now: Date, nights: number) => Prisma.sql`
  SELECT h.id AS "hostelId", h.name AS "hostelName",
         (SUM(rt."totalBeds") * ${nights}::int)::int AS "bedNights",
         COALESCE(SUM(n.occupied), 0)::int AS "occupiedBedNights",
         COALESCE(SUM(n.blocked), 0)::int AS "blockedBedNights"
  FROM "Hostel" h
  JOIN "RoomType" rt ON rt."hostelId" = h.id AND NOT rt.archived
  LEFT JOIN LATERAL (
    SELECT SUM(rn."totalBeds" - rn."freeBeds" - rn."blockedBeds") AS occupied, SUM(rn."blockedBeds") AS blocked
    FROM "RoomNight" rn
    WHERE rn."roomTypeId" = rt.id
      AND rn.night >= (${now}::timestamptz AT TIME ZONE h."timeZone")::date
      AND rn.night < (${now}::timestamptz AT TIME ZONE h."timeZone")::date + ${nights}::int
  ) n ON true
  WHERE h."ownerId" = ${ownerId}::uuid AND h.status IN ('PUBLISHED', 'SUSPENDED')
  GROUP BY h.id, h.name
  ORDER BY h.name, h.id`;

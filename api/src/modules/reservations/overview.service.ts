// The owner's dashboard figures: requests waiting for an answer, arrivals and departures of the
// coming week, and occupancy of the coming month. Each figure is one statement over all the owner's
// hostels, so the cost does not grow with their number (a test counts the statements).
import type { Database } from '../../core/db.js';
import { Prisma, type User } from '../../generated/prisma/client.js';
import { occupancyStatement, type HostelOccupancy } from '../inventory/index.js';

/** How many of the requests with the nearest deadlines the overview lists. */
export const WAITING_SHOWN = 5;
export const ARRIVALS_DAYS = 7;
export const OCCUPANCY_NIGHTS = 30;

export interface WaitingRequest {
  id: string;
  code: string;
  hostelName: string;
  hostelTimeZone: string;
  responseDeadline: Date;
  checkIn: string;
  beds: number;
}

export interface OwnerOverview {
  waitingCount: number;
  waiting: WaitingRequest[];
  checkIns: number;
  checkOuts: number;
  occupancy: HostelOccupancy[];
}

/** "Today" is each hostel's own calendar day at `now`. */
const countsStatement = (ownerId: string, now: Date) => {
  const today = Prisma.sql`(${now}::timestamptz AT TIME ZONE h."timeZone")::date`;
  return Prisma.sql`
    SELECT COUNT(*) FILTER (WHERE r.status = 'PENDING')::int AS "waitingCount",
      COUNT(*) FILTER (WHERE r.status = 'PAID' AND r."checkIn" >= ${today}
        AND r."checkIn" < ${today} + ${ARRIVALS_DAYS}::int)::int AS "checkIns",
      COUNT(*) FILTER (WHERE r.status IN ('PAID', 'COMPLETED') AND r."checkOut" >= ${today}
        AND r."checkOut" < ${today} + ${ARRIVALS_DAYS}::int)::int AS "checkOuts"
    FROM "Reservation" r JOIN "Hostel" h ON h.id = r."hostelId"
    WHERE r."ownerId" = ${ownerId}::uuid AND r.status IN ('PENDING', 'PAID', 'COMPLETED')`;
};

const waitingStatement = (ownerId: string) => Prisma.sql`
  SELECT r.id, r.code, h.name AS "hostelName", h."timeZone" AS "hostelTimeZone", r."responseDeadline",
    to_char(r."checkIn", 'YYYY-MM-DD') AS "checkIn", r.beds
  FROM "Reservation" r JOIN "Hostel" h ON h.id = r."hostelId"
  WHERE r."ownerId" = ${ownerId}::uuid AND r.status = 'PENDING'
  ORDER BY r."responseDeadline", r.id
  LIMIT ${WAITING_SHOWN}`;

export async function ownerOverview(db: Database, owner: User, now = new Date()): Promise<OwnerOverview> {
  const [[counts], waiting, occupancy] = await Promise.all([
    db.query<{ waitingCount: number; checkIns: number; checkOuts: number }>(countsStatement(owner.id, now)),
    db.query<WaitingRequest>(waitingStatement(owner.id)),
    db.query<HostelOccupancy>(occupancyStatement(owner.id, now, OCCUPANCY_NIGHTS)),
  ]);
  return { ...counts!, waiting, occupancy };
}

// The owner's dashboard figures: requests waiting for an answer, arrivals and departures of the
// coming week, and occupancy of the coming month. Each figure is one statement over all the owner's
// hostels, so the cost does not grow with their number (a test counts the statements).
import type { Database } from '../../core/db.js';
import type { User } from '../../generated/prisma/client.js';
import { occupancyStatement, type HostelOccupancy } from '../inventory/index.js';
import { overviewCounts, waitingRequests } from './overview.sql.js';

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

export async function ownerOverview(db: Database, owner: User, now = new Date()): Promise<OwnerOverview> {
  const [counts, waiting, occupancy] = await Promise.all([
    overviewCounts(db.query, owner.id, now, ARRIVALS_DAYS),
    waitingRequests(db.query, owner.id, WAITING_SHOWN),
    db.query<HostelOccupancy>(occupancyStatement(owner.id, now, OCCUPANCY_NIGHTS)),
  ]);
  return { ...counts, waiting, occupancy };
}

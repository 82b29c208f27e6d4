import type { Database } from '../../core/db.js';
import type { Hostel, ReservationEvent } from '../../generated/prisma/client.js';
import { batchLoader, groupBy, perRequest } from '../../core/loaders.js';
import { contactsOpenPairs } from './contact-details.sql.js';
import { pairKey, type StudentAtHostel } from './contact-details.js';
import type { ReservationPartyObject } from './reservation.types.js';

/**
 * Relations of a page of reservations, one statement per relation whatever the page size. The
 * keys come from reservations the viewer may see: callers check the policy before loading.
 */
function createLoaders(db: Database) {
  return {
    hostel: batchLoader<string, Hostel | null>(async (ids) => {
      const rows = await db.prisma.hostel.findMany({ where: { id: { in: ids } } });
      return new Map(rows.map((row) => [row.id, row]));
    }, null),

    roomTypeName: batchLoader<string, string | null>(async (ids) => {
      const rows = await db.prisma.roomType.findMany({
        where: { id: { in: ids } },
        select: { id: true, name: true },
      });
      return new Map(rows.map((row) => [row.id, row.name]));
    }, null),

    party: batchLoader<string, ReservationPartyObject | null>(async (ids) => {
      const rows = await db.prisma.user.findMany({
        where: { id: { in: ids } },
        select: { id: true, displayName: true },
      });
      return new Map(rows.map((row) => [row.id, row]));
    }, null),

    /** Whether contact details flow freely between a student and a hostel (contact-details.ts). */
    contactsOpen: batchLoader<StudentAtHostel, boolean>(
      async (pairs) => {
        const open = await contactsOpenPairs(db.query, pairs);
        return new Map(pairs.map((pair) => [pairKey(pair), open.has(pairKey(pair))]));
      },
      false,
      pairKey,
    ),

    events: batchLoader<string, ReservationEvent[]>(async (ids) => {
      const rows = await db.prisma.reservationEvent.findMany({
        where: { reservationId: { in: ids } },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      });
      return groupBy(rows, (row) => row.reservationId);
    }, []),
  };
}

/** The reservation loaders of one request. */
export const reservationLoaders = perRequest((ctx: { db: Database }) => createLoaders(ctx.db));

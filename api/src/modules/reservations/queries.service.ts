import {
  isUuid,
  OWNER_RESERVATION_GROUP_NAMES,
  OWNER_RESERVATION_GROUPS,
  ownerReservationGroup,
  type OwnerReservationGroup,
} from '@hostel/common';
import type { Database } from '../../core/db.js';
import { notFound } from '../../core/errors.js';
import { checkSearchText } from '../../core/field-check.js';
import type { Prisma, Reservation, ReservationStatus, User } from '../../generated/prisma/client.js';
import {
  afterTimeCursor,
  keysetConnection,
  updatedSinceWhere,
  keysetOrder,
  pageSize,
  type PageArgs,
} from '../../core/pagination.js';
import { canViewReservation } from './reservation.policies.js';

export interface ListArgs extends PageArgs {
  status?: ReservationStatus | null;
  updatedSince?: Date | null;
}

/** NOT_FOUND unless the user is the reservation's student, its hostel's owner or an admin. */
export function checkCanView(user: User | null | undefined, reservation: Reservation | null): Reservation {
  if (!user || !reservation || !canViewReservation(user, reservation)) throw notFound('The reservation');
  return reservation;
}

/** One reservation for its student, its hostel's owner or an admin; NOT_FOUND for anybody else. */
export async function findReservation(db: Database, user: User, id: string) {
  if (!isUuid(id)) throw notFound('The reservation');
  return checkCanView(user, await db.prisma.reservation.findUnique({ where: { id } }));
}

/** A page of reservations matching `where`, newest first. */
export async function listReservations(db: Database, where: Prisma.ReservationWhereInput, args: ListArgs) {
  const filtered = {
    AND: [where, args.status ? { status: args.status } : {}, updatedSinceWhere(args.updatedSince)],
  };
  const page = { AND: [filtered, afterTimeCursor<Prisma.ReservationWhereInput>(args, 'createdAt')] };
  const [rows, totalCount] = await Promise.all([
    db.prisma.reservation.findMany({
      where: page,
      orderBy: keysetOrder(args, [{ createdAt: 'desc' }, { id: 'desc' }]),
      take: pageSize(args) + 1,
    }),
    db.prisma.reservation.count({ where: filtered }),
  ]);
  return keysetConnection(
    rows,
    args,
    totalCount,
    (row) => [row.createdAt, row.id],
    (row) => row,
  );
}

export const myReservations = (db: Database, student: User, args: ListArgs) =>
  listReservations(db, { studentId: student.id }, args);

/** The owner's reservations, optionally one tab's (`group`); a status narrows it further. */
export const ownerReservations = (
  db: Database,
  owner: User,
  args: ListArgs & { group?: OwnerReservationGroup | null },
) =>
  listReservations(
    db,
    {
      ownerId: owner.id,
      ...(args.group ? { status: { in: [...OWNER_RESERVATION_GROUPS[args.group]] } } : {}),
    },
    args,
  );

/** How many of the owner's reservations each tab holds, every tab listed (zero included). */
export async function ownerReservationCounts(db: Database, owner: User) {
  const rows = await db.prisma.reservation.groupBy({
    by: ['status'],
    where: { ownerId: owner.id },
    _count: { _all: true },
  });
  const counts = new Map(OWNER_RESERVATION_GROUP_NAMES.map((group) => [group, 0]));
  for (const row of rows) {
    const group = ownerReservationGroup(row.status);
    counts.set(group, counts.get(group)! + row._count._all);
  }
  return [...counts].map(([group, count]) => ({ group, count }));
}

/** Requests waiting for the owner's answer (the badge on the reservations tab). */
export const pendingReservationCount = (db: Database, owner: User, now = new Date()) =>
  db.prisma.reservation.count({
    where: { ownerId: owner.id, status: 'PENDING', responseDeadline: { gt: now } },
  });

/** Admin search: code (exact, any case), student email or name, or hostel name (contains), status. */
export function adminReservations(db: Database, args: ListArgs & { search?: string | null }) {
  const term = checkSearchText(args.search, 'search');
  const where: Prisma.ReservationWhereInput = term
    ? {
        OR: [
          { code: term.toUpperCase() },
          { student: { email: { contains: term, mode: 'insensitive' } } },
          { student: { displayName: { contains: term, mode: 'insensitive' } } },
          { hostel: { name: { contains: term, mode: 'insensitive' } } },
        ],
      }
    : {};
  return listReservations(db, where, args);
}

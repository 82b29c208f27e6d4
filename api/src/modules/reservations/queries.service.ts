import type { PrismaClient } from '../../core/db.js';
import { notFound } from '../../core/errors.js';
import type { Prisma, Reservation, ReservationStatus, User } from '../../generated/prisma/client.js';
import { afterTimeCursor, keysetConnection } from '../../core/pagination.js';
import { isUuid } from '../hostels/listing.shared.js';
import { canViewReservation } from './reservation.policies.js';

export interface ListArgs {
  first: number;
  after?: string | null;
  status?: ReservationStatus | null;
}

/** NOT_FOUND unless the user is the reservation's student, its hostel's owner or an admin. */
export function checkCanView(user: User | null | undefined, reservation: Reservation | null): Reservation {
  if (!user || !reservation || !canViewReservation(user, reservation)) throw notFound('The reservation');
  return reservation;
}

/** One reservation for its student, its hostel's owner or an admin; NOT_FOUND for anybody else. */
export async function findReservation(prisma: PrismaClient, user: User, id: string) {
  if (!isUuid(id)) throw notFound('The reservation');
  return checkCanView(user, await prisma.reservation.findUnique({ where: { id } }));
}

/** A page of reservations matching `where`, newest first. */
export async function listReservations(
  prisma: PrismaClient,
  where: Prisma.ReservationWhereInput,
  args: ListArgs,
) {
  const filtered = { ...where, ...(args.status ? { status: args.status } : {}) };
  const page = { AND: [filtered, afterTimeCursor<Prisma.ReservationWhereInput>(args.after, 'createdAt')] };
  const [rows, totalCount] = await Promise.all([
    prisma.reservation.findMany({
      where: page,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: args.first + 1,
    }),
    prisma.reservation.count({ where: filtered }),
  ]);
  return keysetConnection(
    rows,
    args,
    totalCount,
    (row) => [row.createdAt, row.id],
    (row) => row,
  );
}

export const myReservations = (prisma: PrismaClient, student: User, args: ListArgs) =>
  listReservations(prisma, { studentId: student.id }, args);

export const ownerReservations = (prisma: PrismaClient, owner: User, args: ListArgs) =>
  listReservations(prisma, { ownerId: owner.id }, args);

/** Requests waiting for the owner's answer (the badge on the reservations tab). */
export const pendingReservationCount = (prisma: PrismaClient, owner: User, now = new Date()) =>
  prisma.reservation.count({
    where: { ownerId: owner.id, status: 'PENDING', responseDeadline: { gt: now } },
  });

/** Admin search: code (exact, any case), student email or name, or hostel name (contains), status. */
export function adminReservations(prisma: PrismaClient, args: ListArgs & { search?: string | null }) {
  const term = args.search?.trim();
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
  return listReservations(prisma, where, args);
}

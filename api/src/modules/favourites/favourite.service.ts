import { isUuid } from '@hostel/common';
import { writeAs } from '../../core/acting-user.js';
import type { Database } from '../../core/db.js';
import { notFound } from '../../core/errors.js';
import type { Prisma, User } from '../../generated/prisma/client.js';
import { canFavouriteHostel, type HostelNode } from '../hostels/index.js';
import {
  afterTimeCursor,
  keysetConnection,
  keysetOrder,
  pageSize,
  type PageArgs,
} from '../../core/pagination.js';

/** Favourites a published hostel; favouriting it again changes nothing (unique pair). */
export async function addFavourite(db: Database, user: User, hostelId: string): Promise<HostelNode> {
  const hostel = isUuid(hostelId) ? await db.prisma.hostel.findUnique({ where: { id: hostelId } }) : null;
  if (!hostel || !canFavouriteHostel(hostel)) throw notFound('The hostel');
  // INSERT ... ON CONFLICT DO NOTHING: two quick taps on the heart leave one row and no error.
  await writeAs(db, user.id, (tx) =>
    tx.favourite.createMany({ data: [{ userId: user.id, hostelId }], skipDuplicates: true }),
  );
  return { ...hostel, isFavourite: true };
}

/** Removes a favourite if there is one (also for hostels no longer published). */
export async function removeFavourite(db: Database, user: User, hostelId: string): Promise<boolean> {
  if (isUuid(hostelId)) {
    await writeAs(db, user.id, (tx) => tx.favourite.deleteMany({ where: { userId: user.id, hostelId } }));
  }
  return true;
}

/** The viewer's favourite hostels that are still published, most recently added first. */
export async function myFavourites(db: Database, user: User, args: PageArgs) {
  const where = { userId: user.id, hostel: { status: 'PUBLISHED' as const } };
  const page = afterTimeCursor<Prisma.FavouriteWhereInput>(args, 'createdAt');
  const [rows, totalCount] = await Promise.all([
    db.prisma.favourite.findMany({
      where: { ...where, ...page },
      include: { hostel: true },
      orderBy: keysetOrder(args, [{ createdAt: 'desc' }, { id: 'desc' }]),
      take: pageSize(args) + 1,
    }),
    db.prisma.favourite.count({ where }),
  ]);
  return keysetConnection(
    rows,
    args,
    totalCount,
    (favourite) => [favourite.createdAt, favourite.id],
    (favourite): HostelNode => ({ ...favourite.hostel, isFavourite: true }),
  );
}

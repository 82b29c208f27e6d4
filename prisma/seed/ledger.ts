// Money and inventory summaries derived from the seeded reservations: payouts of old earnings and
// the free beds per night.
import type { PrismaClient } from '../../api/src/core/db.js';
import type { Prisma } from '../../api/src/generated/prisma/client.js';
import { recountBeds } from '../../api/src/modules/inventory/index.js';
import { addDays, seedId } from './random.js';

/** Earnings of stays that began over 30 days ago were paid out: one payout per owner and currency. */
export async function seedPayouts(
  prisma: PrismaClient,
  earnings: Prisma.EarningCreateManyInput[],
  today: Date,
) {
  const cutoff = addDays(today, -30).getTime();
  const groups = new Map<string, Prisma.EarningCreateManyInput[]>();
  for (const e of earnings) {
    if (e.status !== 'AVAILABLE' || new Date(e.availableAt).getTime() > cutoff) continue;
    const key = `${e.ownerId}/${e.currency}`;
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  const payouts: Prisma.PayoutCreateManyInput[] = [];
  for (const [key, group] of groups) {
    const payoutId = seedId(`payout/${key}`);
    const amount = group.reduce((sum, e) => sum + e.net, 0);
    payouts.push({
      id: payoutId,
      ownerId: group[0]!.ownerId,
      amount,
      currency: group[0]!.currency,
      status: 'PAID',
      // Requested once the money was available (over 30 days ago), paid by an admin a week ago.
      createdAt: addDays(today, -9),
      paidAt: addDays(today, -7),
    });
    group.forEach((e) => Object.assign(e, { status: 'PAID_OUT', payoutId }));
  }
  await prisma.payout.createMany({ data: payouts, skipDuplicates: true });
}

/**
 * Free beds per night = total beds minus the beds every holding reservation (pending, accepted,
 * paid, completed) takes, recomputed from all reservations of these room types, so it also stays
 * right when the seed runs over data the app has changed.
 */
export const syncRoomNights = (prisma: PrismaClient, roomTypeIds: string[]) =>
  recountBeds(prisma, roomTypeIds, ['PENDING', 'ACCEPTED', 'PAID', 'COMPLETED']);

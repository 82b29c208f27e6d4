// Reviews (with the hostels' rating average and count kept in step), conversations and the
// platform settings.
import type { PrismaClient } from '../../api/src/core/db.js';
import type { Prisma } from '../../api/src/generated/prisma/client.js';
import { recomputeRatingsStatement } from '../../api/src/modules/reviews/review.sql.js';
import { userId } from './accounts.js';
import { REVIEW_COMMENTS } from './data.js';
import { createRandom, seedId } from './random.js';
import type { SeededReservation } from './reservations.js';

export const SEED_SETTINGS = {
  platformFeePercent: 10,
  currency: 'USD',
  // Illustrative rates for the demo cities' currencies, so a search across them orders them.
  exchangeRates: { EUR: 0.92, GHS: 15.5, KES: 129 },
  reservationHoldHours: 48,
  paymentHoldHours: 24,
};

export async function seedSettings(prisma: PrismaClient) {
  await prisma.setting.createMany({
    data: Object.entries(SEED_SETTINGS).map(([key, value]) => ({ key, value })),
    skipDuplicates: true,
  });
}

export async function seedReviews(
  prisma: PrismaClient,
  reservations: SeededReservation[],
  hostelIds: string[],
) {
  const r = createRandom(303);
  const stars = (base: number) => Math.max(1, Math.min(5, base + r.int(-1, 1)));
  const reviews: Prisma.ReviewCreateManyInput[] = [];
  reservations
    .filter((res) => res.status === 'COMPLETED')
    .forEach((res, i) => {
      if (i % 7 === 6) return; // not every guest writes a review
      const quality = r.int(3, 5);
      reviews.push({
        id: seedId(`review/${res.id}`),
        reservationId: res.id,
        hostelId: res.hostelId,
        roomTypeId: res.roomTypeId,
        authorId: res.studentId,
        overall: stars(quality),
        cleanliness: stars(quality),
        location: stars(quality),
        value: stars(quality),
        security: stars(quality),
        staff: stars(quality),
        comment: r.pick(REVIEW_COMMENTS),
        status: i === 3 ? 'HIDDEN' : 'PUBLISHED',
        hiddenReason: i === 3 ? 'Contains a phone number.' : null,
        ...(i % 3 === 0
          ? {
              ownerReply: 'Thank you for staying with us, we hope to see you again!',
              ownerRepliedAt: new Date(),
            }
          : {}),
      });
    });
  await prisma.review.createMany({ data: reviews, skipDuplicates: true });
  // Recomputed from the published reviews by the reviews module's own statement, so the numbers
  // match whatever reviews exist.
  await prisma.$executeRaw(recomputeRatingsStatement(hostelIds));
}

export async function seedConversations(prisma: PrismaClient, reservations: SeededReservation[]) {
  const conversations: Prisma.ConversationCreateManyInput[] = [];
  const messages: Prisma.MessageCreateManyInput[] = [];
  const seen = new Set<string>();
  const lines = [
    [
      'Hello! Is the room still available for those dates?',
      'Yes it is. I have accepted your request, you can pay now.',
    ],
    ['Is there a place to keep a bicycle?', 'There is bike storage by the gate, free for residents.'],
    ['Can I move in a day earlier?', 'Of course, the caretaker will be there from 9:00.'],
  ];
  const start = Date.now() - 5 * 24 * 3_600_000;
  for (const res of reservations.filter((x) => x.status !== 'EXPIRED')) {
    const pair = `${res.hostelId}/${res.studentId}`;
    if (seen.has(pair) || (res.studentId !== userId('demo-student') && seen.size > 30)) continue;
    seen.add(pair);
    const id = seedId(`conversation/${pair}`);
    const [question, answer] = lines[seen.size % lines.length]!;
    const at = (minutes: number) => new Date(start + seen.size * 3_600_000 + minutes * 60_000);
    messages.push(
      {
        id: seedId(`message/${pair}/0`),
        clientId: seedId(`message/${pair}/0`),
        conversationId: id,
        senderId: res.studentId,
        body: question!,
        createdAt: at(0),
      },
      {
        id: seedId(`message/${pair}/1`),
        clientId: seedId(`message/${pair}/1`),
        conversationId: id,
        senderId: res.ownerId,
        body: answer!,
        createdAt: at(42),
      },
    );
    conversations.push({
      id,
      hostelId: res.hostelId,
      studentId: res.studentId,
      ownerId: res.ownerId,
      reservationId: res.id,
      lastMessageAt: at(42),
      ownerReadAt: at(42),
      studentReadAt: seen.size % 2 ? at(50) : at(0),
    });
  }
  await prisma.conversation.createMany({ data: conversations, skipDuplicates: true });
  await prisma.message.createMany({ data: messages, skipDuplicates: true });
}

// Turns feed events into webhook deliveries, after commit and never in the way of the change: each
// subscription keeps the last event id it has handled, never past the feed's end (FEED_END: no event
// can commit below it later), so reading after that id never skips an event. The unique
// (subscriptionId, eventId) makes a re-read event one delivery, never two.
import { BATCH_SIZE, processClaimed, type Job } from '../../core/jobs.js';
import { sqlOf, type Tx } from '../../core/db.js';
import { Prisma, type DomainEventType, type Role, type UserStatus } from '../../generated/prisma/client.js';
import { eventPayload, FEED_END, readEvents, RESERVATION_EVENT_TYPES } from '../events/index.js';

/** Events one subscription takes into deliveries per pass. */
export const FANOUT_LIMIT = 500;
/**
 * How often the fan-out looks for new events (a cheap read when there are none). Events do not
 * wake it by NOTIFY: that would make every event-writing commit wait for the others (core/jobs.ts).
 */
export const FANOUT_POLL_MS = 500;

interface SubscriptionRow {
  id: string;
  events: DomainEventType[];
  lastEventId: bigint;
  scopes: string[];
  userId: string | null;
  role: Role | null;
  status: UserStatus | null;
}

export const fanoutJob: Job = {
  name: 'webhooks.fanout',
  pollMs: FANOUT_POLL_MS,
  run: (db, now, stop) =>
    processClaimed(
      db,
      stop,
      (tx) => tx.$queryRaw<{ id: string }[]>`
        SELECT s.id FROM "WebhookSubscription" s
        WHERE s.active AND s."lastEventId" < ${FEED_END}
        ORDER BY s.id LIMIT ${BATCH_SIZE} FOR UPDATE SKIP LOCKED`,
      (tx, id) => fanOut(tx, id, now),
    ),
};

async function fanOut(tx: Tx, id: string, now: Date) {
  const [sub] = await tx.$queryRaw<SubscriptionRow[]>`
    SELECT s.id, s.events::text[] AS events, s."lastEventId", c.scopes, u.id AS "userId", u.role, u.status
    FROM "WebhookSubscription" s JOIN "ApiClient" c ON c.id = s."apiClientId"
    LEFT JOIN "User" u ON u.id = c."createdById" AND c."revokedAt" IS NULL
    WHERE s.id = ${id}::uuid`;
  if (!sub) return;
  const [latest] = await tx.$queryRaw<{ max: bigint }[]>`SELECT ${FEED_END} AS max`;
  const max = latest!.max;
  let cursor = max;
  // A suspended or removed owner, or a revoked client, receives nothing meanwhile.
  if (sub.userId && sub.status === 'ACTIVE') {
    // What the client's owner may read, of the kinds subscribed to, within the client's scopes.
    const types = sub.events.filter(
      (type) => sub.scopes.includes('reservations:read') || !RESERVATION_EVENT_TYPES.includes(type),
    );
    const rows = await readEvents(
      sqlOf(tx),
      { id: sub.userId, role: sub.role! },
      { after: sub.lastEventId, upTo: max, limit: FANOUT_LIMIT, types },
    );
    if (rows.length > 0) {
      await tx.$executeRaw`
        INSERT INTO "WebhookDelivery" (id, "subscriptionId", "eventId", event, "subjectId", sequence, payload,
          "nextAttemptAt", "updatedAt")
        SELECT gen_random_uuid(), ${sub.id}::uuid, x.id, x.type::"DomainEventType", x.subject, x.sequence,
          x.payload::jsonb, ${now}, now()
        FROM unnest(${rows.map((row) => row.id.toString())}::bigint[], ${rows.map((row) => row.type)}::text[],
                    ${rows.map((row) => row.subjectId)}::uuid[], ${rows.map((row) => row.sequence)}::int[],
                    ${rows.map((row) => JSON.stringify(eventPayload(row)))}::text[])
          AS x(id, type, subject, sequence, payload)
        ON CONFLICT ("subscriptionId", "eventId") DO NOTHING`;
    }
    if (rows.length === FANOUT_LIMIT) cursor = BigInt(rows.at(-1)!.id);
  }
  await tx.$executeRaw(
    Prisma.sql`UPDATE "WebhookSubscription" SET "lastEventId" = ${cursor} WHERE id = ${sub.id}::uuid`,
  );
}

// The fan-out's statements: subscriptions behind the feed, each one's reader, and the deliveries it
// takes from the feed (see fanout.job.ts).
import type { SqlQuery } from '../../core/db.js';
import { Prisma, type DomainEventType, type Role, type UserStatus } from '../../generated/prisma/client.js';
import { FEED_END } from '../events/index.js';

export interface SubscriptionRow {
  id: string;
  events: DomainEventType[];
  lastEventId: bigint;
  scopes: string[];
  userId: string | null;
  role: Role | null;
  status: UserStatus | null;
}

/** Locks up to `limit` active subscriptions whose cursor is behind the feed's end. */
export const claimSubscriptionsBehind = (sql: SqlQuery, limit: number) =>
  sql<{ id: string }>(Prisma.sql`
    SELECT s.id FROM "WebhookSubscription" s
    WHERE s.active AND s."lastEventId" < ${FEED_END}
    ORDER BY s.id LIMIT ${limit} FOR UPDATE SKIP LOCKED`);

/** The subscription with its client's scopes and owner (none once the client is revoked). */
export async function subscriptionReader(sql: SqlQuery, id: string): Promise<SubscriptionRow | undefined> {
  const [sub] = await sql<SubscriptionRow>(Prisma.sql`
    SELECT s.id, s.events::text[] AS events, s."lastEventId", c.scopes, u.id AS "userId", u.role, u.status
    FROM "WebhookSubscription" s JOIN "ApiClient" c ON c.id = s."apiClientId"
    LEFT JOIN "User" u ON u.id = c."createdById" AND c."revokedAt" IS NULL
    WHERE s.id = ${id}::uuid`);
  return sub;
}

/** The last event id readers may read now (FEED_END). */
export async function feedEnd(sql: SqlQuery): Promise<bigint> {
  const [latest] = await sql<{ max: bigint }>(Prisma.sql`SELECT ${FEED_END} AS max`);
  return latest!.max;
}

export interface DeliveryInput {
  id: bigint;
  type: DomainEventType;
  subjectId: string;
  sequence: number;
  payload: string;
}

/** One pending delivery per event; an event delivered to the subscription already is skipped. */
export async function insertDeliveries(
  sql: SqlQuery,
  subscriptionId: string,
  events: DeliveryInput[],
  now: Date,
): Promise<void> {
  await sql(Prisma.sql`
    INSERT INTO "WebhookDelivery" (id, "subscriptionId", "eventId", event, "subjectId", sequence, payload,
      "nextAttemptAt", "updatedAt")
    SELECT gen_random_uuid(), ${subscriptionId}::uuid, x.id, x.type::"DomainEventType", x.subject, x.sequence,
      x.payload::jsonb, ${now}, now()
    FROM unnest(${events.map((event) => event.id.toString())}::bigint[], ${events.map((event) => event.type)}::text[],
                ${events.map((event) => event.subjectId)}::uuid[], ${events.map((event) => event.sequence)}::int[],
                ${events.map((event) => event.payload)}::text[])
      AS x(id, type, subject, sequence, payload)
    ON CONFLICT ("subscriptionId", "eventId") DO NOTHING`);
}

export async function setLastEventId(sql: SqlQuery, subscriptionId: string, cursor: bigint): Promise<void> {
  await sql(
    Prisma.sql`UPDATE "WebhookSubscription" SET "lastEventId" = ${cursor} WHERE id = ${subscriptionId}::uuid`,
  );
}

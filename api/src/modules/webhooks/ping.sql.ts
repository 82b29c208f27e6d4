// The ping: a test delivery queued on a subscription's creation and on demand, sent, signed and
// logged like any event's, but not in the feed. Its id is negative (no feed event has it) and its
// subject is the subscription, so pings keep their own order and never wait for other events.
import type { SqlQuery } from '../../core/db.js';
import { Prisma, type WebhookSubscription } from '../../generated/prisma/client.js';

/** Queues a ping to the subscription; answers the delivery's id. */
export async function queuePing(sql: SqlQuery, subscription: Pick<WebhookSubscription, 'id' | 'url'>) {
  const [row] = await sql<{ id: string }>(Prisma.sql`
    WITH ping AS (
      SELECT -(floor(extract(epoch FROM clock_timestamp()) * 1000000))::bigint AS id, now() AS at,
        (SELECT coalesce(max(sequence), 0) + 1 FROM "WebhookDelivery"
         WHERE "subscriptionId" = ${subscription.id}::uuid AND "subjectId" = ${subscription.id}::uuid) AS sequence)
    INSERT INTO "WebhookDelivery" (id, "subscriptionId", "eventId", event, "subjectId", sequence, payload,
      "nextAttemptAt", "updatedAt")
    SELECT gen_random_uuid(), ${subscription.id}::uuid, p.id, 'PING', ${subscription.id}::uuid, p.sequence,
      jsonb_build_object('id', p.id::text, 'type', 'PING', 'subjectId', ${subscription.id}::text,
        'sequence', p.sequence, 'createdAt', to_char(p.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'data', jsonb_build_object('subscriptionId', ${subscription.id}::text, 'url', ${subscription.url}::text)),
      now(), now()
    FROM ping p
    RETURNING id`);
  return row!.id;
}

// The broadcasts' statements (broadcast.service.ts): the audience as SQL, starting a due broadcast,
// and delivering one batch with INSERT ... SELECT under the broadcast's row lock.
import type { BroadcastAudienceName } from '@hostel/common';
import type { SqlQuery } from '../../core/db.js';
import { Prisma, type Broadcast } from '../../generated/prisma/client.js';

interface Audience {
  audience: BroadcastAudienceName;
  city?: string | null;
  universityId?: string | null;
}

/** The audience's users (alias u), active accounts only. */
function audienceSql({ audience, city, universityId }: Audience): Prisma.Sql {
  const active = Prisma.sql`u.status = 'ACTIVE'`;
  switch (audience) {
    case 'ALL':
      return active;
    case 'STUDENTS':
      return Prisma.sql`${active} AND u.role = 'STUDENT'`;
    case 'OWNERS':
      return Prisma.sql`${active} AND u.role = 'OWNER'`;
    case 'CITY':
      return Prisma.sql`${active} AND (
        (u.role = 'STUDENT' AND EXISTS (SELECT 1 FROM "University" un
          WHERE un.id = u."universityId" AND lower(un.city) = lower(${city ?? ''})))
        OR (u.role = 'OWNER' AND EXISTS (SELECT 1 FROM "Hostel" h
          WHERE h."ownerId" = u.id AND lower(h.city) = lower(${city ?? ''}))))`;
    case 'UNIVERSITY':
      return Prisma.sql`${active} AND u.role = 'STUDENT' AND u."universityId" = ${universityId ?? null}::uuid`;
  }
}

/** How many users the audience reaches now. */
export const countAudience = async (sql: SqlQuery, audience: Audience) =>
  (
    await sql<{ count: number }>(
      Prisma.sql`SELECT count(*)::int AS count FROM "User" u WHERE ${audienceSql(audience)}`,
    )
  )[0]!.count;

/** Locks (SKIP LOCKED) the SCHEDULED broadcast due first at `now`; undefined when none is free. */
export async function claimDueBroadcast(sql: SqlQuery, now: Date) {
  const [due] = await sql<Broadcast>(Prisma.sql`
    SELECT * FROM "Broadcast" WHERE status = 'SCHEDULED' AND "sendAt" <= ${now}
    ORDER BY "sendAt" LIMIT 1 FOR UPDATE SKIP LOCKED`);
  return due;
}

/** The broadcast becomes SENDING to `recipients` users. */
export async function startSending(sql: SqlQuery, broadcastId: string, recipients: number): Promise<void> {
  await sql(Prisma.sql`
    UPDATE "Broadcast" SET status = 'SENDING', "startedAt" = now(), "recipientCount" = ${recipients},
      "updatedAt" = now() WHERE id = ${broadcastId}::uuid`);
}

/** Locks (SKIP LOCKED) the broadcast if it is SENDING; undefined when finished or held by another runner. */
export async function lockSending(sql: SqlQuery, broadcastId: string) {
  const [b] = await sql<Broadcast>(Prisma.sql`
    SELECT * FROM "Broadcast" WHERE id = ${broadcastId}::uuid AND status = 'SENDING' FOR UPDATE SKIP LOCKED`);
  return b;
}

/**
 * The next `size` users of the audience after the broadcast's cursor get the notice, its e-mail
 * (unless they turned announcements off) and its pushes; answers the batch's last user, how many
 * it took and how many notices were new.
 */
export async function deliverToNextUsers(sql: SqlQuery, b: Broadcast, size: number) {
  const after = b.cursorUserId ? Prisma.sql`AND u.id > ${b.cursorUserId}::uuid` : Prisma.empty;
  const [result] = await sql<{ lastId: string | null; taken: number; noticed: number }>(Prisma.sql`
    WITH batch AS (
      SELECT u.id, u.email FROM "User" u WHERE ${audienceSql(b)} ${after} ORDER BY u.id LIMIT ${size}
    ), notice AS (
      INSERT INTO "Notification" (id, "userId", type, category, "subjectId", title, body, link, "broadcastId", "updatedAt")
      SELECT gen_random_uuid(), batch.id, 'ANNOUNCEMENT', 'ANNOUNCEMENTS', ${b.id}, ${b.title}, ${b.body}, ${b.link},
             ${b.id}::uuid, now()
      FROM batch
      ON CONFLICT ("userId", type, "subjectId") DO NOTHING
      RETURNING id, "userId"
    ), mail AS (
      INSERT INTO "EmailOutbox" (id, "userId", "notificationId", "broadcastId", category, "to", subject, body, link, "updatedAt")
      SELECT gen_random_uuid(), n."userId", n.id, ${b.id}::uuid, 'ANNOUNCEMENTS', batch.email, ${b.title}, ${b.body},
             ${b.link}, now()
      FROM notice n JOIN batch ON batch.id = n."userId"
      WHERE batch.email IS NOT NULL AND NOT EXISTS (
        SELECT 1 FROM "EmailOptOut" o WHERE o."userId" = n."userId" AND o.category = 'ANNOUNCEMENTS')
      RETURNING 1
    ), push AS (
      INSERT INTO "PushDelivery" (id, "notificationId", "subscriptionId", "updatedAt")
      SELECT gen_random_uuid(), n.id, s.id, now()
      FROM notice n JOIN "PushSubscription" s ON s."userId" = n."userId"
      WHERE NOT EXISTS (
        SELECT 1 FROM "PushOptOut" o WHERE o."userId" = n."userId" AND o.category = 'ANNOUNCEMENTS')
    )
    SELECT (SELECT id FROM batch ORDER BY id DESC LIMIT 1) AS "lastId",
           (SELECT count(*) FROM batch)::int AS taken,
           (SELECT count(*) FROM notice)::int AS noticed,
           (SELECT count(*) FROM mail)::int AS mailed`);
  return result!;
}

/** Moves the cursor to `lastId` (when the batch took anyone) and counts the notices; SENT when `done`. */
export async function advanceBroadcast(
  sql: SqlQuery,
  broadcastId: string,
  batch: { lastId: string | null; noticed: number; done: boolean },
): Promise<void> {
  await sql(Prisma.sql`
    UPDATE "Broadcast" SET "cursorUserId" = COALESCE(${batch.lastId}::uuid, "cursorUserId"),
      "deliveredCount" = "deliveredCount" + ${batch.noticed},
      status = ${batch.done ? 'SENT' : 'SENDING'}::"BroadcastStatus",
      "finishedAt" = ${batch.done ? Prisma.sql`now()` : Prisma.sql`NULL`}, "updatedAt" = now()
    WHERE id = ${broadcastId}::uuid`);
}

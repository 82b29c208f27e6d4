// Admin broadcasts: an announcement to an audience, delivered by the workers' job in keyset batches.
// Each batch is one transaction holding the broadcast's row lock (SKIP LOCKED: a second runner on
// another instance moves on) that writes a batch of notices and their e-mails with INSERT ... SELECT
// and moves the cursor, so a crash or a retry resumes where the last commit left off and a user
// never gets the announcement twice (the notice's unique key backs that up).
import { setTimeout as sleep } from 'node:timers/promises';
import { checkBroadcast, checkBroadcastTime, isUuid } from '@hostel/common';
import { writeAs } from '../../core/acting-user.js';
import { audit } from '../../core/audit.js';
import type { Database } from '../../core/db.js';
import { notFound } from '../../core/errors.js';
import { FieldCheck } from '../../core/field-check.js';
import {
  afterTimeCursor,
  keysetConnection,
  type ConnectionArgs,
  keysetOrder,
  pageSize,
} from '../../core/pagination.js';
import type { Broadcast, Prisma, User } from '../../generated/prisma/client.js';
import {
  advanceBroadcast,
  claimDueBroadcast,
  countAudience,
  deliverToNextUsers,
  lockSending,
  startSending,
} from './broadcast.sql.js';
import type { BroadcastAudienceInput, BroadcastObject, SendBroadcastInput } from './broadcast.types.js';

/**
 * How a delivery shares the machine with the requests (bench:broadcast). A batch keeps a PostgreSQL
 * core busy while it runs: batches are sized from the last one's time to take about `targetMs` (more
 * users when they run fast, fewer on a loaded machine), and the writer then rests as long again
 * (`duty` 0.5), so it holds at most half a core and a request meets at most one short batch. The rest
 * shrinks when the delivery would fall below `minRate` users a second (100,000 in 40 s): on a machine
 * too busy for both, the broadcast still arrives within its minute.
 */
export const BROADCAST_BATCH = { first: 500, min: 100, max: 2000, targetMs: 50, duty: 0.5, minRate: 2500 };

/** The rest after a batch of `size` users that took `ms`. */
export function restAfter(size: number, ms: number): number {
  const { duty, minRate } = BROADCAST_BATCH;
  return Math.max(0, Math.min((ms * (1 - duty)) / duty, (size * 1000) / minRate - ms));
}

/** The next batch's size after one of `size` users took `ms`: at most twice the last. */
export function nextBatchSize(size: number, ms: number): number {
  const { min, max, targetMs } = BROADCAST_BATCH;
  return Math.round(Math.min(max, size * 2, Math.max(min, (size * targetMs) / Math.max(ms, 1))));
}

/** Checks the audience's own fields (a city, a university that exists); returns them cleaned. */
async function checkAudience(db: Database, check: FieldCheck, input: BroadcastAudienceInput) {
  const city = input.audience === 'CITY' ? check.text('city', input.city ?? '', 'The city', 1, 100) : null;
  let universityId: string | null = null;
  if (input.audience === 'UNIVERSITY') {
    const id = input.universityId ?? '';
    const found = isUuid(id)
      ? await db.prisma.university.findUnique({ where: { id }, select: { id: true } })
      : null;
    if (!found) check.add('universityId', 'Choose a university.');
    else universityId = found.id;
  }
  return { audience: input.audience, city, universityId };
}

/** How many users an audience reaches now. */
export async function broadcastAudienceCount(db: Database, input: BroadcastAudienceInput): Promise<number> {
  const check = new FieldCheck();
  const audience = await checkAudience(db, check, input);
  check.throwIfAny();
  return countAudience(db.query, audience);
}

/** Stores a broadcast to go out now or at `sendAt`; audited. Delivery is the job's (see deliverBroadcasts). */
export async function createBroadcast(
  db: Database,
  admin: User,
  input: SendBroadcastInput,
  now = new Date(),
): Promise<Broadcast> {
  const check = new FieldCheck();
  const { title, body, link } = checkBroadcast(check, input);
  checkBroadcastTime(check, input.sendAt, now);
  const audience = await checkAudience(db, check, input);
  check.throwIfAny();
  return writeAs(db, admin.id, async (tx) => {
    const row = await tx.broadcast.create({
      data: {
        authorId: admin.id,
        ...audience,
        title,
        body,
        link,
        sendAt: input.sendAt && input.sendAt > now ? input.sendAt : now,
      },
    });
    await audit(tx, {
      actorId: admin.id,
      action: 'broadcast.create',
      entity: 'Broadcast',
      entityId: row.id,
      details: {
        audience: row.audience,
        city: row.city,
        universityId: row.universityId,
        sendAt: row.sendAt.toISOString(),
      },
    });
    return row;
  });
}

/** Due SCHEDULED broadcasts become SENDING, with the audience counted at that moment. */
async function startDue(db: Database, now: Date): Promise<void> {
  for (;;) {
    const started = await db.transaction(async (sql) => {
      const due = await claimDueBroadcast(sql, now);
      if (!due) return false;
      await startSending(sql, due.id, await countAudience(sql, due));
      return true;
    });
    if (!started) return;
  }
}

/**
 * One batch of a SENDING broadcast: the next `size` users after the cursor get the notice (and its
 * e-mail unless they turned announcements off). Answers how many notices it wrote and whether that
 * finished the broadcast, or null when another runner holds the broadcast or it is finished.
 */
export async function deliverBatch(db: Database, broadcastId: string, size: number) {
  return db.transaction(async (sql) => {
    const b = await lockSending(sql, broadcastId);
    if (!b) return null;
    const { lastId, taken, noticed } = await deliverToNextUsers(sql, b, size);
    const done = taken < size;
    await advanceBroadcast(sql, b.id, { lastId, noticed, done });
    return { noticed, done };
  });
}

/** Delivers one SENDING broadcast to the end, throttled (BROADCAST_BATCH), or until `stop`. */
async function deliverOne(db: Database, id: string, stop: AbortSignal | undefined): Promise<number> {
  let written = 0;
  for (let size = BROADCAST_BATCH.first; !stop?.aborted;) {
    const started = performance.now();
    const batch = await deliverBatch(db, id, size);
    if (!batch) break;
    written += batch.noticed;
    if (batch.done) break;
    const took = performance.now() - started;
    // A shutdown ends the rest at once: the cursor is saved, another runner goes on from there.
    await sleep(restAfter(size, took), undefined, { signal: stop }).catch(() => {});
    size = nextBatchSize(size, took);
  }
  return written;
}

/**
 * Starts due broadcasts and delivers every SENDING one to the end, or until `stop` (a shutdown: the
 * cursor is saved with each batch, so another runner goes on from there). Answers the notices written.
 * Only the jobs run it (workers in production): the broadcast's insert wakes them.
 */
export async function deliverBroadcasts(db: Database, now = new Date(), stop?: AbortSignal): Promise<number> {
  await startDue(db, now);
  const sending = await db.prisma.broadcast.findMany({
    where: { status: 'SENDING' },
    select: { id: true },
    orderBy: { sendAt: 'asc' },
  });
  let written = 0;
  for (const { id } of sending) {
    if (stop?.aborted) break;
    written += await deliverOne(db, id, stop);
  }
  return written;
}

export function toBroadcastObject(row: Broadcast): BroadcastObject {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    link: row.link,
    audience: row.audience,
    city: row.city,
    universityId: row.universityId,
    status: row.status,
    sendAt: row.sendAt,
    recipientCount: row.recipientCount,
    deliveredCount: row.deliveredCount,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    createdAt: row.createdAt,
    authorId: row.authorId,
  };
}

export async function getBroadcast(db: Database, id: string) {
  const row = isUuid(id) ? await db.prisma.broadcast.findUnique({ where: { id } }) : null;
  if (!row) throw notFound('The broadcast');
  return toBroadcastObject(row);
}

/** Every broadcast, newest first. */
export async function listBroadcasts(db: Database, args: ConnectionArgs) {
  const page = afterTimeCursor<Prisma.BroadcastWhereInput>(args, 'createdAt');
  const [rows, totalCount] = await Promise.all([
    db.prisma.broadcast.findMany({
      where: page,
      orderBy: keysetOrder(args, [{ createdAt: 'desc' }, { id: 'desc' }]),
      take: pageSize(args) + 1,
    }),
    db.prisma.broadcast.count(),
  ]);
  return keysetConnection(rows, args, totalCount, (row) => [row.createdAt, row.id], toBroadcastObject);
}

// `npm run bench:events [-- --writers 8 --seconds 5 --rounds 4 --events 100000]`: concurrent
// event-writing transactions (a room type of a published hostel changes: its trigger writes
// HOSTEL_CHANGED at commit) against the same transactions with the trigger off, on a throwaway
// database already holding `events` feed events (the trigger's check for an earlier event of its
// transaction must not slow down as they pile up). The sides take turns, round after round (this
// machine's speed drifts within minutes). Prints transactions/s of both, the ratio per round and
// their median (target: at least 80%), and the feed's events written. Needs PostgreSQL.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { fmt } from './lib/load.js';
import { freshBenchDatabase } from './lib/database.js';
import { seedSearchData } from './search-fixtures.js';

const { values: args } = parseArgs({
  options: {
    writers: { type: 'string', default: '8' },
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '4' },
    events: { type: 'string', default: '100000' },
  },
});
const writers = Number(args.writers);
const seconds = Number(args.seconds);
const rounds = Number(args.rounds);
const preload = Number(args.events);

const { db, url } = await freshBenchDatabase('hostel_bench_events');
await db.close();
const pool = new pg.Pool({ connectionString: url, max: writers + 1 });
const setup = await pool.connect();
await seedSearchData(setup, 200);
// Old events, as a platform's 90 days leave them (ids below every new one, as the migration keeps).
await setup.query(
  `INSERT INTO "DomainEvent" (id, type, "subjectId", "hostelId", "ownerId", public, data, "transactionId")
   SELECT i, 'HOSTEL_CHANGED', h.id, h.id, h."ownerId", true, '{}'::jsonb, i
   FROM generate_series(1, $1::int) i
   JOIN (SELECT id, "ownerId", row_number() OVER () - 1 AS n FROM "Hostel") h ON h.n = i % 200`,
  [preload],
);
await setup.query('ANALYZE "DomainEvent"');
const roomTypes = (await setup.query<{ id: string }>(`SELECT id FROM "RoomType" ORDER BY id`)).rows;
setup.release();

/** Every writer changes room types of its own, one per transaction, for `seconds`; answers tx/s. */
async function pass(): Promise<number> {
  const deadline = Date.now() + seconds * 1000;
  let count = 0;
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      const own = roomTypes.filter((_, i) => i % writers === w);
      const client = await pool.connect();
      try {
        for (let i = 0; Date.now() < deadline; i++) {
          await client.query('BEGIN');
          await client.query(
            `UPDATE "RoomType" SET "pricePerBed" = "pricePerBed" + 100, "updatedAt" = now() WHERE id = $1`,
            [own[i % own.length]!.id],
          );
          await client.query('COMMIT');
          count++;
        }
      } finally {
        client.release();
      }
    }),
  );
  return count / seconds;
}

const trigger = (on: boolean) =>
  pool.query(`ALTER TABLE "RoomType" ${on ? 'ENABLE' : 'DISABLE'} TRIGGER "RoomType_domain_event"`);
const eventCount = async () =>
  Number((await pool.query(`SELECT count(*) AS n FROM "DomainEvent"`)).rows[0].n);

console.log(`${writers} writers, ${seconds} s per pass, ${preload} events in the feed beforehand`);
await trigger(true);
await pass(); // warm-up
const ratios: number[] = [];
for (let round = 1; round <= rounds; round++) {
  const before = await eventCount();
  const order = round % 2 ? [true, false] : [false, true];
  const rate: Record<string, number> = {};
  for (const withEvents of order) {
    await trigger(withEvents);
    rate[String(withEvents)] = await pass();
  }
  await trigger(true);
  const written = (await eventCount()) - before;
  const ratio = rate.true! / rate.false!;
  ratios.push(ratio);
  console.log(
    `round ${round}: with events ${fmt(rate.true!)} tx/s (${written} events), without ${fmt(rate.false!)} tx/s, ratio ${fmt(ratio * 100)}%`,
  );
}
ratios.sort((a, b) => a - b);
console.log(`median ratio ${fmt(ratios[Math.floor(ratios.length / 2)]! * 100)}% (target >= 80%)`);
await pool.end();

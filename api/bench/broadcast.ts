// `npm run bench:broadcast [-- --users 100000 --seconds 10 --rate 50]`: one admin broadcast to
// `users` seeded users, delivered as in production (an API instance with jobs off serving the public
// search, a worker running the broadcast and e-mail jobs) while the search is measured at a fixed
// offered rate: before the broadcast, for the whole delivery (until it is SENT) and then while its
// e-mails go out. Prints the time until every in-app notice is written, notices per second, the
// e-mails queued and how fast they reach the local SMTP server, and the search's latency in each
// window against before (the ratio). A throwaway database on DATABASE_URL's server, dropped at the end.
import 'reflect-metadata';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { migrateDatabase } from '../../prisma/tools/migrate-database.js';
import { openPostgresDatabase } from '../src/core/db.js';
import { liftAbuseLimits } from './lib/limits.js';
import { fmt, runFixedRate, type LoadResult } from './lib/load.js';
import { startProcess } from './lib/servers.js';
import { BENCH_CITY, seedSearchData } from './search-fixtures.js';

const { values: args } = parseArgs({
  options: {
    users: { type: 'string', default: '100000' },
    hostels: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '10' },
    rate: { type: 'string', default: '50' },
    'email-seconds': { type: 'string', default: '20' },
  },
});
const users = Number(args.users);
const seconds = Number(args.seconds);
const rate = Number(args.rate);
const serverUrl = new URL(process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres');
const dbName = `bench_broadcast_${process.pid}`;
const dbUrl = Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString();

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const searchBody = JSON.stringify({
  query: `query BenchSearch($filter: HostelSearchFilter) { hostels(filter: $filter, sort: PRICE_ASC, first: 20) {
    totalCount edges { node { id name lowestPrice { amount currency } } } } }`,
  variables: { filter: { city: BENCH_CITY, checkIn: day(14), checkOut: day(44), beds: 1 } },
});
const line = (name: string, r: LoadResult) =>
  console.log(
    `  ${name.padEnd(28)} p50 ${fmt(r.p50)} ms   p95 ${fmt(r.p95)} ms   p99 ${fmt(r.p99)} ms   (${r.requests} requests${r.errors + r.non2xx ? `, ${r.errors + r.non2xx} failed` : ''})`,
  );

await admin((c) => c.query(`CREATE DATABASE "${dbName}"`));
let stopApi = async () => {};
let stopWorker = async () => {};
// The local mail catcher (as under npm start) receives the e-mails.
const MAIL_PORTS = [2625, 2626];
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');
const loadAtStart = load();
const catcher = await startProcess(
  ['scripts/mail-catcher.mjs', ...MAIL_PORTS.map(String)],
  {},
  `http://127.0.0.1:${MAIL_PORTS[1]}/mails.json`,
);
try {
  const seeded = Date.now();
  const db = await openPostgresDatabase(dbUrl);
  await migrateDatabase(db);
  await liftAbuseLimits(db);
  await db.close();
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  await seedSearchData(client, Number(args.hostels));
  // Students (a tenth with announcements e-mail turned off), and the admin who sends.
  await client.query(
    `INSERT INTO "User" (id, "firebaseUid", email, "displayName", role, "updatedAt")
     SELECT gen_random_uuid(), 'bench-' || i, 'bench-' || i || '@bench.test', 'Student ' || i, 'STUDENT', now()
     FROM generate_series(1, $1::int) AS i`,
    [users],
  );
  await client.query(
    `INSERT INTO "EmailOptOut" ("userId", category)
     SELECT id, 'ANNOUNCEMENTS' FROM "User" WHERE "firebaseUid" LIKE 'bench-%' AND right("firebaseUid", 1) = '7'`,
  );
  const author = await client.query<{ id: string }>(
    `INSERT INTO "User" (id, "firebaseUid", email, "displayName", role, "updatedAt")
     VALUES (gen_random_uuid(), 'bench-admin', 'admin@bench.test', 'Admin', 'ADMIN', now()) RETURNING id`,
  );
  await client.query('ANALYZE');
  const audience = (
    await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM "User" WHERE status = 'ACTIVE'`)
  ).rows[0]!.n;
  console.log(
    `Seeded ${users} students (+ ${Number(args.hostels)} hostels and their owners) in ${((Date.now() - seeded) / 1000).toFixed(1)} s.`,
  );

  // The roles as deployed: the API without jobs, and a worker running only the broadcast and e-mail
  // jobs, woken by the broadcast's insert (NOTIFY), at the default tick.
  const production = {
    DATABASE_URL: dbUrl,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    FIREBASE_PROJECT_ID: 'hostel-bench',
    FIREBASE_AUTH_EMULATOR_HOST: '',
    SMTP_URL: `smtp://127.0.0.1:${MAIL_PORTS[0]}`,
  };
  const api = await startProcess(
    ['api/src/main.ts'],
    { ...production, ROLE: 'api', PORT: '4320' },
    'http://127.0.0.1:4320/readyz',
  );
  stopApi = api.stop;
  const worker = await startProcess(
    ['api/src/main.ts'],
    {
      ...production,
      ROLE: 'worker',
      PORT: '4321',
      JOBS_ONLY: 'notifications.broadcasts,notifications.email',
    },
    'http://127.0.0.1:4321/readyz',
  );
  stopWorker = worker.stop;
  const url = 'http://127.0.0.1:4320/graphql';
  await runFixedRate({ url, body: searchBody, seconds: 3, rate }); // warm-up
  const before = await runFixedRate({ url, body: searchBody, seconds, rate });

  const started = Date.now();
  const broadcast = await client.query<{ id: string }>(
    `INSERT INTO "Broadcast" (id, "authorId", audience, title, body, "sendAt", "updatedAt")
     VALUES (gen_random_uuid(), $1, 'ALL', 'Exam week', 'Study rooms stay open until midnight.', now(), now())
     RETURNING id`,
    [author.rows[0]!.id],
  );
  const id = broadcast.rows[0]!.id;
  const sent = async () =>
    (
      await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM "EmailOutbox" WHERE "broadcastId" = $1 AND status = 'SENT'`,
        [id],
      )
    ).rows[0]!.n;
  // The search runs from the insert until the broadcast is SENT, so its figures cover the whole delivery.
  const delivered = new AbortController();
  const during = runFixedRate({ url, body: searchBody, seconds: 600, rate, stop: delivered.signal });
  for (;;) {
    const { status } = (
      await client.query<{ status: string }>(`SELECT status FROM "Broadcast" WHERE id = $1`, [id])
    ).rows[0]!;
    if (status === 'SENT') break;
    if (Date.now() - started > 600_000) throw new Error(`not delivered in 10 minutes (${status})`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const elapsed = (Date.now() - started) / 1000;
  delivered.abort();
  const duringLoad = await during;
  const emailedDuring = await sent();
  const counts = (
    await client.query<{ notices: number; emails: number }>(
      `SELECT (SELECT count(*)::int FROM "Notification" WHERE "broadcastId" = $1) AS notices,
              (SELECT count(*)::int FROM "EmailOutbox" WHERE "broadcastId" = $1) AS emails`,
      [id],
    )
  ).rows[0]!;
  // Then the e-mails go on (for about half an hour at these rates): the search again meanwhile.
  const emailSeconds = Number(args['email-seconds']);
  const emailStarted = Date.now();
  const afterLoad = await runFixedRate({ url, body: searchBody, seconds: emailSeconds, rate });
  const emailed = (await sent()) - emailedDuring;
  const emailRate = emailed / ((Date.now() - emailStarted) / 1000);
  await client.end();

  console.log(`\nBroadcast to everyone: ${audience} active users (load average at start ${loadAtStart}).`);
  console.log(
    `  in-app notices written  ${counts.notices} (expected ${audience}) in ${fmt(elapsed)} s (target <= 60 s, from the insert)`,
  );
  console.log(`  rate                    ${fmt(counts.notices / elapsed, 0)} notices/s`);
  console.log(`  e-mails queued          ${counts.emails} (users with announcements e-mail on)`);
  console.log(
    `  e-mails to SMTP         ${fmt(emailedDuring / elapsed, 0)}/s during the delivery, ${fmt(emailRate, 0)}/s over ${emailSeconds} s after it (all ${counts.emails} in about ${fmt(counts.emails / emailRate / 60, 0)} min at that rate)`,
  );
  console.log(`\nSearch at ${rate} req/s offered (load average now ${load()}):`);
  line(`before the broadcast, ${seconds} s`, before);
  line(`during the delivery, ${fmt(elapsed, 0)} s`, duringLoad);
  line(`its e-mails after, ${emailSeconds} s`, afterLoad);
  console.log(`  p95 during the delivery / before: ${fmt(duringLoad.p95 / before.p95, 2)}x (target <= 1.5x)`);
  console.log(`  p95 while its e-mails go out / before: ${fmt(afterLoad.p95 / before.p95, 2)}x`);
  if (counts.notices !== audience) process.exitCode = 1;
} finally {
  await stopWorker();
  await stopApi();
  await catcher.stop();
  await admin((c) => c.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`));
}

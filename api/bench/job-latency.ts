// `npm run bench:jobs [-- --requests 50 --interval 200]`: how soon a reservation request's webhook
// and e-mail go out. The API runs on PostgreSQL (a throwaway database on DATABASE_URL's server)
// with its own job runner at the default one-minute tick, a webhook subscription of the owner
// points at a local receiver, and e-mail goes to the local mail catcher. Students send `requests`
// reservation requests, one every `interval` ms; prints p50/p95/max from each request's answer to
// its webhook's arrival and to its e-mail's arrival in the inbox (target: p95 under 2 s).
// Needs PostgreSQL and the Auth emulator (started when missing).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ensureAuthEmulator } from '../../scripts/lib/emulator.mjs';
import { Prisma } from '../src/generated/prisma/client.js';
import { emulatorAccount, freshBenchDatabase } from './lib/database.js';
import { fmt } from './lib/load.js';
import { startProcess } from './lib/servers.js';
import { seedSearchData } from './search-fixtures.js';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '50' },
    interval: { type: 'string', default: '200' },
  },
});
const total = Number(args.requests);
const interval = Number(args.interval);
const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099';
const PORT = 4340;
const MAIL_PORTS = [4341, 4342];
const inboxUrl = `http://127.0.0.1:${MAIL_PORTS[1]}/mails.json`;

const emulator = await ensureAuthEmulator({ host: emulatorHost, projectId: 'demo-hostel', log: false });
const { db, url } = await freshBenchDatabase('hostel_bench_jobs');
const pgClient = new pg.Client({ connectionString: url });
await pgClient.connect();
await seedSearchData(pgClient, 20);
await pgClient.end();

// Arrival times: webhooks by reservation code, as the receiver hears them.
const hooks = new Map<string, number>();
const receiver = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const body = JSON.parse(Buffer.concat(chunks).toString()) as { data?: { code?: string } };
    if (body.data?.code && !hooks.has(body.data.code)) hooks.set(body.data.code, Date.now());
    res.end('ok');
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
// The local mail catcher (as under npm start) receives the e-mails and notes when each arrived.
const catcher = await startProcess(['scripts/mail-catcher.mjs', ...MAIL_PORTS.map(String)], {}, inboxUrl);

// The owner of the hostel every request goes to, subscribed through an API client of theirs. A room
// type the seed left without holds: one with random holds may have no bed free on a night asked for.
const [room] = await db.query<{ id: string; ownerId: string; email: string }>(
  Prisma.sql`
    SELECT rt.id, h."ownerId", u.email FROM "RoomType" rt JOIN "Hostel" h ON h.id = rt."hostelId"
    JOIN "User" u ON u.id = h."ownerId"
    WHERE NOT EXISTS (SELECT 1 FROM "RoomNight" rn WHERE rn."roomTypeId" = rt.id)
    ORDER BY rt."totalBeds" DESC, rt.id LIMIT 1`,
);
const client = await db.prisma.apiClient.create({
  data: {
    name: 'bench',
    createdById: room!.ownerId,
    tokenHash: 'bench'.padEnd(64, '0'),
    tokenPrefix: 'hst_bench',
    scopes: ['webhooks:manage', 'reservations:read'],
  },
});
const last = await db.prisma.domainEvent.aggregate({ _max: { id: true } });
await db.prisma.webhookSubscription.create({
  data: {
    apiClientId: client.id,
    url: hookUrl,
    events: ['RESERVATION_REQUESTED'],
    secret: 'whsec_bench_'.padEnd(40, 'x'),
    lastEventId: last._max.id ?? 0n,
  },
});
const students = [];
for (let i = 0; i < total; i++) {
  const account = await emulatorAccount(emulatorHost, `jobs${i}`);
  await db.prisma.user.create({
    data: {
      firebaseUid: account.localId,
      email: account.email,
      displayName: `Student ${i}`,
      role: 'STUDENT',
    },
  });
  students.push(account.idToken);
}
await db.close();

const api = await startProcess(
  ['api/src/main.ts'],
  {
    DATABASE_URL: url,
    PORT: String(PORT),
    LOG_LEVEL: 'silent',
    NODE_ENV: 'development',
    JOBS_ENABLED: 'true',
    JOBS_ONLY: '',
    JOB_INTERVAL_SECONDS: '60',
    SMTP_URL: `smtp://127.0.0.1:${MAIL_PORTS[0]}`,
    FIREBASE_PROJECT_ID: 'demo-hostel',
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
  },
  `http://127.0.0.1:${PORT}/readyz`,
);

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const sentAt = new Map<string, number>();
try {
  // Let the runner's first tick (at start) pass, so every run measured is a wake-up's.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  for (let i = 0; i < total; i++) {
    const started = Date.now();
    const res = await fetch(`http://127.0.0.1:${PORT}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${students[i]}` },
      body: JSON.stringify({
        query: `mutation($input: RequestReservationInput!) { requestReservation(input: $input) { code } }`,
        variables: {
          input: { roomTypeId: room!.id, beds: 1, checkIn: day(10 + i), checkOut: day(11 + i) },
        },
      }),
    });
    const answer = (await res.json()) as {
      data?: { requestReservation: { code: string } };
      errors?: unknown;
    };
    if (!answer.data) throw new Error(`The request failed: ${JSON.stringify(answer.errors)}`);
    sentAt.set(answer.data.requestReservation.code, started);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + interval - Date.now())));
  }
  const mails = new Map<string, number>();
  for (const deadline = Date.now() + 90_000; Date.now() < deadline;) {
    const inbox = (await (await fetch(inboxUrl)).json()) as {
      at: string;
      subject: string;
    }[];
    for (const mail of inbox) {
      const code = [...sentAt.keys()].find((c) => mail.subject.includes(c));
      if (code) mails.set(code, Date.parse(mail.at));
    }
    if (mails.size === total && hooks.size === total) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const report = (what: string, arrivals: Map<string, number>) => {
    const waits = [...sentAt].flatMap(([code, at]) => (arrivals.has(code) ? [arrivals.get(code)! - at] : []));
    waits.sort((a, b) => a - b);
    const at = (q: number) => waits[Math.min(waits.length - 1, Math.floor(q * waits.length))]! / 1000;
    console.log(
      `${what}: ${waits.length}/${total} arrived; p50 ${fmt(at(0.5), 2)} s, p95 ${fmt(at(0.95), 2)} s, max ${fmt(at(1), 2)} s`,
    );
  };
  console.log(`${total} reservation requests, one every ${interval} ms; job tick 60 s`);
  report('request -> webhook delivered', hooks);
  report('request -> e-mail in the inbox', mails);
} finally {
  await api.stop();
  await catcher.stop();
  receiver.close();
  await emulator.stop();
}

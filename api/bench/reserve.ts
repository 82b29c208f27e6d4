// `npm run bench:reserve [-- --rounds 8 --requests 1000 --students 100 --warmup 1000]`: many
// students requesting overlapping stays on a few room types at concurrency 50, through the API
// (GraphQL over HTTP, real Firebase emulator tokens) and as the same inventory transaction issued
// directly through `pg`, each pass on the same fresh inventory. The two sides take turns, round
// after round (which goes first alternates): this machine's speed drifts by a factor of two or
// three within minutes, so two back-to-back runs compared phases of the machine, not the sides.
// Prints req/s, successes and conflicts of both, the ratio of every round and their median, and an
// audit after every pass that no night of any room type is oversold. Needs PostgreSQL and the Auth
// emulator (started when missing).
import 'reflect-metadata';
import { NIGHTS_PER_MONTH } from '@hostel/common';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { parseArgs } from 'node:util';
import { ensureAuthEmulator } from '../../scripts/lib/emulator.mjs';
import { Prisma } from '../src/generated/prisma/client.js';
import { lockActiveUser } from '../src/core/acting-user.js';
import type { Database } from '../src/core/db.js';
import { newReservationCode } from '../src/modules/reservations/code.js';
import { priceStay } from '../src/modules/reservations/pricing.js';
import {
  holdAndCreateStatement,
  pendingRequestsStatement,
  stayContextStatement,
  type StayContextRow,
} from '../src/modules/reservations/request.sql.js';
import { settingsFrom } from '../src/modules/settings/settings.service.js';
import { fmt, post } from './lib/load.js';
import { cpuMs, startProcess } from './lib/servers.js';
import { emulatorAccount, freshBenchDatabase } from './lib/database.js';
import { inventoryAudit } from './lib/inventory-audit.js';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '8' },
    requests: { type: 'string', default: '1000' },
    students: { type: 'string', default: '100' },
    concurrency: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '1000' },
  },
});
const rounds = Number(args.rounds);
const total = Number(args.requests);
const studentCount = Number(args.students);
const concurrency = Number(args.concurrency);
const warmup = Number(args.warmup);
const ROOM_TYPES = 4;
const BEDS_PER_ROOM_TYPE = 12;
const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099';
// A port of its own: bench:broadcast's API listens on 4320, and the two may run at the same time.
const API_PORT = 4350;

interface Request {
  token: string;
  studentId: string;
  roomTypeId: string;
  checkIn: string;
  checkOut: string;
  beds: number;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function createStudents(prisma: Database['prisma']) {
  const students: { token: string; id: string }[] = [];
  for (let i = 0; i < studentCount; i++) {
    const body = await emulatorAccount(emulatorHost, `s${i}`);
    const user = await prisma.user.create({
      data: { firebaseUid: body.localId, email: body.email, displayName: `Student ${i}`, role: 'STUDENT' },
    });
    students.push({ token: body.idToken, id: user.id });
  }
  return students;
}

async function createHostel(prisma: Database['prisma']) {
  const owner = await prisma.user.create({
    data: { firebaseUid: `bench-owner-${randomUUID()}`, displayName: 'Owner', role: 'OWNER' },
  });
  const hostel = await prisma.hostel.create({
    data: {
      ownerId: owner.id,
      name: 'Bench Hostel',
      slug: 'bench-hostel',
      city: 'Accra',
      country: 'Ghana',
      timeZone: 'Africa/Accra',
      status: 'PUBLISHED',
      minPricePerBed: 2000,
      monthlyPrice: 2000 * NIGHTS_PER_MONTH,
      currency: 'GHS',
    },
  });
  const rooms = [];
  for (let i = 0; i < ROOM_TYPES; i++) {
    rooms.push(
      await prisma.roomType.create({
        data: {
          hostelId: hostel.id,
          name: `Room ${i}`,
          bedsPerRoom: 4,
          totalBeds: BEDS_PER_ROOM_TYPE,
          pricePerBed: 2000,
          currency: 'GHS',
          pricePeriod: 'NIGHT',
        },
      }),
    );
  }
  return rooms;
}

/** Deterministic pseudo-random stays, 1 to 7 nights within a 3-week window: heavy overlap. */
function plan(students: { token: string; id: string }[], roomIds: string[]): Request[] {
  let seed = 42;
  const next = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n);
  return Array.from({ length: total }, () => {
    const start = 30 + next(21);
    const student = students[next(students.length)]!;
    return {
      token: student.token,
      studentId: student.id,
      roomTypeId: roomIds[next(roomIds.length)]!,
      checkIn: day(start),
      checkOut: day(start + 1 + next(7)),
      beds: 1 + next(2),
    };
  });
}

async function pool<T>(items: T[], worker: (item: T) => Promise<'ok' | 'conflict'>) {
  const counts = { ok: 0, conflict: 0 };
  let index = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (index < items.length) counts[await worker(items[index++]!)]++;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { ...counts, seconds, rps: items.length / seconds };
}

const MUTATION = `mutation BenchRequest($input: RequestReservationInput!) { requestReservation(input: $input) { id code status } }`;

const apiAgent = new http.Agent({ keepAlive: true, maxSockets: concurrency });

async function viaApi(url: string, r: Request): Promise<'ok' | 'conflict'> {
  const body = Buffer.from(
    JSON.stringify({
      query: MUTATION,
      variables: {
        input: { roomTypeId: r.roomTypeId, checkIn: r.checkIn, checkOut: r.checkOut, beds: r.beds },
      },
    }),
  );
  const { text } = await post(apiAgent, url, body, {
    'content-type': 'application/json',
    'content-length': body.length,
    authorization: `Bearer ${r.token}`,
  });
  const answer = JSON.parse(text) as {
    data?: unknown;
    errors?: { extensions?: { code?: string }; message: string }[];
  };
  if (!answer.errors) return 'ok';
  if (answer.errors[0]?.extensions?.code === 'CONFLICT') return 'conflict';
  throw new Error(`Unexpected API answer: ${JSON.stringify(answer.errors)}`);
}

/**
 * The API's request transaction, statement for statement (the same builders, run by the API's own
 * raw transaction on pg): no HTTP, no GraphQL, no identity check.
 */
class BedsGone extends Error {}

async function viaPg(db: Database, r: Request): Promise<'ok' | 'conflict'> {
  try {
    await db.transaction(async (sql) => {
      // The statements the API's request runs: its author's status (core/acting-user.ts), the room
      // type and settings, the student's waiting requests, the hold.
      await lockActiveUser(sql, r.studentId);
      const [room] = await sql<StayContextRow>(stayContextStatement(r.roomTypeId, true));
      await sql(pendingRequestsStatement(r.studentId));
      const price = priceStay(room!, r, settingsFrom(room!.settings).platformFeePercent);
      const created = await sql(
        holdAndCreateStatement({
          code: newReservationCode(),
          studentId: r.studentId,
          roomTypeId: r.roomTypeId,
          hostelId: room!.hostelId,
          ownerId: room!.ownerId,
          totalBeds: room!.totalBeds,
          beds: r.beds,
          checkIn: r.checkIn,
          checkOut: r.checkOut,
          price,
          studentNote: null,
          responseDeadline: new Date(Date.now() + 48 * 3_600_000),
        }),
      );
      if (created.length !== 1) throw new BedsGone(); // rolls back the nights already held
    });
    return 'ok';
  } catch (error) {
    if (error instanceof BedsGone) return 'conflict';
    throw error;
  }
}

type Pass = Awaited<ReturnType<typeof pool>> & Awaited<ReturnType<typeof inventoryAudit>>;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const reset = (db: Database) =>
  db.transaction(async (sql) => {
    for (const table of ['ReservationEvent', 'Reservation', 'RoomNight']) {
      await sql(Prisma.raw(`DELETE FROM "${table}"`));
    }
  });

const emulator = await ensureAuthEmulator({ host: emulatorHost, projectId: 'demo-hostel', log: false });
const { db, url: dbUrl } = await freshBenchDatabase('bench_reserve');
const roomIds = (await createHostel(db.prisma)).map((room) => room.id);
const requests = plan(await createStudents(db.prisma), roomIds);
const direct = db; // the database the direct side runs on, and the audits and resets
const api = await startProcess(
  ['api/src/main.ts'],
  {
    DATABASE_URL: dbUrl,
    PORT: String(API_PORT),
    LOG_LEVEL: 'silent',
    NODE_ENV: 'development',
    JOBS_ENABLED: 'false',
    FIREBASE_PROJECT_ID: 'demo-hostel',
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
  },
  `http://127.0.0.1:${API_PORT}/readyz`,
);
try {
  console.log(
    `${rounds} rounds of ${total} requests per side by ${studentCount} students for 1-7 nights on ${ROOM_TYPES} room types of ${BEDS_PER_ROOM_TYPE} beds, concurrency ${concurrency}, after ${warmup} warm-up requests on each side.\n`,
  );
  const sides = {
    api: {
      name: 'API (GraphQL over HTTP)',
      run: (r: Request) => viaApi(`http://127.0.0.1:${API_PORT}/graphql`, r),
    },
    direct: { name: 'direct transaction (pg)', run: (r: Request) => viaPg(direct, r) },
  };
  // Each side first serves `warmup` requests of the same plan on the same inventory, which is
  // then emptied: the measured passes see compiled code and prepared statements, not start-up.
  for (const side of Object.values(sides)) {
    await pool(requests.slice(0, warmup), side.run);
    await reset(direct);
  }
  const passes = { api: [] as Pass[], direct: [] as Pass[] };
  let apiCpu = 0;
  let bad = 0;
  for (let round = 0; round < rounds; round++) {
    for (const key of round % 2 === 0 ? (['api', 'direct'] as const) : (['direct', 'api'] as const)) {
      // Connections left idle since the last pass go: the server closes them after 5 s, and a
      // request sent on one as it closes fails with ECONNRESET (seen on a loaded machine).
      apiAgent.destroy();
      const cpuBefore = cpuMs(api.child.pid);
      const run = await pool(requests, sides[key].run);
      if (key === 'api') apiCpu += cpuMs(api.child.pid) - cpuBefore;
      const check = await inventoryAudit(direct);
      bad += check.oversold + check.mismatched;
      passes[key].push({ ...run, ...check });
      await reset(direct);
    }
  }
  for (const key of ['api', 'direct'] as const) {
    const all = passes[key];
    const sum = (pick: (p: Pass) => number) => all.reduce((n, p) => n + pick(p), 0);
    console.log(
      `  ${sides[key].name.padEnd(26)} ${fmt(median(all.map((p) => p.rps)), 0).padStart(5)} req/s (median of rounds)   ` +
        `${sum((p) => p.ok)} reserved, ${sum((p) => p.conflict)} conflicts   ` +
        `audit: ${sum((p) => p.oversold)} oversold nights, ${sum((p) => p.mismatched)} counter mismatches`,
    );
  }
  const ratios = passes.api.map((p, i) => (p.rps / passes.direct[i]!.rps) * 100);
  console.log(
    `\nAPI throughput / direct transaction, round by round: ${ratios.map((r) => `${fmt(r, 0)}%`).join(' ')}`,
  );
  console.log(
    `API throughput / direct transaction: ${fmt(median(ratios), 0)}% (median of rounds; target >= 60%)`,
  );
  console.log(`API process CPU per request: ${fmt(apiCpu / (rounds * total), 2)} ms`);
  console.log(
    bad === 0 ? 'Audit: no night of any room type is oversold.' : `AUDIT FAILED: ${bad} bad nights.`,
  );
  process.exitCode = bad === 0 ? 0 : 1;
} finally {
  apiAgent.destroy();
  await api.stop();
  await direct.close();
  await emulator.stop();
}

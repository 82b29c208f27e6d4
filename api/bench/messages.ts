// `npm run bench:messages [-- --subscribers 1000 --seconds 10 --rates 100,300 --concurrency 64]`:
// messaging fan-out across two API instances on one PostgreSQL and Redis. Every conversation has
// both sides connected, the student to one instance and the owner to the other, so every message
// crosses instances. Senders post at a fixed offered rate (open loop: message i leaves at
// start + i / rate whatever the earlier ones do, and its latency runs from that moment to the
// other side's socket). Then throughput at saturation (closed loop at `concurrency`). The same
// runs go through a baseline of two processes doing the same INSERT through `pg`, Redis pub/sub and
// bare `ws` (messages-baseline.ts): the practical limit. Prints p50/p95/p99, lost and duplicated
// messages, and the ratio of sustained throughput. Needs PostgreSQL, Redis and the Auth emulator
// (started when missing).
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { parseArgs } from 'node:util';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { ensureAuthEmulator } from '../../scripts/lib/emulator.mjs';
import type { Database } from '../src/core/db.js';
import { fmt, post } from './lib/load.js';
import { emulatorAccount, freshBenchDatabase } from './lib/database.js';
import { cpuMs, startProcess } from './lib/servers.js';

const { values: args } = parseArgs({
  options: {
    subscribers: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '10' },
    rates: { type: 'string', default: '100,300' },
    concurrency: { type: 'string', default: '64' },
  },
});
const pairCount = Math.floor(Number(args.subscribers) / 2);
const seconds = Number(args.seconds);
const rates = args.rates.split(',').map(Number);
const concurrency = Number(args.concurrency);
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099';
const API_PORTS = [4330, 4331];
const BASELINE_PORTS = [4332, 4333];

interface Participant {
  userId: string;
  token: string;
  /** Index of the instance this participant's socket and sends go to. */
  instance: number;
}
interface Pair {
  conversationId: string;
  student: Participant;
  owner: Participant;
}

/** One way of sending and receiving messages: the API or the baseline. */
interface Transport {
  name: string;
  listen(
    who: Participant,
    conversationId: string,
    onMessage: (clientId: string) => void,
  ): Promise<() => void>;
  send(from: Participant, conversationId: string, clientId: string, body: string): Promise<boolean>;
}

async function inBatches<T, R>(items: T[], size: number, work: (item: T, index: number) => Promise<R>) {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) {
    results.push(...(await Promise.all(items.slice(i, i + size).map((item, j) => work(item, i + j)))));
  }
  return results;
}

/** Students and owners with emulator tokens, one hostel per owner, one conversation per pair. */
async function seedPairs(db: Database): Promise<Pair[]> {
  const indexes = Array.from({ length: pairCount }, (_, i) => i);
  return inBatches(indexes, 16, async (i) => {
    const [s, o] = await Promise.all([
      emulatorAccount(emulatorHost, `s${i}`),
      emulatorAccount(emulatorHost, `o${i}`),
    ]);
    const student = await db.prisma.user.create({
      data: { firebaseUid: s.localId, email: s.email, displayName: `Student ${i}`, role: 'STUDENT' },
    });
    const owner = await db.prisma.user.create({
      data: { firebaseUid: o.localId, email: o.email, displayName: `Owner ${i}`, role: 'OWNER' },
    });
    const hostel = await db.prisma.hostel.create({
      data: {
        ownerId: owner.id,
        name: `Hostel ${i}`,
        slug: `bench-hostel-${i}`,
        city: 'Accra',
        status: 'PUBLISHED',
      },
    });
    const conversation = await db.prisma.conversation.create({
      data: { hostelId: hostel.id, studentId: student.id, ownerId: owner.id },
    });
    return {
      conversationId: conversation.id,
      student: { userId: student.id, token: s.idToken, instance: 0 },
      owner: { userId: owner.id, token: o.idToken, instance: 1 },
    };
  });
}

const agents = [0, 1].map(() => new http.Agent({ keepAlive: true, maxSockets: 128 }));
let firstError = '';
let resent = 0;

/**
 * A send over a kept-alive connection the server closed as idle at that very moment fails before
 * the server reads it ("socket hang up"); a client sends it again once, as the web app does (the
 * API's clientId makes that safe). Counted, and printed at the end.
 */
async function postOnce(...args: Parameters<typeof post>) {
  try {
    return await post(...args);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') throw error;
    resent++;
    return post(...args);
  }
}

function apiTransport(): Transport {
  const SEND = `mutation BenchSend($input: SendMessageInput!) { sendMessage(input: $input) { id } }`;
  const LISTEN = `subscription BenchListen($id: ID!) { messageAdded(conversationId: $id) { clientId } }`;
  return {
    name: 'API (GraphQL, graphql-ws, Redis)',
    async listen(who, conversationId, onMessage) {
      const client = createClient({
        url: `ws://127.0.0.1:${API_PORTS[who.instance]}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${who.token}` },
        retryAttempts: 0,
        lazy: false,
      });
      await new Promise<void>((resolve, reject) => {
        client.on('connected', () => resolve());
        client.on('error', reject);
      });
      client.subscribe<{ messageAdded: { clientId: string } }>(
        { query: LISTEN, variables: { id: conversationId } },
        {
          next: (result) => result.data && onMessage(result.data.messageAdded.clientId),
          error: (error) => (firstError ||= `subscription: ${JSON.stringify(error)}`),
          complete: () => {},
        },
      );
      return () => void client.dispose();
    },
    async send(from, conversationId, clientId, body) {
      const payload = Buffer.from(
        JSON.stringify({ query: SEND, variables: { input: { conversationId, clientId, body } } }),
      );
      const { text } = await postOnce(
        agents[from.instance]!,
        `http://127.0.0.1:${API_PORTS[from.instance]}/graphql`,
        payload,
        {
          'content-type': 'application/json',
          'content-length': payload.length,
          authorization: `Bearer ${from.token}`,
        },
      );
      const answer = JSON.parse(text) as { errors?: unknown[] };
      if (answer.errors) firstError ||= `send: ${JSON.stringify(answer.errors[0])}`;
      return !answer.errors;
    },
  };
}

function baselineTransport(): Transport {
  return {
    name: 'baseline (pg, Redis, bare ws)',
    async listen(who, conversationId, onMessage) {
      const socket = new WebSocket(`ws://127.0.0.1:${BASELINE_PORTS[who.instance]}`);
      await new Promise<void>((resolve, reject) => {
        socket.once('error', reject);
        socket.once('open', () => socket.send(JSON.stringify({ subscribe: conversationId })));
        socket.on('message', (data) => {
          const message = JSON.parse(String(data)) as { subscribed?: true; clientId?: string };
          if (message.subscribed) resolve();
          else onMessage(message.clientId!);
        });
      });
      return () => socket.close();
    },
    async send(from, conversationId, clientId, body) {
      const payload = Buffer.from(JSON.stringify({ conversationId, senderId: from.userId, clientId, body }));
      const { status } = await postOnce(
        agents[from.instance]!,
        `http://127.0.0.1:${BASELINE_PORTS[from.instance]}/send`,
        payload,
        {
          'content-type': 'application/json',
          'content-length': payload.length,
        },
      );
      return status === 200;
    },
  };
}

/** What was sent and what the other side received, by client id. */
class Ledger {
  private sent = new Map<string, { at: number; to: string }>();
  latencies: number[] = [];
  delivered = 0;
  duplicates = 0;
  failedSends = 0;
  private seen = new Set<string>();
  expect(clientId: string, at: number, to: string) {
    this.sent.set(clientId, { at, to });
  }
  sendFailed(clientId: string) {
    this.sent.delete(clientId);
    this.failedSends++;
  }
  receive(receiverId: string, clientId: string) {
    const sent = this.sent.get(clientId);
    if (!sent || sent.to !== receiverId) return; // the sender's own copy, or another phase's message
    if (this.seen.has(clientId)) return void this.duplicates++;
    this.seen.add(clientId);
    this.delivered++;
    this.latencies.push(performance.now() - sent.at);
  }
  get outstanding() {
    return this.sent.size - this.seen.size;
  }
  async drain(timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    while (this.outstanding > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;

/** Message i of a phase: pairs in turn, the student writing on the first pass, the owner on the next. */
function route(pairs: Pair[], i: number) {
  const pair = pairs[i % pairs.length]!;
  const fromStudent = Math.floor(i / pairs.length) % 2 === 0;
  return {
    pair,
    from: fromStudent ? pair.student : pair.owner,
    to: fromStudent ? pair.owner : pair.student,
  };
}

async function connectAll(transport: Transport, pairs: Pair[], ledger: { current: Ledger }) {
  const closers = await inBatches(
    pairs.flatMap((pair) => [
      { who: pair.student, pair },
      { who: pair.owner, pair },
    ]),
    50,
    ({ who, pair }) =>
      transport.listen(who, pair.conversationId, (clientId) => ledger.current.receive(who.userId, clientId)),
  );
  return () => closers.forEach((close) => close());
}

async function fixedRate(
  transport: Transport,
  pairs: Pair[],
  ledger: Ledger,
  rate: number,
  phaseSeconds: number,
) {
  const total = Math.round(rate * phaseSeconds);
  const start = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const { pair, from, to } = route(pairs, i);
    const clientId = randomUUID();
    ledger.expect(clientId, Math.max(due, performance.now()), to.userId);
    inFlight.push(
      transport.send(from, pair.conversationId, clientId, `Is a bed free in March? (${i})`).then(
        (ok) => void (ok || ledger.sendFailed(clientId)),
        (error: unknown) => {
          firstError ||= `send: ${String(error)}`;
          ledger.sendFailed(clientId);
        },
      ),
    );
  }
  await Promise.all(inFlight);
  await ledger.drain(10_000);
}

/** Closed loop for `phaseSeconds`: messages delivered to the other side per second. */
async function saturation(transport: Transport, pairs: Pair[], ledger: Ledger, phaseSeconds: number) {
  let next = 0;
  const end = performance.now() + phaseSeconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const { pair, from, to } = route(pairs, next++);
        const clientId = randomUUID();
        ledger.expect(clientId, performance.now(), to.userId);
        const ok = await transport
          .send(from, pair.conversationId, clientId, 'Saturation message')
          .catch((error: unknown) => {
            firstError ||= `send: ${String(error)}`;
            return false;
          });
        if (!ok) ledger.sendFailed(clientId);
      }
    }),
  );
  const deliveredInWindow = ledger.delivered;
  await ledger.drain(10_000);
  return deliveredInWindow / phaseSeconds;
}

function report(label: string, ledger: Ledger) {
  const sorted = [...ledger.latencies].sort((a, b) => a - b);
  const lost = ledger.outstanding;
  console.log(
    `  ${label.padEnd(44)} p50 ${fmt(percentile(sorted, 50)).padStart(6)} ms  p95 ${fmt(percentile(sorted, 95)).padStart(6)} ms  ` +
      `p99 ${fmt(percentile(sorted, 99)).padStart(6)} ms  delivered ${ledger.delivered}  lost ${lost}  duplicated ${ledger.duplicates}` +
      (ledger.failedSends ? `  failed sends ${ledger.failedSends}` : ''),
  );
  return lost + ledger.duplicates + ledger.failedSends;
}

const emulator = await ensureAuthEmulator({ host: emulatorHost, projectId: 'demo-hostel', log: false });
const { db, url: dbUrl } = await freshBenchDatabase('bench_messages');
const servers: { stop: () => Promise<void>; child: { pid?: number } }[] = [];
let bad = 0;
try {
  const pairs = await seedPairs(db);
  const apiEnv = {
    DATABASE_URL: dbUrl,
    REDIS_URL: redisUrl,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    NODE_ENV: 'development',
    // Each token is checked with Firebase once: the revocation check is a call to Firebase (here
    // the emulator) that the benchmark would otherwise measure instead of the API.
    AUTH_TOKEN_CACHE_SECONDS: '3600',
    JOBS_ENABLED: 'false',
    FIREBASE_PROJECT_ID: 'demo-hostel',
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    RATE_LIMIT_KEY_PREFIX: `bench-messages-${randomUUID()}`,
  };
  for (const port of API_PORTS) {
    servers.push(
      await startProcess(
        ['api/src/main.ts'],
        { ...apiEnv, PORT: String(port) },
        `http://127.0.0.1:${port}/readyz`,
      ),
    );
  }
  for (const port of BASELINE_PORTS) {
    servers.push(
      await startProcess(
        ['api/bench/messages-baseline.ts'],
        { DATABASE_URL: dbUrl, REDIS_URL: redisUrl, PORT: String(port) },
        `http://127.0.0.1:${port}/readyz`,
      ),
    );
  }
  console.log(
    `${pairs.length} conversations, ${pairs.length * 2} subscribers (students on instance 1, owners on instance 2); ` +
      `${seconds} s per phase at ${rates.join(' and ')} messages/s offered, then saturation at concurrency ${concurrency}.\n`,
  );
  const sustained: Record<string, number[]> = {};
  const transports = [apiTransport(), baselineTransport()];
  for (const transport of transports) {
    const ledger = { current: new Ledger() };
    const disconnect = await connectAll(transport, pairs, ledger);
    // One message each way in every conversation: subscriptions live, code warm (not reported).
    await fixedRate(transport, pairs, ledger.current, 200, (pairs.length * 2) / 200);
    if (ledger.current.outstanding)
      console.log(`  ${transport.name}: ${ledger.current.outstanding} warm-up messages undelivered`);
    console.log(transport.name);
    for (const rate of rates) {
      ledger.current = new Ledger();
      await fixedRate(transport, pairs, ledger.current, rate, seconds);
      bad += report(`${rate} messages/s offered`, ledger.current);
    }
    const cpuBefore = servers.slice(0, 2).map((s) => cpuMs(s.child.pid));
    sustained[transport.name] = [];
    for (let round = 0; round < 2; round++) {
      ledger.current = new Ledger();
      sustained[transport.name]!.push(await saturation(transport, pairs, ledger.current, seconds));
      bad += report(
        `saturation, round ${round + 1}: ${fmt(sustained[transport.name]!.at(-1)!, 0)} delivered/s`,
        ledger.current,
      );
    }
    if (transport === transports[0]) {
      const cpu = servers.slice(0, 2).reduce((sum, s, i) => sum + cpuMs(s.child.pid) - cpuBefore[i]!, 0);
      console.log(
        `  API CPU (both instances) during saturation: ${fmt(cpu / (2 * seconds * 10), 0)}% of one core`,
      );
    }
    disconnect();
  }
  const [apiRate, baseRate] = transports.map((t) => Math.max(...sustained[t.name]!));
  console.log(
    `\nSustained throughput, API / baseline: ${fmt(apiRate!, 0)} / ${fmt(baseRate!, 0)} messages/s = ${fmt((apiRate! / baseRate!) * 100, 0)}% (target >= 40%)`,
  );
  if (resent) console.log(`Sent again after the server closed an idle connection: ${resent}`);
  if (firstError) console.log(`First error seen: ${firstError}`);
  console.log(
    bad === 0 ? 'No message lost, duplicated or refused.' : `${bad} messages lost, duplicated or refused.`,
  );
  process.exitCode = bad === 0 ? 0 : 1;
} finally {
  agents.forEach((agent) => agent.destroy());
  await Promise.all(servers.map((s) => s.stop()));
  await db.close();
  await emulator.stop();
}

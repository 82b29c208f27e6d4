// `npm run bench:rollout [-- --seconds 75]`: a rolling restart under load. Starts the
// production-like stack (scripts/stack.mjs: HAProxy, three API instances, a worker, PostgreSQL,
// Redis, the Auth emulator; no web server), runs a mixed load through the balancer (search, hostel
// pages, reservation requests on three room types of six beds, messages, with the owner listening
// to every conversation and to their notifications over WebSockets) and meanwhile restarts each
// API instance and then the worker, one by one (SIGTERM, exit, start, ready). Prints counts only:
// failed requests, lost or duplicated messages and notices, oversold nights, e-mails and webhooks
// sent twice, leases left held. Bounded in time; no assertions.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { parseArgs } from 'node:util';
import { ensureAuthEmulator } from '../../scripts/lib/emulator.mjs';
import { startStack } from '../../scripts/stack.mjs';
import { Prisma } from '../src/generated/prisma/client.js';
import { freshBenchDatabase } from './lib/database.js';
import { inventoryAudit } from './lib/inventory-audit.js';
import { post } from './lib/load.js';
import { startSmtpCounter, startWebhookCounter, subscriber } from './lib/rollout-observers.js';
import { seedRollout } from './lib/rollout-seed.js';

const { values: args } = parseArgs({ options: { seconds: { type: 'string', default: '75' } } });
const seconds = Number(args.seconds);
const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099';
const WARMUP_MS = 10_000;
const BETWEEN_RESTARTS_MS = 5_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;

const failures = { network: 0, status: 0, graphql: 0, first: [] as string[] };
const counts = { search: 0, hostel: 0, reservations: 0, refused: 0, messages: 0 };
const noteFailure = (kind: 'network' | 'status' | 'graphql', what: string) => {
  failures[kind]++;
  if (failures.first.length < 5) failures.first.push(`${kind}: ${what.slice(0, 200)}`);
};

/** One GraphQL request through the balancer; resolves with its data, or undefined when refused. */
async function gql(agent: http.Agent, url: string, query: string, variables: object, token?: string) {
  const body = Buffer.from(JSON.stringify({ query, variables }));
  let answer: { status: number; text: string };
  try {
    answer = await post(agent, `${url}/graphql`, body, {
      'content-type': 'application/json',
      'content-length': body.length,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    });
  } catch (error) {
    noteFailure('network', String(error));
    return undefined;
  }
  if (answer.status < 200 || answer.status > 299)
    return void noteFailure('status', `${answer.status} ${answer.text}`);
  const parsed = JSON.parse(answer.text) as {
    data?: Record<string, unknown>;
    errors?: { extensions?: { code?: string } }[];
  };
  const code = parsed.errors?.[0]?.extensions?.code;
  // A reservation refused for beds gone or too many waiting requests is an answer, not a failure.
  if (code === 'CONFLICT' || code === 'BAD_USER_INPUT') return void counts.refused++;
  if (parsed.errors) return void noteFailure('graphql', JSON.stringify(parsed.errors[0]));
  return parsed.data;
}

const Q = {
  search: `query RolloutSearch($filter: HostelSearchFilter) { hostels(filter: $filter, first: 20) { totalCount edges { node { id name lowestPrice { amount } } } } }`,
  hostel: `query RolloutHostel($slug: String) { hostel(slug: $slug) { id name roomTypes { id availableBeds } } }`,
  request: `mutation RolloutRequest($input: RequestReservationInput!) { requestReservation(input: $input) { id } }`,
  send: `mutation RolloutSend($input: SendMessageInput!) { sendMessage(input: $input) { id } }`,
  messageAdded: `subscription RolloutMessages($id: ID!) { messageAdded(conversationId: $id) { id } }`,
  messages: `query RolloutMessagesRead($id: ID!) { messages(conversationId: $id, first: 50) { edges { node { id } } } }`,
  notificationAdded: `subscription RolloutNotices { notificationAdded { id } }`,
  notifications: `query RolloutNoticesRead { notifications(first: 100) { edges { node { id } } } }`,
};
const idsOf = (data: Record<string, unknown> | undefined, field: string) =>
  ((data?.[field] as { edges: { node: { id: string } }[] } | undefined)?.edges ?? []).map((e) => e.node.id);

await ensureAuthEmulator({ host: emulatorHost, log: false });
const smtp = await startSmtpCounter();
const hooks = await startWebhookCounter();
const { db, url: databaseUrl } = await freshBenchDatabase('hostel_bench_rollout');
const world = await seedRollout(db, emulatorHost, hooks.url);
const stack = await startStack({
  databaseUrl,
  smtpUrl: smtp.url,
  web: false,
  basePort: 4800,
  log: () => {},
  // One address and a few users at full speed: the query-cost bucket out of the way too.
  env: {
    LIMIT_COST_BUCKET_MAX: '1000000000',
    LIMIT_COST_RESTORE_RATE: '1000000000',
    JOB_INTERVAL_SECONDS: '5',
  },
});
const base = stack.publicUrl;
const wsUrl = `${base.replace('http', 'ws')}/graphql`;
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const subscriptionErrors: string[] = [];
const onError = (what: string) => void (subscriptionErrors.length < 5 && subscriptionErrors.push(what));
const ownerToken = world.owner.token;
const listeners = world.conversations.map((c) =>
  subscriber({
    wsUrl,
    token: ownerToken,
    query: Q.messageAdded,
    variables: { id: c.id },
    idOf: (data) => data.messageAdded!.id,
    catchUp: async () => idsOf(await gql(agent, base, Q.messages, { id: c.id }, ownerToken), 'messages'),
    onError,
  }),
);
const notices = subscriber({
  wsUrl,
  token: ownerToken,
  query: Q.notificationAdded,
  idOf: (data) => data.notificationAdded!.id,
  catchUp: async () => idsOf(await gql(agent, base, Q.notifications, {}, ownerToken), 'notifications'),
  onError,
});
await Promise.all([...listeners, notices].map((l) => l.ready));
await sleep(500); // the subscriptions reach the servers after the connections

const sent = new Map<string, number>(); // message id -> conversation index
const started = Date.now();
let loadUntil = started + seconds * 1000;
const loop = async (pauseMs: number, work: () => Promise<void>) => {
  while (Date.now() < loadUntil) {
    await work();
    await sleep(pauseMs);
  }
};
const load = Promise.all([
  ...[0, 1].map(() =>
    loop(50, async () => {
      const data = await gql(agent, base, Q.search, { filter: { city: 'Accra' } });
      if (data) counts.search++;
    }),
  ),
  ...[0, 1].map(() =>
    loop(50, async () => {
      const data = await gql(agent, base, Q.hostel, { slug: 'rollout-hostel' });
      if (data) counts.hostel++;
    }),
  ),
  ...[0, 1].map(() =>
    loop(100, async () => {
      const start = 20 + Math.floor(Math.random() * 20);
      const input = {
        roomTypeId: pick(world.rooms),
        checkIn: day(start),
        checkOut: day(start + 1 + Math.floor(Math.random() * 3)),
        beds: 1,
      };
      const data = await gql(agent, base, Q.request, { input }, pick(world.students).token);
      if (data) counts.reservations++;
    }),
  ),
  ...[0, 1].map(() =>
    loop(100, async () => {
      const index = Math.floor(Math.random() * world.conversations.length);
      const c = world.conversations[index]!;
      const input = { conversationId: c.id, clientId: randomUUID(), body: `Hello ${Date.now()}` };
      const data = await gql(agent, base, Q.send, { input }, c.student.token);
      const id = (data?.sendMessage as { id: string } | undefined)?.id;
      if (!id) return;
      sent.set(id, index);
      counts.messages++;
    }),
  ),
]);

const restarts: string[] = [];
await sleep(WARMUP_MS);
for (const name of ['api1', 'api2', 'api3', 'worker']) {
  const r = await stack.restart(name);
  restarts.push(
    `${name}: exit ${r.exitCode} after ${(r.stopMs / 1000).toFixed(1)} s, ready again in ${(r.readyMs / 1000).toFixed(1)} s`,
  );
  await sleep(BETWEEN_RESTARTS_MS);
}
loadUntil = Math.max(loadUntil, Date.now());
await load;
const loadSeconds = (Date.now() - started) / 1000;

// Let the queues empty (the worker sends e-mail and webhooks) and the last events arrive.
const backlog = async () => {
  const [row] = await db.query<{ mail: number; hooks: number }>(Prisma.sql`
    SELECT (SELECT count(*) FROM "EmailOutbox" WHERE status = 'QUEUED')::int AS mail,
           (SELECT count(*) FROM "WebhookDelivery" WHERE status = 'PENDING')::int AS hooks`);
  return row!;
};
for (let waited = 0; waited < 30_000; waited += 500) {
  const left = await backlog();
  if (left.mail + left.hooks === 0) break;
  await sleep(500);
}
await sleep(2000);

const lostMessages = [...sent.keys()].filter((id) => !listeners[sent.get(id)!]!.heard(id)).length;
const noticeRows = await db.query<{ id: string }>(
  Prisma.sql`SELECT id FROM "Notification" WHERE "userId" = ${world.owner.id}::uuid`,
);
const lostNotices = noticeRows.filter((n) => !notices.heard(n.id)).length;
const audit = await inventoryAudit(db);
const [negative] = await db.query<{ n: number }>(
  Prisma.sql`SELECT count(*)::int AS n FROM "RoomNight" WHERE "freeBeds" < 0`,
);
const [outbox] = await db.query<{ sent: number; retried: number; leased: number }>(Prisma.sql`
  SELECT count(*) FILTER (WHERE status = 'SENT')::int AS sent, count(*) FILTER (WHERE attempts > 1)::int AS retried,
         count(*) FILTER (WHERE "leaseUntil" > now() AND status = 'QUEUED')::int AS leased FROM "EmailOutbox"`);
const [deliveries] = await db.query<{ delivered: number; retried: number; leased: number }>(Prisma.sql`
  SELECT count(*) FILTER (WHERE status = 'DELIVERED')::int AS delivered, count(*) FILTER (WHERE attempts > 1)::int AS retried,
         count(*) FILTER (WHERE "leaseUntil" > now() AND status = 'PENDING')::int AS leased FROM "WebhookDelivery"`);
const left = await backlog();

const failed = failures.network + failures.status + failures.graphql;
const requests =
  counts.search + counts.hostel + counts.reservations + counts.refused + counts.messages + failed;
const reconnections = [...listeners, notices].reduce((n, l) => n + l.reconnections, 0);
const duplicatedMessages = listeners.reduce((n, l) => n + l.live.twice, 0);
console.log(
  `Rolling restart under load: 3 API instances and a worker behind HAProxy, ${loadSeconds.toFixed(0)} s of load`,
);
for (const line of restarts) console.log(`  restarted ${line}`);
for (const line of stack.crashes) console.log(`  ${line}`);
console.log(
  `Requests: ${requests} (search ${counts.search}, hostel pages ${counts.hostel}, reservations made ${counts.reservations}, refused as full or over the limit ${counts.refused}, messages ${counts.messages})`,
);
console.log(
  `  failed: ${failed} (network ${failures.network}, non-2xx ${failures.status}, unexpected GraphQL errors ${failures.graphql})`,
);
for (const line of failures.first) console.log(`    ${line}`);
console.log(
  `Messages: ${sent.size} sent, ${lostMessages} lost, ${duplicatedMessages} duplicated (subscriber sockets reconnected ${reconnections} times)`,
);
console.log(`Notices: ${noticeRows.length} written, ${lostNotices} lost, ${notices.live.twice} duplicated`);
for (const line of subscriptionErrors) console.log(`    ${line}`);
console.log(
  `Beds: ${audit.oversold} oversold nights, ${audit.mismatched} counter mismatches, ${negative!.n} nights below zero (${audit.nights} nights held)`,
);
console.log(
  `E-mails: ${outbox!.sent} sent, ${smtp.mails.size} received, ${smtp.mails.twice} received twice, ${outbox!.retried} retried, ${left.mail} still queued, ${outbox!.leased} leases held`,
);
console.log(
  `Webhooks: ${deliveries!.delivered} delivered, ${hooks.deliveries.size} received, ${hooks.deliveries.twice} received twice, ${deliveries!.retried} retried, ${left.hooks} still pending, ${deliveries!.leased} leases held`,
);

await Promise.all([...listeners, notices].map((l) => l.stop()));
agent.destroy();
await stack.stop();
await db.close();
await Promise.all([smtp.stop(), hooks.stop()]);

// `npm run bench:search [-- --hostels 100000 --seconds 10]`: the public hostel search over HTTP,
// side by side with a baseline running the same SQL through `pg` behind bare node:http.
// Prints throughput at concurrency 50 and their ratio, p50/p95/p99 at 100 req/s offered, and the
// query plan of the search statement; the same for the map's "search this area" (a bounding box
// around part of the city, the markers of up to 100 hostels) through the API alone. Needs PostgreSQL (DATABASE_URL's server, default local).
import 'reflect-metadata';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { migrateDatabase } from '../../prisma/tools/migrate-database.js';
import { openPostgresDatabase } from '../src/core/db.js';
import { toSearchQuery } from '../src/modules/hostels/search.service.js';
import { searchStatement } from '../src/modules/hostels/search.sql.js';
import { fmt, runFixedRate, runLoad, type LoadResult } from './lib/load.js';
import { cpuMs, startProcess } from './lib/servers.js';
import { BENCH_CENTRE, BENCH_CITY, seedSearchData } from './search-fixtures.js';
import { liftAbuseLimits } from './lib/limits.js';

const { values: args } = parseArgs({
  options: {
    hostels: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '10' },
    fresh: { type: 'boolean', default: false },
  },
});
const hostels = Number(args.hostels);
const seconds = Number(args.seconds);
const serverUrl = new URL(process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres');
const dbName = `bench_search_${hostels}`;
const dbUrl = Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString();

async function prepareDatabase() {
  const admin = new pg.Client({ connectionString: serverUrl.toString() });
  await admin.connect();
  try {
    const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [dbName])).rowCount;
    if (exists && !args.fresh) {
      const probe = new pg.Client({ connectionString: dbUrl });
      await probe.connect();
      const count = await probe.query<{ n: number }>('SELECT count(*)::int AS n FROM "Hostel"').then(
        (r) => r.rows[0]!.n,
        () => -1,
      );
      await probe.end();
      if (count === hostels) {
        const db = await openPostgresDatabase(dbUrl);
        await migrateDatabase(db); // migrations added since the data was seeded (e.g. an index)
        await liftAbuseLimits(db);
        await db.close();
        return console.log(`Reusing database ${dbName} (${hostels} hostels).`);
      }
    }
    await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${dbName}"`);
  } finally {
    await admin.end();
  }
  const started = Date.now();
  const db = await openPostgresDatabase(dbUrl);
  await migrateDatabase(db);
  await liftAbuseLimits(db);
  await db.close();
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  await seedSearchData(client, hostels);
  await client.end();
  console.log(`Seeded ${hostels} hostels in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const filter = { city: BENCH_CITY, checkIn: day(14), checkOut: day(44), beds: 1 };
const gqlBody = JSON.stringify({
  query: `query BenchSearch($filter: HostelSearchFilter, $first: Int) {
    hostels(filter: $filter, sort: PRICE_ASC, first: $first) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { cursor node {
        id slug name city address ratingAverage reviewCount distanceMeters
        coverPhoto { url width height }
        lowestPrice { amount currency period }
        roomTypes { id name bedsPerRoom availableBeds price { amount currency period } }
        owner { displayName avatar { url } }
      } }
    }
  }`,
  variables: { filter, first: 20 },
});

// The map: a box of about 11 x 11 km in the city (a quarter of its hostels), the stay's markers.
const mapFilter = {
  bounds: {
    north: BENCH_CENTRE.latitude + 0.05,
    south: BENCH_CENTRE.latitude - 0.05,
    east: BENCH_CENTRE.longitude + 0.05,
    west: BENCH_CENTRE.longitude - 0.05,
  },
  checkIn: filter.checkIn,
  checkOut: filter.checkOut,
  beds: 1,
};
const mapBody = JSON.stringify({
  query: `query BenchMapSearch($filter: HostelSearchFilter, $first: Int) {
    hostels(filter: $filter, first: $first) {
      totalCount totalCountIsCapped
      edges { node { id name latitude longitude stayPrice { total currency } monthlyPrice { amount currency } } }
    }
  }`,
  variables: { filter: mapFilter, first: 100 },
});

function report(name: string, r: LoadResult) {
  const bad = r.errors + r.non2xx ? ` (${r.errors} errors, ${r.non2xx} non-2xx)` : '';
  console.log(
    `  ${name.padEnd(28)} ${fmt(r.rps, 0).padStart(6)} req/s   p50 ${fmt(r.p50)} ms   p95 ${fmt(r.p95)} ms   p99 ${fmt(r.p99)} ms${bad}`,
  );
}

await prepareDatabase();
const query = toSearchQuery(filter, 'PRICE_ASC', { first: 20 }, null);
// The API as deployed (NODE_ENV=production); the public search needs no identity, so the
// project id only has to be a real-looking one (production refuses `demo-` projects).
// The query-cost bucket lifted out of reach: its one operation per request is measured, never a 429.
const env = {
  DATABASE_URL: dbUrl,
  LOG_LEVEL: 'silent',
  NODE_ENV: 'production',
  JOBS_ENABLED: 'false',
  LIMIT_COST_BUCKET_MAX: '1000000000',
  LIMIT_COST_RESTORE_RATE: '1000000000',
};
const api = await startProcess(
  ['api/src/main.ts'],
  { ...env, PORT: '4310', FIREBASE_PROJECT_ID: 'hostel-bench', FIREBASE_AUTH_EMULATOR_HOST: '' },
  'http://127.0.0.1:4310/readyz',
);
const baseline = await startProcess(
  ['api/bench/search-baseline.ts'],
  { ...env, PORT: '4311', BENCH_SEARCH_QUERY: JSON.stringify(query) },
  'http://127.0.0.1:4311/',
).catch(async (error: unknown) => {
  await api.stop();
  throw error;
});
const targets = {
  'API (Apollo + Prisma)': { url: 'http://127.0.0.1:4310/graphql', pid: api.child.pid, body: gqlBody },
  'baseline (pg + node:http)': { url: 'http://127.0.0.1:4311/', pid: baseline.child.pid, body: gqlBody },
  'API, map (100 markers)': { url: 'http://127.0.0.1:4310/graphql', pid: api.child.pid, body: mapBody },
};
try {
  // Both must return the same page, or the comparison means nothing.
  const pages = await Promise.all(
    Object.values(targets).map(async ({ url, body: requestBody }) => {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: requestBody,
      });
      const body = (await res.json()) as {
        data?: {
          hostels: { totalCount: number; totalCountIsCapped?: boolean; edges: { node: { id: string } }[] };
        };
        errors?: unknown;
      };
      if (!body.data) throw new Error(`${url} answered ${JSON.stringify(body).slice(0, 500)}`);
      return body.data.hostels;
    }),
  );
  const [viaApi, viaPg, viaMap] = pages as [(typeof pages)[0], (typeof pages)[0], (typeof pages)[0]];
  if (
    JSON.stringify(viaApi.edges.map((e) => e.node.id)) !== JSON.stringify(viaPg.edges.map((e) => e.node.id))
  ) {
    throw new Error('The API and the baseline returned different pages.');
  }
  console.log(
    `\nSearch: ${BENCH_CITY}, ${filter.checkIn} to ${filter.checkOut}, 1 bed, cheapest first, 20 per page: ` +
      `${viaApi.totalCount} matches of ${hostels} hostels.`,
  );
  console.log(
    `Map: the same stay in a box of 0.1 x 0.1 degrees, by rating, 100 per page: ${viaMap.edges.length} markers, ` +
      `${viaMap.totalCount}${viaMap.totalCountIsCapped ? '+' : ''} matches.`,
  );

  const results: Record<string, { sat: LoadResult; fixed: LoadResult }> = {};
  const cpuPerRequest: Record<string, number> = {};
  for (const [name, { url, pid, body }] of Object.entries(targets)) {
    await runLoad({ url, body, seconds: 3, connections: 20 }); // warm-up (JIT, caches, pool)
    await new Promise((r) => setTimeout(r, 1000)); // settle: no backlog carried into the latency run
    // Latency before saturation: a server still working off an overload would measure that instead.
    const fixed = await runFixedRate({ url, body, seconds, rate: 100 });
    const cpuBefore = cpuMs(pid);
    const sat = await runLoad({ url, body, seconds, connections: 50 });
    cpuPerRequest[name] = (cpuMs(pid) - cpuBefore) / sat.requests;
    results[name] = { sat, fixed };
  }
  console.log(`\nThroughput at concurrency 50 (${seconds} s):`);
  for (const [name, r] of Object.entries(results)) report(name, r.sat);
  console.log(`\nLatency at a fixed offered load of 100 req/s, evenly spaced (${seconds} s):`);
  for (const [name, r] of Object.entries(results)) report(name, r.fixed);
  const [a, b] = Object.values(results) as [(typeof results)[string], (typeof results)[string]];
  console.log(
    `\nAPI throughput / baseline throughput: ${fmt((a.sat.rps / b.sat.rps) * 100, 0)}% (target >= 80%)`,
  );
  console.log(`API p95 at 100 req/s: ${fmt(a.fixed.p95)} ms (target <= 30 ms)`);
  console.log(
    `Server process CPU per request at saturation: ${Object.entries(cpuPerRequest)
      .map(([name, ms]) => `${name} ${fmt(ms, 2)} ms`)
      .join(', ')} (PostgreSQL not included)`,
  );

  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  await client.query('SET jit = off'); // as the API's sessions run (core/db.ts)
  const plans = {
    'the search statement': query,
    'the map statement': toSearchQuery(mapFilter, 'RELEVANCE', { first: 100 }, null),
  };
  for (const [name, planned] of Object.entries(plans)) {
    const statement = searchStatement(planned);
    const plan = await client.query(
      `EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`,
      statement.values as unknown[],
    );
    console.log(`\nQuery plan of ${name}:`);
    for (const row of plan.rows) console.log(`  ${row['QUERY PLAN']}`);
  }
  await client.end();
} finally {
  await Promise.all([api.stop(), baseline.stop()]);
}

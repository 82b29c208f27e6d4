// `npm run bench:lighthouse`: starts the product as `npm start` does (which first builds the web app
// when web/dist is not the build of this code; its own ports and a temporary DATA_DIR, so the embedded
// database is migrated and seeded afresh and nobody's .data/ is touched), then runs Lighthouse (the `lighthouse` package, system Chromium) with the mobile and
// desktop presets on `/`, the search of Accra, a seeded hostel's page and `/about`, and prints one row
// per page: the median of the runs of each figure. A benchmark, not a test: no exit code for scores.
//   node scripts/bench-lighthouse.mjs [--runs 3] [--audits] [--reports DIR] [--chrome-flags FLAGS]
//   (--audits also lists the accessibility, best-practice and SEO audits that did not pass;
//   --reports writes every Lighthouse JSON report into DIR, to read the traces' breakdowns;
//   --chrome-flags adds Chromium flags, such as --disable-frame-rate-limit, which takes headless
//   Chromium's first-frame stall out of the runs: see the note under the table)
// Ports: BENCH_PORT (4700), BENCH_WEB_PORT (5700), BENCH_MAIL_SMTP_PORT (2700), BENCH_MAIL_INBOX_PORT
// (1700). CHROME_PATH defaults to /usr/bin/chromium.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    audits: { type: 'boolean', default: false },
    reports: { type: 'string' },
    'chrome-flags': { type: 'string', default: '' },
  },
});
const runs = Math.max(1, Number(args.runs) || 1);
const apiPort = process.env.BENCH_PORT ?? '4700';
const webPort = process.env.BENCH_WEB_PORT ?? '5700';
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const origin = `http://127.0.0.1:${webPort}`;

const dataDir = mkdtempSync(join(tmpdir(), 'hostel-bench-lighthouse-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: apiPort,
  WEB_PORT: webPort,
  MAIL_SMTP_PORT: process.env.BENCH_MAIL_SMTP_PORT ?? '2700',
  MAIL_INBOX_PORT: process.env.BENCH_MAIL_INBOX_PORT ?? '1700',
  CHROME_PATH: chromePath,
};
// The embedded database, not a DATABASE_URL that may be someone's test database.
delete env.DATABASE_URL;

const product = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
  cwd: root,
  env,
  stdio: ['ignore', 'pipe', 'inherit'],
});
let productLog = '';
product.stdout.on('data', (chunk) => (productLog += chunk));

async function stopProduct() {
  if (product.exitCode === null) {
    const exited = new Promise((resolve) => product.once('exit', resolve));
    product.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (product.exitCode !== null) throw new Error(`npm start exited (${product.exitCode}):\n${productLog}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${productLog}`);
}

async function graphql(query, variables) {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** One Lighthouse run (its own Chromium) of `url` with a preset; the parsed JSON report. */
function lighthouse(url, preset) {
  const cli = join(root, 'node_modules/lighthouse/cli/index.js');
  const flags = [
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
    `--chrome-flags=--headless --no-sandbox --disable-gpu --no-first-run ${args['chrome-flags']}`.trim(),
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...flags], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse ${preset} ${url} failed (${code}):\n${err}`));
      const report = JSON.parse(out);
      if (args.reports) {
        mkdirSync(args.reports, { recursive: true });
        const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${preset}-${Date.now()}.json`;
        writeFileSync(join(args.reports, name), out);
      }
      if (report.runtimeError) return reject(new Error(`${url}: ${report.runtimeError.message}`));
      resolve(report);
    });
  });
}

const median = (values) => {
  const sorted = values.filter((v) => v !== null && v !== undefined).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
/** The first contentful paint came after the load event (see the note under the table). */
const paintedAfterLoad = (report) => {
  const observed = report.audits.metrics?.details?.items?.[0];
  return !!observed && observed.observedFirstContentfulPaint > observed.observedLoad;
};
const score = (report, category) => {
  const value = report.categories[category]?.score;
  return value === null || value === undefined ? null : Math.round(value * 100);
};

try {
  await waitFor(`${origin}/`, 600_000);
  await waitFor(`http://127.0.0.1:${apiPort}/readyz`, 120_000);
  const data = await graphql(
    'query BenchHostel { hostels(first: 1, filter: { city: "Accra" }) { edges { node { id } } } }',
  );
  const hostelId = data.hostels.edges[0]?.node.id;
  if (!hostelId) throw new Error('The seed has no published hostel in Accra.');
  const pages = [
    { label: '/', path: '/' },
    // The public search (a signed-out visitor's), and the students' area URL of the same search.
    { label: '/?city=Accra', path: '/?city=Accra' },
    { label: '/students?city=Accra', path: '/students?city=Accra' },
    {
      label: '/students/hostelDetails?id=...',
      path: `/students/hostelDetails?id=${encodeURIComponent(hostelId)}`,
    },
    { label: '/about', path: '/about' },
  ];

  const rows = [];
  const failed = new Map();
  const redirects = new Set();
  for (const page of pages) {
    const mobile = [];
    const desktop = [];
    for (let run = 0; run < runs; run++) {
      // Sequential on purpose: two Chromiums at once would share the 2 cores and skew both.
      mobile.push(await lighthouse(origin + page.path, 'mobile'));
      desktop.push(await lighthouse(origin + page.path, 'desktop'));
      process.stderr.write(`  ${page.label}: run ${run + 1} of ${runs} done\n`);
    }
    for (const report of [...mobile, ...desktop]) {
      const shown = new URL(report.finalDisplayedUrl);
      if (shown.pathname + shown.search !== page.path) {
        redirects.add(`${page.label} showed ${shown.pathname}${shown.search}`);
      }
      for (const category of ['accessibility', 'best-practices', 'seo']) {
        for (const ref of report.categories[category].auditRefs) {
          const audit = report.audits[ref.id];
          if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
            const key = `${page.label}  [${category}] ${audit.id}: ${audit.title}`;
            failed.set(key, audit);
          }
        }
      }
    }
    const audit = (report, id) => report.audits[id]?.numericValue ?? null;
    rows.push([
      page.label,
      median(desktop.map((r) => score(r, 'performance'))),
      median(mobile.map((r) => score(r, 'performance'))),
      `${(median(mobile.map((r) => audit(r, 'largest-contentful-paint'))) / 1000).toFixed(1)} s`,
      `${Math.round(median(mobile.map((r) => audit(r, 'total-blocking-time'))))} ms`,
      median(mobile.map((r) => score(r, 'accessibility'))),
      median(mobile.map((r) => score(r, 'best-practices'))),
      median(mobile.map((r) => score(r, 'seo'))),
      Math.round(median(mobile.map((r) => r.environment.benchmarkIndex))),
      `${mobile.filter(paintedAfterLoad).length} of ${runs}`,
    ]);
  }

  const header = [
    'page',
    'desktop perf',
    'mobile perf',
    'mobile LCP',
    'mobile TBT',
    'a11y',
    'best practices',
    'SEO',
    'CPU index',
    'late first paint',
  ];
  console.log(`\nLighthouse ${runs > 1 ? `(median of ${runs} runs)` : '(1 run)'}, ${origin}:\n`);
  console.log(`| ${header.join(' | ')} |`);
  console.log(`| ${header.map(() => '---').join(' | ')} |`);
  for (const row of rows) console.log(`| ${row.map(String).join(' | ')} |`);
  for (const note of redirects) console.log(`Note: ${note} (signed out, as Lighthouse is).`);
  console.log(
    "CPU index: Lighthouse's benchmark of this machine (median of the mobile runs); its mobile preset\n" +
      'slows the CPU 4x whatever the index, so a lower index gives longer blocking times. Late first\n' +
      'paint: mobile runs whose first paint came after the page had loaded, which headless Chromium\n' +
      'delays by whole seconds (GoogleChrome/lighthouse#17148); Lighthouse then counts all the work\n' +
      'before it into first paint and LCP. `--chrome-flags --disable-frame-rate-limit` takes the stall out.',
  );
  if (args['chrome-flags']) console.log(`Chromium flags added: ${args['chrome-flags']}`);
  if (args.audits) {
    console.log('\nAudits not passed (accessibility, best practices, SEO; any run, either preset):');
    for (const key of [...failed.keys()].sort()) console.log(`  ${key}`);
    if (failed.size === 0) console.log('  none');
  }
} finally {
  await stopProduct();
}

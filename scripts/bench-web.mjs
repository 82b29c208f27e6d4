// `npm run bench:web`: builds the web app (with a Vite manifest, into a temp dir) and prints the gzip size
// of the JavaScript and CSS a browser loads for `/` and for the first screen of each area: the entry
// chunk, the route chunks of that screen, and everything they import statically. It prints figures,
// then checks each screen's JavaScript against its budget: the budget check of issue 18, it exits 1
// when any screen is over (after printing every figure), 0 when all are within.
//   node scripts/bench-web.mjs [--keep]   (--keep leaves the build directory for inspection)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));

// The lazy modules (manifest keys, relative to web/) a screen needs besides the entry: its layout and
// the module of its index route, read from the route file so the bench follows the router. Signed-in
// screens also load their area's route table (router.tsx patches it in on the first visit) and the
// Firebase Auth SDK at start-up (the app knows the browser was signed in).
const web = join(root, 'web');
const firebase = 'src/lib/firebase.ts';

/** The module the `index: true` route of a route file loads (inline import or a named loader). */
function indexRouteModule(routeFile) {
  const source = readFileSync(join(web, routeFile), 'utf8');
  const route = source.slice(source.indexOf('index: true'), source.indexOf('index: true') + 400);
  const loader = /lazyScreen\(\s*(\w+)\s*,/.exec(route)?.[1];
  const specifier = loader
    ? new RegExp(`const ${loader} = \\(\\) => import\\('([^']+)'\\)`).exec(source)?.[1]
    : /import\('([^']+)'\)/.exec(route)?.[1];
  if (!specifier) throw new Error(`No index route found in ${routeFile}: update bench-web.mjs.`);
  const base = relative(web, resolve(dirname(join(web, routeFile)), specifier));
  const file = ['.tsx', '.ts'].map((ext) => base + ext).find((f) => existsSync(join(web, f)));
  if (!file) throw new Error(`${specifier} (from ${routeFile}) does not exist.`);
  return file;
}

const screens = [
  {
    url: '/',
    what: 'public home, signed out',
    budgetKb: 150,
    modules: [indexRouteModule('src/app/routes/public-routes.tsx')],
  },
  {
    url: '/students',
    budgetKb: 200,
    what: 'student area home, signed in',
    modules: [
      'src/app/routes/student-routes.tsx',
      'src/app/layouts/student-layout.tsx',
      indexRouteModule('src/app/routes/student-routes.tsx'),
      firebase,
    ],
  },
  {
    url: '/dashboard',
    budgetKb: 200,
    what: 'owner dashboard home, signed in',
    modules: [
      'src/app/routes/owner-routes.tsx',
      'src/app/layouts/owner-layout.tsx',
      indexRouteModule('src/app/routes/owner-routes.tsx'),
      firebase,
    ],
  },
  {
    url: '/admin',
    budgetKb: 200,
    what: 'admin area home, signed in',
    modules: [
      'src/app/routes/admin-routes.tsx',
      'src/app/layouts/admin-layout.tsx',
      indexRouteModule('src/app/routes/admin-routes.tsx'),
      firebase,
    ],
  },
];

const outDir = mkdtempSync(join(tmpdir(), 'hostel-bench-web-'));
try {
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  const build = spawnSync(
    process.execPath,
    [vite, 'build', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: web, stdio: 'inherit' },
  );
  if (build.status !== 0) throw new Error('vite build failed');
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('The manifest has no entry chunk.');

  const gzipCache = new Map();
  const gzipBytes = (file) => {
    if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(outDir, file))).length);
    return gzipCache.get(file);
  };

  // A module imported both statically and lazily lands in a shared chunk named after it (no `src`).
  function sharedChunk(key) {
    const name = key
      .split('/')
      .pop()
      .replace(/\.tsx?$/, '');
    const found = Object.entries(manifest).filter(([k, chunk]) => k.startsWith('_') && chunk.name === name);
    if (found.length !== 1) {
      throw new Error(`${key} is not in the build manifest: update the screens in bench-web.mjs.`);
    }
    return found[0][1];
  }

  /** The files loaded for these manifest keys: each chunk, its static imports and their CSS. */
  function filesFor(keys) {
    const js = new Set();
    const css = new Set();
    const visit = (key) => {
      const chunk = manifest[key] ?? sharedChunk(key);
      if (js.has(chunk.file)) return;
      js.add(chunk.file);
      for (const file of chunk.css ?? []) css.add(file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return { js: [...js], css: [...css] };
  }

  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const sum = (files) => files.reduce((total, file) => total + gzipBytes(file), 0);
  const rows = [];
  for (const screen of screens) {
    console.log(`  ${screen.url}: ${screen.modules.join(' + ')}`);
    const { js, css } = filesFor([entryKey, ...screen.modules]);
    rows.push({ screen, jsBytes: sum(js), cssBytes: sum(css), jsFiles: js.length, cssFiles: css.length });
  }

  console.log(
    '\nGzip size of what the browser loads for the first screen (entry + static imports + route chunks):',
  );
  for (const { screen, jsBytes, cssBytes, jsFiles, cssFiles } of rows) {
    console.log(
      `  ${screen.url.padEnd(11)} JS ${kb(jsBytes).padStart(9)} (${jsFiles} files)   CSS ${kb(cssBytes).padStart(8)} (${cssFiles} files)   ${screen.what}`,
    );
  }
  const over = rows.filter(({ screen, jsBytes }) => jsBytes > screen.budgetKb * 1024);
  console.log('\nBudgets (gzip JavaScript of the first screen):');
  for (const { screen, jsBytes } of rows) {
    const verdict = jsBytes > screen.budgetKb * 1024 ? 'OVER BUDGET' : 'within budget';
    console.log(
      `  ${screen.url.padEnd(11)} ${kb(jsBytes).padStart(9)} of ${screen.budgetKb} KB   ${verdict}`,
    );
  }
  if (over.length > 0) {
    console.error(`\n${over.map(({ screen }) => screen.url).join(', ')} over budget.`);
    process.exitCode = 1;
  }
} finally {
  if (!process.argv.includes('--keep')) rmSync(outDir, { recursive: true, force: true });
  else console.log(`Build kept in ${outDir}`);
}

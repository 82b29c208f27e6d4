// `npm run bench:web`: builds the web app (with a Vite manifest, into a temp dir) and prints the gzip size
// of the JavaScript and CSS a browser loads for `/` and for the first screen of each area: the entry
// chunk, the route chunks of that screen and everything they import statically (what has to arrive
// before the screen renders), plus the lazy chunks the screen fetches by itself once it has rendered,
// with nobody touching anything (result cards, the subscriptions client...). It prints figures, then
// checks each screen's JavaScript (both parts) against its budget: the budget check of issue 18, it
// exits 1 when any screen is over (after printing every figure), 0 when all are within.
//   node scripts/bench-web.mjs [--keep] [--why]
//   (--keep leaves the build directory for inspection; --why lists each screen's files with their
//   gzip size and, from the source maps, the packages and app folders that make them up)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));

// The lazy modules (manifest keys, relative to web/) a screen needs before it renders, besides the
// entry: its layout and the module of its index route, read from the route file so the bench follows
// the router. Signed-in screens also load their area's route table (router.tsx patches it in on the
// first visit) and the session (`me`). Not the Firebase Auth SDK: the session is the API's cookie
// (features/auth/auth-provider.tsx).
const web = join(root, 'web');
const session = ['src/features/auth/session.tsx'];

// Lazy chunks a screen fetches as soon as it has rendered, without any action of the person: not on
// the render path, but the browser downloads them for this screen all the same, so they count. Keep
// these lists true when a component starts (or stops) loading a chunk as it mounts.
// (Loaded later, so not counted: the notifications host with the first notification, the account
// menu with its first click, the day fields' picker when a pointer or the focus comes to a day
// field, the admin's money chart and table once they scroll into view.)
const afterRender = {
  // SearchResults fetches the cards alongside the results query.
  search: ['src/features/hostels/search/result-list.tsx'],
  // Signed in: the avatar button (the menu comes with its first click); the bell and the
  // unread-messages badge subscribe at once (graphql-ws).
  signedIn: ['src/app/layouts/account-button.tsx', 'src/lib/ws-client.ts'],
};

/** The module the `index: true` route of a route file loads (inline import or a named loader). */
function indexRoute(routeFile) {
  const source = readFileSync(join(web, routeFile), 'utf8');
  const route = source.slice(source.indexOf('index: true'), source.indexOf('index: true') + 400);
  const screen = /lazyScreen\(\s*(\w+)\s*,/.exec(route);
  const specifier = screen
    ? new RegExp(`const ${screen[1]} = \\(\\) => import\\('([^']+)'\\)`).exec(source)?.[1]
    : /import\('([^']+)'\)/.exec(route)?.[1];
  if (!specifier) throw new Error(`No index route found in ${routeFile}: update bench-web.mjs.`);
  const base = relative(web, resolve(dirname(join(web, routeFile)), specifier));
  const file = ['.tsx', '.ts'].map((ext) => base + ext).find((f) => existsSync(join(web, f)));
  if (!file) throw new Error(`${specifier} (from ${routeFile}) does not exist.`);
  return file;
}

/** What an area's first screen loads before it renders (see above): the layout's route counts too. */
function areaModules(routeFile, layoutFile) {
  const source = readFileSync(join(web, routeFile), 'utf8');
  const layoutName = layoutFile.replace(/^.*\//, '').replace(/\.tsx$/, '');
  const layout = new RegExp(`lazyScreen\\(\\s*\\(\\) => import\\('[./]*layouts/${layoutName}'\\)`).exec(
    source,
  );
  if (!layout) throw new Error(`No route loads ${layoutFile} in ${routeFile}: update bench-web.mjs.`);
  return [routeFile, layoutFile, indexRoute(routeFile), ...session];
}

const screens = [
  {
    url: '/',
    what: 'public home, signed out',
    budgetKb: 150,
    modules: [indexRoute('src/app/routes/public-routes.tsx')],
    afterRender: afterRender.search,
  },
  {
    url: '/students',
    budgetKb: 200,
    what: 'student area home, signed in',
    modules: areaModules('src/app/routes/student-routes.tsx', 'src/app/layouts/student-layout.tsx'),
    afterRender: [...afterRender.search, ...afterRender.signedIn],
  },
  {
    url: '/dashboard',
    budgetKb: 200,
    what: 'owner dashboard home, signed in',
    modules: areaModules('src/app/routes/owner-routes.tsx', 'src/app/layouts/owner-layout.tsx'),
    afterRender: afterRender.signedIn,
  },
  {
    url: '/admin',
    budgetKb: 200,
    what: 'admin area home, signed in',
    modules: areaModules('src/app/routes/admin-routes.tsx', 'src/app/layouts/admin-layout.tsx'),
    afterRender: afterRender.signedIn,
  },
];

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * Bytes of a generated file per original source, from its source map: each mapping segment covers
 * the generated text up to the next segment of its line.
 */
function bytesPerSource(code, map) {
  const bytes = new Map();
  const lines = code.split('\n');
  let source = 0;
  map.mappings.split(';').forEach((line, index) => {
    const segments = [];
    let column = 0;
    for (const text of line.split(',')) {
      if (!text) continue;
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const char of text) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        shift += 5;
        if (digit & 32) continue;
        fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      segments.push({ column, source: fields.length > 1 ? source : -1 });
    }
    const length = lines[index]?.length ?? 0;
    segments.forEach((segment, i) => {
      const name = segment.source >= 0 ? map.sources[segment.source] : '(bundler glue)';
      const end = i + 1 < segments.length ? segments[i + 1].column : length;
      bytes.set(name, (bytes.get(name) ?? 0) + end - segment.column);
    });
  });
  return bytes;
}

/** A source's package (node_modules) or app folder (web/src/<folder>/<name>), for --why. */
function partOf(source) {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1];
  const app = /((?:web\/src|common\/src)\/[^/]+(?:\/[^/]+)?)/.exec(source);
  return app ? app[1].replace(/\.tsx?$/, '') : source;
}

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

  // A module imported both statically and lazily lands in a shared chunk named after it (no `src`),
  // or in the chunk of the codeSplitting group that holds it (vite.config.ts): found by its source map.
  function sharedChunk(key) {
    const name = key
      .split('/')
      .pop()
      .replace(/\.tsx?$/, '');
    let found = Object.entries(manifest).filter(([k, chunk]) => k.startsWith('_') && chunk.name === name);
    if (found.length === 0) {
      found = Object.entries(manifest).filter(([k, chunk]) => {
        const mapFile = join(outDir, `${chunk.file}.map`);
        if (!k.startsWith('_') || !existsSync(mapFile)) return false;
        const { sources } = JSON.parse(readFileSync(mapFile, 'utf8'));
        return sources.some((source) => source.endsWith(`/web/${key}`));
      });
    }
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

  /** The parts (packages, app folders) of a built file, in gzip bytes shared out by raw size. */
  function partsOf(file) {
    const mapFile = join(outDir, `${file}.map`);
    if (!existsSync(mapFile)) return [];
    const code = readFileSync(join(outDir, file), 'utf8');
    const parts = new Map();
    for (const [source, bytes] of bytesPerSource(code, JSON.parse(readFileSync(mapFile, 'utf8')))) {
      const part = partOf(source);
      parts.set(part, (parts.get(part) ?? 0) + (bytes * gzipBytes(file)) / code.length);
    }
    return [...parts].sort((a, b) => b[1] - a[1]);
  }

  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const sum = (files) => files.reduce((total, file) => total + gzipBytes(file), 0);
  const rows = [];
  for (const screen of screens) {
    console.log(
      `  ${screen.url}: ${screen.modules.join(' + ')}; after render: ${screen.afterRender.join(' + ')}`,
    );
    const render = filesFor([entryKey, ...screen.modules]);
    const all = filesFor([entryKey, ...screen.modules, ...screen.afterRender]);
    const after = all.js.filter((file) => !render.js.includes(file));
    rows.push({ screen, render: render.js, after, css: all.css });
  }

  console.log(
    '\nGzip size of what the browser loads for the first screen (entry + static imports + route chunks,' +
      '\nthen the lazy chunks the screen fetches once rendered):',
  );
  for (const { screen, render, after, css } of rows) {
    console.log(
      `  ${screen.url.padEnd(11)} JS ${kb(sum(render) + sum(after)).padStart(9)} (${kb(sum(render))} to render, ${kb(sum(after))} after; ${render.length + after.length} files)   CSS ${kb(sum(css)).padStart(8)} (${css.length} files)   ${screen.what}`,
    );
  }

  if (process.argv.includes('--why')) {
    for (const { screen, render, after } of rows) {
      console.log(`\n${screen.url}: each file (gzip), the parts that make up most of it`);
      for (const [when, files] of [
        ['render', render],
        ['after ', after],
      ]) {
        for (const file of [...files].sort((a, b) => gzipBytes(b) - gzipBytes(a))) {
          const parts = partsOf(file)
            .filter(([, bytes]) => bytes >= 50)
            .slice(0, 6)
            .map(([part, bytes]) => `${part} ${kb(bytes)}`);
          console.log(`  ${when} ${kb(gzipBytes(file)).padStart(9)}  ${file}  ${parts.join(', ')}`);
        }
      }
    }
  }

  const jsBytes = ({ render, after }) => sum(render) + sum(after);
  const over = rows.filter((row) => jsBytes(row) > row.screen.budgetKb * 1024);
  console.log('\nBudgets (gzip JavaScript of the first screen):');
  for (const row of rows) {
    const verdict = jsBytes(row) > row.screen.budgetKb * 1024 ? 'OVER BUDGET' : 'within budget';
    console.log(
      `  ${row.screen.url.padEnd(11)} ${kb(jsBytes(row)).padStart(9)} of ${row.screen.budgetKb} KB   ${verdict}`,
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

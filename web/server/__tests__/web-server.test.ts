// The production web server over real HTTP, in front of a real API on a fresh database: the head of
// hostel and city pages as first sent (no JavaScript), sitemap.xml and robots.txt, compression and
// caching, and the API's paths forwarded (HTTP and WebSocket). The built app is stood in by a small
// dist directory: the real index.html shell and one hashed asset with its precompressed copies.
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import WebSocket from 'ws';
import { startTestApi, signUpUser, type TestApi } from '../../../api/src/test/harness';
import {
  BASICS,
  M,
  ok,
  publishedHostel,
  signUpAdmin,
  type TestUser,
} from '../../../api/src/modules/hostels/__tests__/fixtures';
import { formatPrice } from '../../src/features/hostels/format';
import { startWebServer, type RunningWebServer } from '../app';
import { mapSettingsFromEnv } from '../map-style';

const PUBLIC_URL = 'https://hostel.example';
// The app as `npm start` builds it: signing in through the Auth emulator.
const FIREBASE = { authDomain: 'demo-hostel.firebaseapp.com', emulatorHost: '127.0.0.1:9099' };
const ASSET = '/assets/app-Abc123.js';
const OSM_TILES = 'https://tile.openstreetmap.org';
const assetBody = `export const text = ${JSON.stringify('student hostel '.repeat(400))};\n`;
// The build's source map of the asset: the original sources, for error reports only.
const SOURCE_MAP = JSON.stringify({ version: 3, sources: ['../src/app.ts'], sourcesContent: ['secret'] });

let api: TestApi;
let web: RunningWebServer;
let dist: string;
let owner: TestUser;
let admin: TestUser;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'hostel-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), readFileSync(new URL('../../index.html', import.meta.url)));
  writeFileSync(join(dist, 'version.json'), '{"id":"test"}');
  writeFileSync(join(dist, `.${ASSET}`), assetBody);
  writeFileSync(join(dist, `.${ASSET}.br`), brotliCompressSync(assetBody));
  writeFileSync(join(dist, `.${ASSET}.gz`), gzipSync(assetBody));
  writeFileSync(join(dist, `.${ASSET}.map`), SOURCE_MAP);
  api = await startTestApi();
  web = await startWebServer({
    port: 0,
    host: '127.0.0.1',
    distDir: dist,
    apiUrl: api.url,
    publicUrl: PUBLIC_URL,
    firebase: FIREBASE,
  });
  [owner, admin] = await Promise.all([signUpUser(api, 'OWNER'), signUpAdmin(api)]);
});

afterAll(async () => {
  await web?.close();
  await api?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** A GET with exactly these headers (fetch would add its own Accept-Encoding and decode the body). */
function get(path: string, headers: Record<string, string> = {}, base = web.url) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    const req = request(new URL(path, base), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject).end();
  });
}
const html = async (path: string, base?: string) => {
  const res = await get(path, {}, base);
  return { ...res, text: res.body.toString('utf8') };
};

/** The head's tags as a browser would read them, without running any script. */
function readHead(page: string) {
  const entities: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', '#39': "'" };
  const unescape = (text: string) =>
    text.replace(/&(amp|quot|lt|gt|#39);/g, (_m, name: string) => entities[name]!);
  const attr = (pattern: RegExp) => {
    const found = pattern.exec(page)?.[1];
    return found === undefined ? undefined : unescape(found);
  };
  const property = (name: string) => attr(new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)"`));
  const jsonLd = [
    ...page.matchAll(/<script [^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ].map((m) => JSON.parse(m[1]!));
  return {
    titles: [...page.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => unescape(m[1]!)),
    title: attr(/<title>([^<]*)<\/title>/),
    descriptions: [...page.matchAll(/<meta name="description"/g)].length,
    description: property('description'),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    ogTitle: property('og:title'),
    ogImage: property('og:image'),
    ogUrl: property('og:url'),
    ogType: property('og:type'),
    twitterCard: property('twitter:card'),
    twitterImage: property('twitter:image'),
    robots: property('robots'),
    jsonLd,
  };
}

type Answer = Awaited<ReturnType<typeof get>>;

/** The directives of an answer's Content-Security-Policy by name ("script-src" -> its sources). */
function cspOf(res: Answer): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/**
 * The number of inline <script> elements of an HTML answer, having checked that each one carries
 * the nonce of the answer's Content-Security-Policy (and that no other nonce is in the page).
 */
function inlineScripts(res: Answer & { text: string }): number {
  const nonce = /^'nonce-([A-Za-z0-9+/=]{22,})'$/.exec(
    cspOf(res)
      .get('script-src')
      ?.find((source) => source.startsWith("'nonce-")) ?? '',
  )?.[1];
  assert.ok(nonce, 'the policy has a nonce for scripts');
  const tags = [...res.text.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  const inline = tags.filter((tag) => !/\ssrc=/.test(tag));
  const prefix = `<script nonce="${nonce}"`;
  for (const tag of inline) assert.ok(tag.startsWith(prefix) && /^[\s>]/.test(tag.slice(prefix.length)), tag);
  assert.deepEqual(
    [...res.text.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]).filter((found) => found !== nonce),
    [],
    'no other nonce',
  );
  return inline.length;
}

const slugOf = async (id: string): Promise<string> =>
  ok(await api.gql(M.hostel, { id }, owner.idToken)).hostel.slug;

describe('the head of a hostel page as first sent', () => {
  test('the canonical URL carries title, description, canonical, Open Graph, Twitter card and JSON-LD', async () => {
    const { id } = await publishedHostel(api, owner, admin, { name: 'Legon Heights Hostel', city: 'Accra' });
    const slug = await slugOf(id);
    await api.db.prisma.hostel.update({ where: { id }, data: { ratingAverage: 4.25, reviewCount: 8 } });
    const page = await html(`/hostels/${slug}`);
    assert.equal(page.status, 200);
    assert.equal(page.headers['cache-control'], 'no-cache');
    const head = readHead(page.text);
    assert.deepEqual(head.titles, ['Legon Heights Hostel, student hostel in Accra · Hostel']);
    assert.equal(head.descriptions, 1);
    const [low, high] = [5000, 6000].map((amount) =>
      formatPrice({ amount, currency: 'GHS', period: 'MONTH' }, 'en'),
    );
    assert.equal(head.description, `Legon Heights Hostel in Accra. From ${low}. ${BASICS.description}`);
    assert.ok(head.description!.length <= 160);
    const url = `${PUBLIC_URL}/hostels/${slug}`;
    assert.equal(head.canonical, url);
    assert.equal(head.ogUrl, url);
    assert.equal(head.ogType, 'website');
    assert.equal(head.ogTitle, head.title);
    assert.match(head.ogImage!, /^http:\/\/files\.test\/[\w-]+\.jpg$/, 'the cover photo, absolute');
    assert.equal(head.twitterCard, 'summary_large_image');
    assert.equal(head.twitterImage, head.ogImage);
    assert.equal(head.jsonLd.length, 1);
    assert.deepEqual(head.jsonLd[0], {
      '@context': 'https://schema.org',
      '@type': 'Hostel',
      name: 'Legon Heights Hostel',
      description: 'A calm hostel ten minutes from campus with fast Wi-Fi and study rooms.',
      url,
      image: [head.ogImage],
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 Legon Road',
        addressLocality: 'Accra',
        addressCountry: 'Ghana',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 5.6037, longitude: -0.187 },
      priceRange: `${low} – ${high}`,
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.25,
        reviewCount: 8,
        bestRating: 5,
        worstRating: 1,
      },
    });
  });

  test('the original URL shows the same head, canonical to the readable URL', async () => {
    const { id } = await publishedHostel(api, owner, admin, { name: 'Kumasi Court', city: 'Kumasi' });
    const slug = await slugOf(id);
    const canonical = readHead((await html(`/hostels/${slug}`)).text);
    const original = readHead(
      (await html(`/students/hostelDetails?id=${id}&checkIn=2027-01-10&checkOut=2027-01-12`)).text,
    );
    assert.deepEqual(original, canonical);
    assert.equal(original.canonical, `${PUBLIC_URL}/hostels/${slug}`);
    assert.equal(original.jsonLd[0].aggregateRating, undefined, 'no rating without reviews');
  });

  test('a name with markup cannot break out of the head', async () => {
    const name = `Casa "Luz" </script><script>alert(1)</script> & $& Co`;
    const { id } = await publishedHostel(api, owner, admin, { name });
    const page = await html(`/students/hostelDetails?id=${id}`);
    assert.doesNotMatch(page.text, /<script>alert/);
    const shellScripts = readFileSync(join(dist, 'index.html'), 'utf8').match(/<\/script>/g)?.length ?? 0;
    assert.equal(
      page.text.match(/<\/script>/g)?.length,
      shellScripts + 1,
      'only the JSON-LD closes a script',
    );
    const head = readHead(page.text);
    assert.equal(head.jsonLd[0].name, name);
    assert.equal(head.ogTitle, `${name}, student hostel in Accra · Hostel`);
    assert.deepEqual(head.titles, [`${name}, student hostel in Accra · Hostel`]);
  });

  test('a hostel the public may not see is a 404 shell that asks not to be indexed', async () => {
    const draft = ok(await api.gql(M.create, {}, owner.idToken)).createHostelDraft;
    for (const path of [
      `/hostels/${draft.slug}`,
      `/hostels/no-such-hostel`,
      `/students/hostelDetails?id=${draft.id}`,
      '/students/hostelDetails?id=not-an-id',
    ]) {
      const page = await html(path);
      assert.equal(page.status, 404, path);
      const head = readHead(page.text);
      assert.equal(head.robots, 'noindex', path);
      assert.equal(head.canonical, undefined, path);
      assert.match(page.text, /<div id="root"><\/div>/, 'the app still starts (its own not-found screen)');
    }
  });

  test('without the API the plain shell is served', async () => {
    const alone = await startWebServer({
      port: 0,
      host: '127.0.0.1',
      distDir: dist,
      apiUrl: 'http://127.0.0.1:9', // nothing listens on the discard port
      publicUrl: PUBLIC_URL,
      firebase: FIREBASE,
    });
    try {
      const page = await html('/hostels/anything', alone.url);
      assert.equal(page.status, 200);
      assert.equal(page.text, readFileSync(join(dist, 'index.html'), 'utf8'));
      assert.equal((await get('/sitemap.xml', {}, alone.url)).status, 503);
    } finally {
      await alone.close();
    }
  });

  test('city search pages carry their own title, description and canonical', async () => {
    for (const path of ['/hostels?city=Accra', '/?city=Accra', '/students?city=Accra&sort=RATING']) {
      const head = readHead((await html(path)).text);
      assert.deepEqual(head.titles, ['Student hostels in Accra · Hostel'], path);
      assert.match(head.description!, /^Compare student hostels in Accra: /);
      assert.equal(head.canonical, `${PUBLIC_URL}/hostels?city=Accra`);
    }
    const plain = readHead((await html('/about')).text);
    assert.deepEqual(plain.titles, ['Hostel - student beds near your university']);
    assert.equal(plain.canonical, undefined);
  });
});

describe('crawlers', () => {
  const locs = async () => {
    const res = await html('/sitemap.xml');
    assert.equal(res.status, 200);
    assert.match(String(res.headers['content-type']), /^application\/xml/);
    assert.match(
      res.text,
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    return [...res.text.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g)].map(
      (m) => ({ loc: m[1]!.replace(/&amp;/g, '&'), lastmod: m[2] }),
    );
  };

  test('sitemap.xml lists exactly the published hostels and their cities, as the database has them now', async () => {
    const published = await api.db.prisma.hostel.findMany({ where: { status: 'PUBLISHED' } });
    const a = await publishedHostel(api, owner, admin, { name: 'Sitemap One', city: 'Tamale' });
    const b = await publishedHostel(api, owner, admin, { name: 'Sitemap Two', city: 'Cape Coast' });
    ok(await api.gql(M.create, {}, owner.idToken)); // a draft: never listed
    const [slugA, slugB] = [await slugOf(a.id), await slugOf(b.id)];
    const hostelUrls = (entries: { loc: string }[]) =>
      entries
        .filter((e) => e.loc.startsWith(`${PUBLIC_URL}/hostels/`))
        .map((e) => e.loc)
        .sort();
    const expected = [...published.map((h) => h.slug), slugA, slugB]
      .map((s) => `${PUBLIC_URL}/hostels/${s}`)
      .sort();

    const before = await locs();
    assert.deepEqual(hostelUrls(before), expected);
    const rowA = await api.db.prisma.hostel.findUniqueOrThrow({ where: { id: a.id } });
    assert.equal(
      before.find((e) => e.loc.endsWith(`/hostels/${slugA}`))?.lastmod,
      rowA.updatedAt.toISOString(),
    );
    for (const city of ['Tamale', 'Cape%20Coast', 'Accra'])
      assert.ok(
        before.some((e) => e.loc === `${PUBLIC_URL}/hostels?city=${city.replace('%20', '+')}`),
        city,
      );
    assert.ok(before.some((e) => e.loc === `${PUBLIC_URL}/`));
    assert.ok(before.some((e) => e.loc === `${PUBLIC_URL}/about`));

    ok(await api.gql(M.suspend, { id: a.id, reason: 'Photos do not match the building.' }, admin.idToken));
    const suspended = await locs();
    assert.deepEqual(
      hostelUrls(suspended),
      expected.filter((url) => !url.endsWith(`/hostels/${slugA}`)),
    );
    assert.ok(
      !suspended.some((e) => e.loc === `${PUBLIC_URL}/hostels?city=Tamale`),
      'no city page without hostels',
    );

    ok(await api.gql(M.reinstate, { id: a.id }, admin.idToken));
    assert.deepEqual(hostelUrls(await locs()), expected);
  });

  test('robots.txt keeps crawlers out of the signed-in areas and points to the sitemap', async () => {
    const res = await html('/robots.txt');
    assert.equal(res.status, 200);
    const lines = res.text.split('\n');
    assert.equal(lines[0], 'User-agent: *');
    for (const path of [
      '/dashboard',
      '/admin',
      '/students/reservation',
      '/students/messages',
      '/students/accountSetting',
      '/students/favourite',
      '/students/confirmPay',
    ])
      assert.ok(lines.includes(`Disallow: ${path}`), path);
    assert.ok(lines.includes('Allow: /students/hostelDetails'));
    assert.ok(!lines.some((l) => /^Disallow: \/(hostels|about)?$/.test(l)), 'public pages stay open');
    assert.ok(lines.includes(`Sitemap: ${PUBLIC_URL}/sitemap.xml`));
  });
});

describe('compression and caching', () => {
  test('hashed assets: precompressed brotli or gzip by Accept-Encoding, cached for a year', async () => {
    const br = await get(ASSET, { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(br.status, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.match(String(br.headers.vary), /Accept-Encoding/);
    assert.match(String(br.headers['content-type']), /javascript/);
    assert.equal(brotliDecompressSync(br.body).toString(), assetBody);

    const gz = await get(ASSET, { 'accept-encoding': 'gzip' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(gz.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(gunzipSync(gz.body).toString(), assetBody);

    const plain = await get(ASSET);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body.toString(), assetBody);

    const missing = await get('/assets/gone-Xyz789.js');
    assert.equal(missing.status, 404, 'a missing chunk is not answered with the shell');
  });

  test('pages: compressed on the fly, revalidated every time', async () => {
    const { id } = await publishedHostel(api, owner, admin, { name: 'Compressed Lodge' });
    const path = `/students/hostelDetails?id=${id}`;
    const br = await get(path, { 'accept-encoding': 'br, gzip' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(br.headers['cache-control'], 'no-cache');
    assert.match(brotliDecompressSync(br.body).toString(), /Compressed Lodge/);
    const gz = await get(path, { 'accept-encoding': 'gzip' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.match(gunzipSync(gz.body).toString(), /Compressed Lodge/);
    for (const page of ['/', '/index.html', '/about', '/version.json']) {
      const res = await get(page);
      assert.equal(res.status, 200, page);
      assert.equal(res.headers['cache-control'], 'no-cache', page);
    }
  });
});

describe('security headers (OWASP Secure Headers project)', () => {
  /** What every answer of the web server carries, and its script policy: never inline, never eval. */
  function assertHeaders(res: Answer, what: string) {
    assert.equal(res.headers['x-frame-options'], 'DENY', what);
    assert.equal(res.headers['x-content-type-options'], 'nosniff', what);
    assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin', what);
    assert.equal(res.headers['cross-origin-opener-policy'], 'same-origin-allow-popups', what);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
      assert.match(String(res.headers['permissions-policy']), new RegExp(`(^|, )${feature}=\\(\\)`), what);
    const csp = cspOf(res);
    assert.deepEqual(csp.get('frame-ancestors'), ["'none'"], what);
    assert.deepEqual(csp.get('object-src'), ["'none'"], what);
    assert.deepEqual(csp.get('default-src'), ["'self'"], what);
    const scripts = csp.get('script-src') ?? [];
    assert.ok(scripts.includes("'self'"), what);
    assert.ok(!scripts.some((source) => /unsafe|\*|^https?:$|^data:/.test(source)), `${what}: ${scripts}`);
    assert.deepEqual(csp.get('script-src-attr'), ["'none'"], what);
    return csp;
  }

  test('every kind of answer carries them, and no HSTS outside production', async () => {
    const { id } = await publishedHostel(api, owner, admin, { name: 'Headers House' });
    const answers: Record<string, Answer> = {
      '/': await html('/'),
      '/about': await html('/about'),
      '/students (the app renders it)': await html('/students'),
      'a hostel page': await html(`/hostels/${await slugOf(id)}`),
      'a hostel that is not published': await html('/hostels/no-such-hostel'),
      'a static asset': await get(ASSET, { 'accept-encoding': 'br' }),
      '/version.json': await get('/version.json'),
      '/robots.txt': await get('/robots.txt'),
      '/sitemap.xml': await get('/sitemap.xml'),
      'a missing asset': await get('/assets/gone-Xyz789.js'),
    };
    assert.equal(answers['a hostel page']!.status, 200);
    assert.equal(answers['a hostel that is not published']!.status, 404);
    assert.equal(answers['a missing asset']!.status, 404);
    for (const [what, res] of Object.entries(answers)) {
      const csp = assertHeaders(res, what);
      assert.equal(res.headers['strict-transport-security'], undefined, what);
      // What the app talks to: its own origin and WebSocket, the Auth emulator it was built for, and
      // the map's tiles (OpenStreetMap's by default).
      assert.deepEqual(
        csp.get('connect-src'),
        ["'self'", 'wss://hostel.example', 'http://127.0.0.1:9099', OSM_TILES],
        what,
      );
      assert.deepEqual(csp.get('frame-src'), ['http://127.0.0.1:9099'], what);
      assert.ok(csp.get('script-src')!.includes('https://apis.google.com'), `${what}: Google sign-in's gapi`);
      // Photos' URLs name PUBLIC_URL's origin, also when the site is opened under another name.
      assert.deepEqual(csp.get('img-src')?.slice(0, 4), ["'self'", PUBLIC_URL, 'data:', 'blob:'], what);
      assert.equal(csp.get('img-src')?.at(-1), OSM_TILES, what);
      // MapLibre's worker is a file of the build: no blob: or data: worker.
      assert.deepEqual(csp.get('worker-src'), ["'self'"], what);
      assert.ok(csp.has('upgrade-insecure-requests'), `${what}: the site is https`);
    }
    // The JSON-LD of the hostel page is the page's one inline script, and it carries the nonce.
    const hostelPage = answers['a hostel page'] as Answer & { text: string };
    assert.equal(inlineScripts(hostelPage), 1);
    for (const path of ['/', '/about', '/students (the app renders it)', 'a hostel that is not published'])
      assert.equal(inlineScripts(answers[path] as Answer & { text: string }), 0, path);
    const nonces = await Promise.all(
      [1, 2].map(async () =>
        cspOf(await html('/about'))
          .get('script-src')!
          .find((s) => s.startsWith("'nonce-")),
      ),
    );
    assert.notEqual(nonces[0], nonces[1], 'a new nonce for every answer');
    // The API's answers keep the API's own (stricter) policy.
    const graphql = await fetch(`${web.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    assert.match(String(graphql.headers.get('content-security-policy')), /^default-src 'none'/);
    assert.equal(graphql.headers.get('x-frame-options'), 'DENY');
  });

  test('production: HSTS, a real Firebase project, and the source maps are not served', async () => {
    assert.equal((await get(`${ASSET}.map`)).status, 200, 'outside production the map is there');
    const production = await startWebServer({
      port: 0,
      host: '127.0.0.1',
      distDir: dist,
      apiUrl: api.url,
      publicUrl: PUBLIC_URL,
      production: true,
      firebase: { authDomain: 'hostel-prod.firebaseapp.com', emulatorHost: null },
    });
    try {
      const map = await get(`${ASSET}.map`, {}, production.url);
      assert.equal(map.status, 404);
      assert.doesNotMatch(map.body.toString(), /secret/);
      assert.equal((await get(ASSET, {}, production.url)).status, 200, 'the script itself is served');
      for (const path of ['/', '/about', ASSET, '/robots.txt', `${ASSET}.map`]) {
        const res = await get(path, {}, production.url);
        const csp = assertHeaders(res, path);
        assert.equal(res.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains', path);
        assert.deepEqual(
          csp.get('connect-src'),
          [
            "'self'",
            'wss://hostel.example',
            'https://identitytoolkit.googleapis.com',
            'https://securetoken.googleapis.com',
            OSM_TILES,
          ],
          path,
        );
        assert.ok(csp.get('frame-src')!.includes('https://hostel-prod.firebaseapp.com'), path);
        assert.ok(!String(res.headers['content-security-policy']).includes('127.0.0.1'), 'no emulator');
      }
    } finally {
      await production.close();
    }
  });
});

describe('the map’s style (MAP_* settings)', () => {
  test('raster tiles: the style the app loads names them, and only their origin is allowed', async () => {
    const tiles = 'https://tiles.example.org/osm/{z}/{x}/{y}.png';
    const mapped = await startWebServer({
      port: 0,
      host: '127.0.0.1',
      distDir: dist,
      apiUrl: api.url,
      publicUrl: PUBLIC_URL,
      firebase: FIREBASE,
      map: mapSettingsFromEnv({ MAP_TILES_URL: tiles, MAP_ATTRIBUTION: '© Example contributors' }),
    });
    try {
      const res = await get('/map/style.json', {}, mapped.url);
      assert.equal(res.status, 200);
      assert.match(String(res.headers['content-type']), /^application\/json/);
      const style = JSON.parse(res.body.toString()) as {
        version: number;
        sources: Record<string, { type: string; tiles: string[]; attribution: string }>;
        layers: { type: string; source: string }[];
      };
      assert.equal(style.version, 8);
      assert.deepEqual(Object.values(style.sources), [
        { type: 'raster', tiles: [tiles], tileSize: 256, maxzoom: 19, attribution: '© Example contributors' },
      ]);
      assert.deepEqual(
        style.layers.map((layer) => layer.type),
        ['raster'],
      );
      const csp = cspOf(await get('/', {}, mapped.url));
      assert.equal(csp.get('connect-src')?.at(-1), 'https://tiles.example.org');
      assert.equal(csp.get('img-src')?.at(-1), 'https://tiles.example.org');
      assert.ok(!String(csp.get('connect-src')).includes('openstreetmap'), 'the default is not allowed too');
    } finally {
      await mapped.close();
    }
  });

  test('a vector style of a provider: /map/style.json sends the app to it, and its origin is allowed', async () => {
    const styleUrl = 'https://maps.example.net/styles/streets.json?key=public';
    const mapped = await startWebServer({
      port: 0,
      host: '127.0.0.1',
      distDir: dist,
      apiUrl: api.url,
      publicUrl: PUBLIC_URL,
      firebase: FIREBASE,
      map: mapSettingsFromEnv({ MAP_STYLE_URL: styleUrl }),
    });
    try {
      const res = await get('/map/style.json', {}, mapped.url);
      assert.equal(res.status, 302);
      assert.equal(res.headers.location, styleUrl);
      const csp = cspOf(res);
      assert.equal(csp.get('connect-src')?.at(-1), 'https://maps.example.net');
    } finally {
      await mapped.close();
    }
  });

  test('a malformed setting is refused, naming it', () => {
    assert.throws(
      () => mapSettingsFromEnv({ MAP_TILES_URL: 'ftp://tiles.example.org/{z}/{x}/{y}.png' }),
      /MAP_TILES_URL/,
    );
    assert.throws(
      () => mapSettingsFromEnv({ MAP_TILES_URL: 'https://tiles.example.org/tile.png' }),
      /lacks \{z\}/,
    );
    assert.throws(() => mapSettingsFromEnv({ MAP_STYLE_URL: 'not a url' }), /MAP_STYLE_URL/);
    assert.deepEqual(mapSettingsFromEnv({}).tileUrls, ['https://tile.openstreetmap.org/{z}/{x}/{y}.png']);
  });
});

describe("the API's paths", () => {
  test('GraphQL over HTTP and its WebSocket go through to the API', async () => {
    const res = await fetch(`${web.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    assert.deepEqual(((await res.json()) as { data: unknown }).data, { __typename: 'Query' });
    assert.equal((await fetch(`${web.url}/healthz`)).status, 200);

    const socket = new WebSocket(`${web.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    const ack = await new Promise<unknown>((resolve, reject) => {
      socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: {} })));
      socket.on('message', (data) => resolve(JSON.parse(String(data))));
      socket.on('error', reject);
    });
    socket.close();
    assert.deepEqual(ack, { type: 'connection_ack' });
  });

  test('the SDL and the changelog come from the API; /schema.graphql is no app page', async () => {
    const sdl = await fetch(`${web.url}/graphql/schema.graphql`);
    assert.equal(sdl.status, 200);
    assert.equal(sdl.headers.get('content-type'), 'application/graphql; charset=utf-8');
    assert.match(await sdl.text(), /^type Query \{$/m);
    const changelog = await fetch(`${web.url}/graphql/changelog`);
    assert.equal(changelog.headers.get('content-type'), 'text/markdown; charset=utf-8');
    assert.match(await changelog.text(), /^# API changelog/);
    const root = await fetch(`${web.url}/schema.graphql`, { redirect: 'manual' });
    assert.equal(root.status, 301);
    assert.equal(root.headers.get('location'), '/graphql/schema.graphql');
  });
});

describe('the first screen from the build’s server renderer', () => {
  // A stand-in for the build's .server/entry-server.js (web/src/entry-server.tsx, exercised for real
  // by web/e2e/server-render.test.ts): it renders `/`, fails on /broken and never answers /slow.
  const RENDERER = `
export const colorSchemeScript = '<script data-scheme-script></script>';
export const signedInScript = '<script data-signed-in-script></script>';
export const SERVER_DATA_ID = 'server-data';
export async function renderPage(url, { signal, headers }) {
  if (url.pathname === '/')
    return { html: '<link rel="preload" as="image" href="/cover.webp" fetchPriority="high"/><h1>Home & more $& $1</h1>', data: { name: '</script><b>', forwardedFor: headers['x-forwarded-for'] } };
  if (url.pathname === '/broken') throw new Error('a bug in a screen');
  if (url.pathname === '/slow')
    await new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
  return null;
}
`;
  let rendering: RunningWebServer;
  let renderedDist: string;
  beforeAll(async () => {
    renderedDist = mkdtempSync(join(tmpdir(), 'hostel-web-dist-'));
    mkdirSync(join(renderedDist, '.server'));
    writeFileSync(join(renderedDist, 'index.html'), readFileSync(join(dist, 'index.html')));
    writeFileSync(join(renderedDist, '.server', 'entry-server.js'), RENDERER);
    rendering = await startWebServer({
      port: 0,
      host: '127.0.0.1',
      distDir: renderedDist,
      apiUrl: api.url,
      publicUrl: PUBLIC_URL,
      firebase: FIREBASE,
    });
  });
  afterAll(async () => {
    await rendering?.close();
    rmSync(renderedDist, { recursive: true, force: true });
  });

  test('writes the rendered screen into #root and its script into the head, with the page’s head', async () => {
    for (const path of ['/', '/?city=Accra']) {
      const page = await html(path, rendering.url);
      assert.equal(page.status, 200);
      assert.match(
        page.text,
        // The data, then the script that drops it with the screen for a signed-in browser.
        /<div id="root"><h1>Home & more \$& \$1<\/h1><\/div><script nonce="[^"]+" type="application\/json" id="server-data">[^<]*<\/script><script nonce="[^"]+" data-signed-in-script>/,
        path,
      );
      // The photo's preload goes ahead of the app's script, out of #root.
      assert.match(
        page.text,
        /<link rel="preload" as="image" href="\/cover.webp" fetchPriority="high"\/>\s*<script type="module"/,
        path,
      );
      // The data for the app's first render: no text in it can close the element.
      const data = /<script nonce="[^"]+" type="application\/json" id="server-data">(.*?)<\/script>/.exec(
        page.text,
      )?.[1];
      assert.deepEqual(JSON.parse(data!), { name: '</script><b>', forwardedFor: '127.0.0.1' }, path);
      assert.match(
        page.text,
        /<script nonce="[^"]+" data-scheme-script><\/script>\s*(<[^>]+>\s*)*<\/head>/,
        path,
      );
      assert.equal(inlineScripts(page), 3, 'the scheme script, the data and the signed-in script');
    }
    assert.deepEqual(readHead((await html('/?city=Accra', rendering.url)).text).titles, [
      'Student hostels in Accra · Hostel',
    ]);
  });

  test('serves the plain shell for pages it does not render, when it fails and when it is slow', async () => {
    const shell = readFileSync(join(dist, 'index.html'), 'utf8');
    for (const path of ['/about', '/broken', '/slow']) {
      const page = await html(path, rendering.url);
      assert.equal(page.status, 200, path);
      assert.equal(page.text, shell, path);
    }
    // The server still answers and renders after a failure.
    assert.match((await html('/', rendering.url)).text, /<h1>Home/);
  });

  test('a renderer that cannot be loaded leaves every page to the app, and the server up', async () => {
    const broken = mkdtempSync(join(tmpdir(), 'hostel-web-dist-'));
    mkdirSync(join(broken, '.server'));
    writeFileSync(join(broken, 'index.html'), readFileSync(join(dist, 'index.html')));
    writeFileSync(join(broken, '.server', 'entry-server.js'), 'export const = ;');
    const server = await startWebServer({
      port: 0,
      host: '127.0.0.1',
      distDir: broken,
      apiUrl: api.url,
      publicUrl: PUBLIC_URL,
      firebase: FIREBASE,
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 100)); // the failed import has settled
      const page = await html('/', server.url);
      assert.equal(page.status, 200);
      assert.equal(page.text, readFileSync(join(dist, 'index.html'), 'utf8'));
    } finally {
      await server.close();
      rmSync(broken, { recursive: true, force: true });
    }
  });
});

// The <head> of the HTML first sent for a hostel page or a city search: title, description,
// canonical link, Open Graph and Twitter card, and the hostel's schema.org JSON-LD, so a search
// engine or a shared link sees the page without running JavaScript. Hostel facts come from the API
// (the public `hostel` query: only PUBLISHED hostels), cached briefly; without the API, the plain shell.
import { print } from 'graphql';
import { isUuid } from '@hostel/common';
import { paths } from '../src/config/paths';
import { HostelHeadQuery } from '../src/features/hostels/api/head';
import { formatPrice } from '../src/features/hostels/format';
import { SITE_NAME } from '../src/config/site';
import { hostelDescription, hostelTitle, lowestOf } from '../src/features/hostels/details/hostel-head';
import { cityHead } from '../src/features/hostels/page-head';
import type { HostelHeadQueryQuery } from '../src/gql/graphql';

type HostelHead = NonNullable<HostelHeadQueryQuery['hostel']>;
const QUERY = print(HostelHeadQuery);
const API_TIMEOUT_MS = 1500;

/** What the page's first HTML says; `status` 404 when the hostel is not (or no longer) published. */
export interface PageHeadHtml {
  status: number;
  title?: string;
  description?: string;
  /** Tags added before </head> (canonical, Open Graph, Twitter, JSON-LD). */
  tags: string;
}

/** Text for an HTML attribute or element: every character with a meaning in HTML escaped. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** JSON inside <script>: `<`, `>` and `&` as \u escapes, so no text can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}" data-server-head>`;

/** Looks hostels up in the API; answers (found or not) are kept `ttlMs`, at most `max` of them. */
export function createHostelHeads(apiUrl: string, { ttlMs = 30_000, max = 1000 } = {}) {
  const cache = new Map<string, { at: number; hostel: Promise<HostelHead | null> }>();

  async function load(where: { id: string } | { slug: string }): Promise<HostelHead | null> {
    const res = await fetch(new URL('/graphql', apiUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: QUERY, variables: where }),
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
    const body = (await res.json()) as {
      data?: HostelHeadQueryQuery | null;
      errors?: { extensions?: { code?: string } }[];
    };
    if (body.data?.hostel) return body.data.hostel;
    if (body.errors?.some((e) => e.extensions?.code === 'NOT_FOUND')) return null;
    throw new Error(`The API answered ${res.status} without the hostel`);
  }

  /** The hostel, null when the public may not see it; throws when the API cannot tell (not cached). */
  return function hostelHead(where: { id: string } | { slug: string }): Promise<HostelHead | null> {
    const key = JSON.stringify(where);
    const now = Date.now();
    const hit = cache.get(key);
    if (hit && now - hit.at < ttlMs) return hit.hostel;
    const hostel = load(where);
    cache.delete(key);
    if (cache.size >= max) cache.delete(cache.keys().next().value!);
    cache.set(key, { at: now, hostel });
    hostel.catch(() => cache.delete(key));
    return hostel;
  };
}

/** The price range of the hostel's room types, e.g. "GH₵45.00 / night – GH₵60.00 / night". */
function priceRange(hostel: HostelHead): string | undefined {
  const prices = hostel.roomTypes.flatMap((room) => (room.price ? [room.price] : []));
  const low = lowestOf(prices);
  if (!low) return undefined;
  const high = prices.reduce((top, p) => (p.amount > top.amount ? p : top), low);
  const [a, b] = [formatPrice(low, 'en'), formatPrice(high, 'en')];
  return a === b ? a : `${a} – ${b}`;
}

/** schema.org Hostel (a LodgingBusiness) as search engines read it. */
export function hostelJsonLd(hostel: HostelHead, url: string, image: string | null) {
  const { average, count } = hostel.reviewSummary;
  return {
    '@context': 'https://schema.org',
    '@type': 'Hostel',
    name: hostel.name,
    description: hostel.description,
    url,
    ...(image ? { image: [image] } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: hostel.address,
      addressLocality: hostel.city,
      addressCountry: hostel.country,
    },
    ...(hostel.latitude != null && hostel.longitude != null
      ? { geo: { '@type': 'GeoCoordinates', latitude: hostel.latitude, longitude: hostel.longitude } }
      : {}),
    ...(priceRange(hostel) ? { priceRange: priceRange(hostel) } : {}),
    ...(count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Number(average.toFixed(2)),
            reviewCount: count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

export function hostelHeadHtml(hostel: HostelHead, publicUrl: string): PageHeadHtml {
  const url = new URL(paths.hostel(hostel.slug), publicUrl).href;
  const title = hostelTitle(hostel);
  const description = hostelDescription({
    ...hostel,
    lowestPrice: lowestOf(hostel.roomTypes.map((r) => r.price)),
  });
  const image = hostel.coverPhoto ? new URL(hostel.coverPhoto.url, publicUrl).href : null;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}" data-server-head>`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    `<script type="application/ld+json" data-server-head>${scriptJson(hostelJsonLd(hostel, url, image))}</script>`,
  ];
  return { status: 200, title, description, tags: tags.join('\n    ') };
}

export function cityHeadHtml(city: string, publicUrl: string): PageHeadHtml {
  const head = cityHead(city);
  const url = new URL(head.canonical, publicUrl).href;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}" data-server-head>`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('name', 'twitter:card', 'summary'),
  ];
  return { status: 200, title: head.title, description: head.description, tags: tags.join('\n    ') };
}

/** The paths where `?city=` makes a city's search page. */
const CITY_SEARCHES = [paths.home, paths.city, paths.student.home].map((entry) => entry.pattern);

const NOT_FOUND: PageHeadHtml = {
  status: 404,
  tags: '<meta name="robots" content="noindex" data-server-head>',
};

/** The head of the page at `url` (a path with its query), or null for the shell's own head. */
export async function pageHead(
  url: URL,
  deps: { publicUrl: string; hostelHead: ReturnType<typeof createHostelHeads> },
): Promise<PageHeadHtml | null> {
  const slug = /^\/hostels\/([^/]+)\/?$/.exec(url.pathname)?.[1];
  const id = url.pathname === paths.hostelDetails.pattern ? url.searchParams.get('id') : null;
  if (slug !== undefined || id !== null) {
    let where: { id: string } | { slug: string } | null = null;
    try {
      if (slug !== undefined) where = { slug: decodeURIComponent(slug) };
    } catch {
      // a malformed escape names no hostel
    }
    if (id !== null && isUuid(id)) where = { id };
    if (!where) return NOT_FOUND;
    try {
      const hostel = await deps.hostelHead(where);
      return hostel ? hostelHeadHtml(hostel, deps.publicUrl) : NOT_FOUND;
    } catch {
      return null; // the API is down or slow: the plain shell, which loads the page itself
    }
  }
  const city = url.searchParams.get('city')?.trim();
  if (city && CITY_SEARCHES.includes(url.pathname)) return cityHeadHtml(city, deps.publicUrl);
  return null;
}

/** The first screen the server rendered (the app's entry-server.tsx), and what its <head> needs. */
export interface RenderedPage {
  html: string;
  headTags: string;
  /** Written right after #root. */
  bodyTags: string;
}

/**
 * The script elements of tags this server wrote itself (never of text it was given) with the
 * response's Content-Security-Policy nonce, so the browser runs them and nothing injected.
 */
export function withNonce(tags: string, nonce: string): string {
  return tags.replace(/<script(?=[\s>])/g, () => `<script nonce="${nonce}"`);
}

/**
 * The shell (the built index.html) with the page's head in place of its default title and
 * description, and the first screen the server rendered; `nonce` is the response's CSP nonce.
 */
export function renderShell(
  shell: string,
  head: PageHeadHtml | null,
  page: RenderedPage | null,
  nonce: string,
): string {
  // Replacer functions: a replacement string would read `$&` in a hostel's name as a pattern.
  let html = shell;
  if (page) {
    const [headTags, bodyTags] = [withNonce(page.headTags, nonce), withNonce(page.bodyTags, nonce)];
    // React writes the rendered screen's resource hints (the cover photo's preload) before its
    // markup: in <head>, ahead of the app's script, the photo starts downloading first.
    const hints = /^(?:<link rel="preload"[^>]*>)*/.exec(page.html)![0];
    const body = page.html.slice(hints.length);
    html = html
      .replace('<div id="root"></div>', () => `<div id="root">${body}</div>${bodyTags}`)
      .replace('<script type="module"', () => `${hints}\n    <script type="module"`)
      .replace('</head>', () => `  ${headTags}\n  </head>`);
  }
  if (!head) return html;
  if (head.title) {
    const title = `<title>${escapeHtml(head.title)}</title>`;
    html = html.replace(/<title>[^<]*<\/title>/, () => title);
  }
  if (head.description) {
    const description = `<meta name="description" content="${escapeHtml(head.description)}" />`;
    html = html.replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => description);
  }
  return html.replace('</head>', () => `  ${withNonce(head.tags, nonce)}\n  </head>`);
}

// robots.txt and sitemap.xml, with absolute URLs on PUBLIC_URL.
import { paths } from '../src/config/paths';
import { escapeHtml } from './head';

/** The signed-in areas: nothing there for a crawler (the hostel page under /students stays open). */
const PRIVATE = [
  paths.owner.home.pattern,
  paths.admin.home.pattern,
  paths.student.favourite.pattern,
  paths.student.messages.pattern,
  paths.student.reservations.pattern,
  paths.student.confirmPay.pattern,
  paths.student.notifications.pattern,
  paths.student.accountSetting.pattern,
  paths.student.support.pattern,
  '/students/components',
  paths.loader.pattern,
];

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...PRIVATE.map((path) => `Disallow: ${path}`),
    `Allow: ${paths.hostelDetails.pattern}`,
    '',
    `Sitemap: ${new URL('/sitemap.xml', publicUrl).href}`,
    '',
  ].join('\n');
}

/** What the API's `GET /seo/sitemap` answers (api/src/modules/hostels/sitemap.routes.ts). */
export interface SitemapData {
  hostels: { slug: string; updatedAt: string }[];
  cities: { city: string; updatedAt: string }[];
}

export async function fetchSitemapData(apiUrl: string): Promise<SitemapData> {
  const res = await fetch(new URL('/seo/sitemap', apiUrl), { signal: AbortSignal.timeout(5000) });
  if (!res.ok) throw new Error(`The API answered ${res.status} for the sitemap`);
  return (await res.json()) as SitemapData;
}

export function sitemapXml(data: SitemapData, publicUrl: string): string {
  const entry = (path: string, lastmod?: string) =>
    `  <url><loc>${escapeHtml(new URL(path, publicUrl).href)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    entry(paths.home()),
    entry(paths.about()),
    ...data.cities.map((c) => entry(paths.city(c.city), c.updatedAt)),
    ...data.hostels.map((h) => entry(paths.hostel(h.slug), h.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}

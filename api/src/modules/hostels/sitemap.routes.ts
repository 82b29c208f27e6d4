// `GET /seo/sitemap`: what a sitemap lists, read from the database at each request, so a hostel
// appears once it is published and leaves once it is suspended or archived. The web server turns it
// into /sitemap.xml (it owns the public URLs); this route only says which hostels and cities exist.
import express, { type Router } from 'express';
import type { Database } from '../../core/db.js';

export interface SitemapData {
  /** Every PUBLISHED hostel: its slug and when it last changed. */
  hostels: { slug: string; updatedAt: string }[];
  /** Every city with a published hostel, and when the newest change among them happened. */
  cities: { city: string; updatedAt: string }[];
}

export async function sitemapData(db: Database): Promise<SitemapData> {
  const hostels = await db.prisma.hostel.findMany({
    where: { status: 'PUBLISHED' },
    select: { slug: true, city: true, updatedAt: true },
    orderBy: { slug: 'asc' },
  });
  const cities = new Map<string, Date>();
  for (const hostel of hostels) {
    const city = hostel.city.trim();
    const seen = cities.get(city);
    if (city && (!seen || seen < hostel.updatedAt)) cities.set(city, hostel.updatedAt);
  }
  return {
    hostels: hostels.map((h) => ({ slug: h.slug, updatedAt: h.updatedAt.toISOString() })),
    cities: [...cities]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([city, updatedAt]) => ({ city, updatedAt: updatedAt.toISOString() })),
  };
}

export function createSitemapRouter(db: Database): Router {
  const router = express.Router();
  router.get('/sitemap', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await sitemapData(db));
  });
  return router;
}

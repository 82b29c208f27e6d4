// What a hostel page and a city search say about themselves in <head>: the web server writes it into
// the HTML it first sends (web/server/head.ts), the screens set the same text while navigating.
import { paths } from '../../config/paths';
import { SITE_NAME } from '../../config/site';
import { formatPrice, type PriceLike } from './format';

const DESCRIPTION_MAX = 160;

/** At most `max` characters, cut at a word, with an ellipsis when cut. */
export function clip(text: string, max = DESCRIPTION_MAX): string {
  // Runs of white space become one space; a no-break space (money: "GHS 50") stays.
  const flat = text.replace(/[^\S\u00a0]+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

export interface HostelHeadFacts {
  name: string;
  city: string;
  description: string;
  /** The cheapest price, when the page knows it. */
  lowestPrice?: PriceLike | null;
}

export function hostelTitle(hostel: Pick<HostelHeadFacts, 'name' | 'city'>): string {
  return `${hostel.name}, student hostel in ${hostel.city} · ${SITE_NAME}`;
}

export function hostelDescription(hostel: HostelHeadFacts): string {
  const price = hostel.lowestPrice ? ` From ${formatPrice(hostel.lowestPrice, 'en')}.` : '';
  return clip(`${hostel.name} in ${hostel.city}.${price} ${hostel.description}`);
}

export function cityTitle(city: string): string {
  return `Student hostels in ${city} · ${SITE_NAME}`;
}

export function cityDescription(city: string): string {
  return clip(
    `Compare student hostels in ${city}: prices, photos, reviews and free beds. ` +
      'Request a bed for free and pay once the owner accepts.',
  );
}

/** The cheapest of some prices (of one currency and period or not: only for a "from" line). */
export function lowestOf<T extends PriceLike>(prices: (T | null | undefined)[]): T | null {
  return prices.reduce<T | null>((low, p) => (p && (!low || p.amount < low.amount) ? p : low), null);
}

/** A city's search page: title, description and canonical path (`/?city=...`). */
export function cityHead(city: string) {
  return { title: cityTitle(city), description: cityDescription(city), canonical: paths.city(city) };
}

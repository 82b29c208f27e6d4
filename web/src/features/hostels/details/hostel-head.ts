// What a hostel page says about itself in <head>: the web server writes it into the HTML it first
// sends (web/server/head.ts), the hostel screen sets the same text while navigating.
import { SITE_NAME } from '../../../config/site';
import { formatPrice, type PriceLike } from '../format';
import { clip } from '../page-head';

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

/** The cheapest of some prices (of one currency and period or not: only for a "from" line). */
export function lowestOf<T extends PriceLike>(prices: (T | null | undefined)[]): T | null {
  return prices.reduce<T | null>((low, p) => (p && (!low || p.amount < low.amount) ? p : low), null);
}

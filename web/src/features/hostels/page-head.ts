// What a city search says about itself in <head> (a hostel page: details/hostel-head.ts): the web
// server writes it into the HTML it first sends (web/server/head.ts), the screens set the same text
// while navigating. Kept free of the money formatting, which `/`'s first screen does not load.
import { paths } from '../../config/paths';
import { SITE_NAME } from '../../config/site';

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

export function cityTitle(city: string): string {
  return `Student hostels in ${city} · ${SITE_NAME}`;
}

export function cityDescription(city: string): string {
  return clip(
    `Compare student hostels in ${city}: prices, photos, reviews and free beds. ` +
      'Request a bed for free and pay once the owner accepts.',
  );
}

/** A city's search page: title, description and canonical path (`/hostels?city=...`). */
export function cityHead(city: string) {
  return { title: cityTitle(city), description: cityDescription(city), canonical: paths.city(city) };
}

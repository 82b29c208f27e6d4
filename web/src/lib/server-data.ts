import type { HydrationState } from 'react-router';
import { formatMoney } from '@hostel/common';
import { formatDateTime, formatDayRange, viewerFormatting } from './dates';

/** The id of the JSON the server renderer wrote for the page it sent (entry-server.tsx). */
export const SERVER_DATA_ID = 'server-data';

/** What the server fetched for its page: Apollo's cache and the route loaders' data. */
export interface ServerData {
  /** Apollo's cache, as `client.extract()` gives it. */
  apollo: unknown;
  /** The route loaders' answers; none when the page sent is not the URL's (see entry-server.tsx). */
  router?: HydrationState;
  /** How the server writes dates and prices: the browser's must be the same for its render to match. */
  formatting: Formatting;
}

export interface Formatting {
  locale: string;
  timeZone: string;
  /** A stay, a moment and a price as this runtime's Intl writes them. */
  sample: string;
}

/**
 * How this runtime writes dates and prices: its locale and time zone, and a sample of its Intl's
 * output, for what the locale does not say (ICU versions differ in such details as spaces).
 */
export function formattingHere(): Formatting {
  const sample = [
    formatDayRange('2026-11-23', '2027-01-02'),
    formatDateTime('2026-11-23T14:30:00Z'),
    formatMoney(123450, 'GHS'),
  ].join(' | ');
  return { ...viewerFormatting(), sample };
}

/**
 * Whether the app's first render writes the same page as the server sent, so React can take it
 * over as it is (hydrate): the screens write dates and prices in the viewer's locale and time zone.
 */
export function rendersLikeServer(data: ServerData | null): boolean {
  if (!data) return false;
  const here = formattingHere();
  return (
    data.formatting.locale === here.locale &&
    data.formatting.timeZone === here.timeZone &&
    data.formatting.sample === here.sample
  );
}

let read: ServerData | null | undefined;

/**
 * The server's data for the page as first sent, so the app's first render shows the same screen;
 * null when it sent the plain shell (or a signed-in visitor's browser dropped it: the server fetched
 * as a signed-out one, see entry-server.tsx).
 */
export function serverData(): ServerData | null {
  if (read === undefined) {
    const text =
      typeof document === 'undefined' ? null : document.getElementById(SERVER_DATA_ID)?.textContent;
    read = text ? (JSON.parse(text) as ServerData) : null;
  }
  return read;
}

const firstRenderNeeds: Promise<unknown>[] = [];

/**
 * A lazy chunk that the app's first render over the server's page shows at once: main.tsx waits for
 * it, so that render does not put a Suspense loader where the server's content was.
 */
export function neededForFirstRender(load: Promise<unknown>): void {
  // A failed chunk must not hold the page: its component's own error handling takes over.
  firstRenderNeeds.push(load.catch(() => undefined));
}

export const whenFirstRenderReady = (): Promise<unknown> => Promise.all(firstRenderNeeds);

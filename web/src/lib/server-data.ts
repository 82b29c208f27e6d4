import type { HydrationState } from 'react-router';
import { formatMoney } from '@hostel/common';
import { formatDateTime, formatDayRange, viewerFormatting } from './dates';

/** The id of the JSON the server renderer wrote for the page it sent (entry-server.tsx). */
export const SERVER_DATA_ID = 'server-data';

/** What the server fetched for its page: the route loaders' data. */
export interface ServerData {
  /** The route loaders' answers for the page sent. */
  router?: SentLoaderData;
  /** How the server writes dates and prices: the browser's must be the same for its render to match. */
  formatting: Formatting;
}

export interface SentLoaderData {
  /**
   * The page's path and query: the URL's own, or the one the browser's router goes to from it (a
   * signed-out visitor's `/students`, see entry-server.tsx), where the data waits for it.
   */
  path: string;
  loaderData: NonNullable<HydrationState['loaderData']>;
}

export interface Formatting {
  locale: string;
  timeZone: string;
  /** A stay, a moment and a price as this runtime's Intl writes them. */
  sample: string;
}

/** A stay, a moment and a price, as this runtime's Intl writes them. */
const samples = [
  () => formatMoney(123450, 'GHS'),
  () => formatDayRange('2026-11-23', '2027-01-02'),
  () => formatDateTime('2026-11-23T14:30:00Z'),
];
const sampleOf = (written: string[]) => written.join(' | ');

/**
 * How this runtime writes dates and prices: its locale and time zone, and a sample of its Intl's
 * output, for what the locale does not say (ICU versions differ in such details as spaces).
 */
export function formattingHere(): Formatting {
  return { ...viewerFormatting(), sample: sampleOf(samples.map((write) => write())) };
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Whether the app's first render writes the same page as the server sent, so React can take it
 * over as it is (hydrate): the screens write dates and prices in the viewer's locale and time zone.
 * Each sample is written in a task of its own: the page's first uses of Intl start up ICU, a long
 * step each that would otherwise make one long task with the next.
 */
export async function rendersLikeServer(data: ServerData | null): Promise<boolean> {
  if (!data) return false;
  const { locale, timeZone } = viewerFormatting();
  if (data.formatting.locale !== locale || data.formatting.timeZone !== timeZone) return false;
  const written: string[] = [];
  for (const write of samples) {
    written.push(write());
    await nextTask();
  }
  return data.formatting.sample === sampleOf(written);
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

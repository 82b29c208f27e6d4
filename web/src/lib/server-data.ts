import type { HydrationState } from 'react-router';
import { viewerFormatting } from './dates';

/** The id of the JSON the server renderer wrote for the page it sent (entry-server.tsx). */
export const SERVER_DATA_ID = 'server-data';

/** What the server fetched for its page: Apollo's cache and the route loaders' data. */
export interface ServerData {
  /** Apollo's cache, as `client.extract()` gives it. */
  apollo: unknown;
  /** The route loaders' answers; none when the page sent is not the URL's (see entry-server.tsx). */
  router?: HydrationState;
  /** The server's locale and time zone: the browser's must be the same for its render to match. */
  formatting: ReturnType<typeof viewerFormatting>;
}

/**
 * Whether the app's first render writes the same page as the server sent, so React can take it
 * over as it is (hydrate): the screens write dates and prices in the viewer's locale and time zone.
 */
export function rendersLikeServer(data: ServerData | null): boolean {
  if (!data) return false;
  const here = viewerFormatting();
  return data.formatting.locale === here.locale && data.formatting.timeZone === here.timeZone;
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

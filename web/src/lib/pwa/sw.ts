/// <reference lib="webworker" />
// The service worker (built on its own by web/pwa-plugin.ts into /sw.js). It makes the app
// installable and usable offline: the shell's files are precached, the hashed files a page used are
// kept, and a navigation the network cannot answer gets the shell, which renders the screen from
// what the app saved (features/reservations' offline pass). GraphQL and the API's other paths are
// never routed here: their answers are never cached. It also shows Web Push notices.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  getCacheKeyForURL,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { API_PATHS } from '../../config/api-paths';
import { APP_SHELL_PATH, KEEP_LOADED_FILES } from './shell';

// The build writes the precache list (the shell and its files) in place of __WB_MANIFEST.
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

// A new build's worker takes over at once: pages keep the files they loaded, a chunk the new build
// removed fails and chunk-reload.ts reloads once, and the new-version notice (version.json, read
// from the network) still tells an open page to reload. Nothing here reloads a page.
void self.skipWaiting();
clientsClaim();

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// Pages come from the network (the server renders them, with the signed-in state and fresh heads);
// offline, the precached shell.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch (error) {
        const shell = await matchPrecache(APP_SHELL_PATH);
        if (shell) return shell;
        throw error;
      }
    },
    { denylist: [API_PATHS] },
  ),
);

// The build's hashed files never change: each one a page loaded (a screen's lazy chunk) is kept, so a
// screen used once opens offline. Only 200 answers are kept; old builds' files age out.
const isBuildFile = (url: URL) => url.origin === self.location.origin && url.pathname.startsWith('/assets/');
const buildFiles = new CacheFirst({
  cacheName: 'hostel-assets',
  plugins: [
    new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
  ],
});
registerRoute(({ url }) => isBuildFile(url), buildFiles);

// The files a page loaded before this worker ran (lib/pwa/register.ts): kept as if fetched through it
// (from the browser's HTTP cache, where they are).
self.addEventListener('message', (event) => {
  const message = event.data as { type?: unknown; urls?: unknown } | null;
  if (message?.type !== KEEP_LOADED_FILES || !Array.isArray(message.urls)) return;
  const urls = message.urls.filter((url): url is string => typeof url === 'string');
  event.waitUntil(
    Promise.allSettled(
      urls
        .filter((url) => URL.canParse(url) && isBuildFile(new URL(url)) && !getCacheKeyForURL(url))
        .map((url) => buildFiles.handle({ event, request: url })),
    ),
  );
});

/** What the API pushes (api/src/modules/notifications/push.job.ts): a notice's words and its link. */
interface PushNotice {
  title?: string;
  body?: string;
  link?: string | null;
}

function readNotice(data: PushMessageData | null): PushNotice {
  try {
    return (data?.json() as PushNotice | null) ?? {};
  } catch {
    return { body: data?.text() };
  }
}

// Every push must show a notice (browsers require it of a visible-only subscription).
self.addEventListener('push', (event) => {
  const notice = readNotice(event.data);
  event.waitUntil(
    self.registration.showNotification(notice.title || 'Hostel', {
      body: notice.body ?? '',
      icon: '/pwa-192.png',
      badge: '/pwa-192.png',
      data: { link: notice.link ?? '/' },
    }),
  );
});

/** The app's own page a notice links to; anything else opens the app's home. */
function noticeUrl(link: unknown): string {
  const url = new URL(typeof link === 'string' ? link : '/', self.location.origin);
  return url.origin === self.location.origin ? url.href : self.location.origin + '/';
}

// A click opens the linked screen: in a window of the app already open if there is one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = noticeUrl((event.notification.data as { link?: unknown } | null)?.link);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      // navigate() refuses a window this worker does not control: a new one then.
      const shown =
        open &&
        (await open
          .focus()
          .then(() => open.navigate(url))
          .catch(() => null));
      if (!shown) await self.clients.openWindow(url);
    })(),
  );
});

import { KEEP_LOADED_FILES, SERVICE_WORKER_PATH } from './shell';

/**
 * Registers the service worker once the page has loaded, so that it never competes with the page's
 * own downloads, and hands it the files the page loaded before it ran. Only in builds: the dev
 * server has no sw.js. Kept small: it is part of every page's first script.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker
      .register(SERVICE_WORKER_PATH)
      .then(() => navigator.serviceWorker.ready)
      .then(({ active }) => {
        const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
        active?.postMessage({ type: KEEP_LOADED_FILES, urls });
      })
      // Installing and offline use are extras: the app works the same without them.
      .catch(() => {});
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

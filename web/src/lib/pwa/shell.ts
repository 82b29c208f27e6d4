// What the service worker (sw.ts), its registration (register.ts), the build (web/pwa-plugin.ts) and
// the web server (web/server/app.ts) agree on.

/** The service worker's script, at the root so that its scope is the whole app. */
export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * The app's plain shell (index.html as built, no page rendered into it): the service worker precaches
 * it and answers a navigation with it when the network is down; the app then renders in the browser.
 */
export const APP_SHELL_PATH = '/app-shell';

/**
 * The message a page sends the worker once it runs, with the URLs of the files the page loaded
 * before: the worker keeps those of the build too, so the page opens offline as it was.
 */
export const KEEP_LOADED_FILES = 'keep-loaded-files';

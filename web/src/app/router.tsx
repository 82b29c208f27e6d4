import { createBrowserRouter, type DataStrategyFunction } from 'react-router';
import { IDENTITY_CHANGED } from '../lib/auth-registry';
import { serverData } from '../lib/server-data';
import { patchAreaRoutes, routes } from './route-table';

let sent = serverData()?.router;
const pathOf = (url: { pathname: string; search: string }) => `${url.pathname}${url.search}`;

/**
 * The router's first load takes the route loaders' answers from the page the server rendered: React
 * Router would run the loader of every lazy route it matches again on hydration, a second request
 * that the app's first render waits for, and whose answer may differ from what is on screen. When
 * the server sent the page a redirect of the first load leads to, the data waits for that load.
 */
const dataStrategy: DataStrategyFunction = async ({ request, matches }) => {
  const loaderData = sent && sent.path === pathOf(new URL(request.url)) ? sent.loaderData : undefined;
  if (loaderData) sent = undefined;
  const loading = matches.filter((match) => match.shouldLoad);
  const results = await Promise.all(
    loading.map((match) =>
      match.resolve((load) =>
        loaderData && match.route.id in loaderData ? loaderData[match.route.id] : load(),
      ),
    ),
  );
  return Object.fromEntries(loading.map((match, index) => [match.route.id, results[index]!]));
};

export const router = createBrowserRouter(routes, {
  patchRoutesOnNavigation: patchAreaRoutes,
  // The page the server rendered for this URL: its first render shows the loaders' answers as sent.
  hydrationData: sent?.path === pathOf(window.location) ? { loaderData: sent.loaderData } : undefined,
  dataStrategy,
});

// Whatever the first load took or not, later loads ask the API.
if (router.state.initialized) sent = undefined;
else {
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    sent = undefined;
    stop();
  });
}

// Another person, or nobody: the screen's data read for the one before is read again.
window.addEventListener(IDENTITY_CHANGED, () => void router.revalidate());

import { createBrowserRouter, type DataStrategyFunction } from 'react-router';
import { serverData } from '../lib/server-data';
import { patchAreaRoutes, routes } from './route-table';

const hydrationData = serverData()?.router;
let sentLoaderData = hydrationData?.loaderData;

/**
 * The router's first load takes the route loaders' answers from the page the server rendered: React
 * Router would run the loader of every lazy route it matches again on hydration, a second request
 * that the app's first render waits for, and whose answer may differ from what is on screen.
 */
const dataStrategy: DataStrategyFunction = async ({ matches }) => {
  const sent = sentLoaderData;
  sentLoaderData = undefined;
  const loading = matches.filter((match) => match.shouldLoad);
  const results = await Promise.all(
    loading.map((match) =>
      match.resolve((load) => (sent && match.route.id in sent ? sent[match.route.id] : load())),
    ),
  );
  return Object.fromEntries(loading.map((match, index) => [match.route.id, results[index]!]));
};

export const router = createBrowserRouter(routes, {
  patchRoutesOnNavigation: patchAreaRoutes,
  // The route loaders' answers in the page the server rendered: its first render shows them as sent.
  hydrationData,
  dataStrategy,
});
// A first load that needed no loader took nothing.
if (router.state.initialized) sentLoaderData = undefined;

import { createBrowserRouter } from 'react-router';
import { serverData } from '../lib/server-data';
import { patchAreaRoutes, routes } from './route-table';

export const router = createBrowserRouter(routes, {
  patchRoutesOnNavigation: patchAreaRoutes,
  // The route loaders' answers in the page the server rendered: its first render shows them as sent.
  hydrationData: serverData()?.router,
});

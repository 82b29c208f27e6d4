import { createBrowserRouter } from 'react-router';
import { patchAreaRoutes, routes } from './route-table';

export const router = createBrowserRouter(routes, { patchRoutesOnNavigation: patchAreaRoutes });

import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { NotFoundPage, RouteErrorPage } from '../components/error-pages';
import { FullPageLoader } from '../components/full-page-loader';
import { paths } from '../config/paths';
import { importWithReload } from '../lib/chunk-reload';
import { publicRoutes } from './routes/public-routes';

// The route tables of the signed-in areas (with their guard) load with the first visit to the area,
// not with the entry chunk every visitor of `/` downloads. Each area is a pathless placeholder that
// matches nothing until its table is patched in, so `/students...` first meets the `*` route, which
// makes the router ask `patchRoutesOnNavigation` before it renders anything.
const areas = [
  {
    id: 'student-area',
    prefix: paths.student.home.pattern,
    load: () => import('./routes/student-routes').then((m) => m.studentRoutes),
  },
  {
    id: 'owner-area',
    prefix: paths.owner.home.pattern,
    load: () => import('./routes/owner-routes').then((m) => m.ownerRoutes),
  },
  {
    id: 'admin-area',
    prefix: paths.admin.home.pattern,
    load: () => import('./routes/admin-routes').then((m) => m.adminRoutes),
  },
];

export const routes: RouteObject[] = [
  {
    path: paths.home.pattern,
    errorElement: <RouteErrorPage />,
    HydrateFallback: () => <FullPageLoader />,
    children: [
      ...publicRoutes,
      ...areas.map((area): RouteObject => ({ id: area.id })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** Patches in the route table of the area `path` is in (paths match case-insensitively, as routes do). */
export const patchAreaRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  const lower = path.toLowerCase();
  const area = areas.find(({ prefix }) => lower === prefix || lower.startsWith(`${prefix}/`));
  if (area) patch(area.id, await importWithReload(area.load));
};

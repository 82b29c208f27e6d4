import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundPage, RouteErrorPage } from '../components/error-pages';
import { FullPageLoader } from '../components/full-page-loader';
import { paths } from '../config/paths';
import { RequireRole } from '../features/auth/require-role';
import { lazyScreen } from './lazy-screen';
import { adminRoutes } from './routes/admin-routes';
import { ownerRoutes } from './routes/owner-routes';
import { publicRoutes } from './routes/public-routes';
import { studentRoutes } from './routes/student-routes';
import { withErrorBoundaries } from './routes/with-error-boundaries';

export const routes: RouteObject[] = [
  {
    path: paths.home.pattern,
    errorElement: <RouteErrorPage />,
    HydrateFallback: () => <FullPageLoader />,
    children: [
      ...publicRoutes,
      {
        element: <RequireRole role="STUDENT" />,
        children: [
          {
            path: paths.student.home.pattern,
            lazy: lazyScreen(
              () => import('./layouts/student-layout'),
              (m) => m.StudentLayout,
            ),
            children: withErrorBoundaries(studentRoutes),
          },
        ],
      },
      {
        element: <RequireRole role="OWNER" />,
        children: [
          {
            path: paths.owner.home.pattern,
            lazy: lazyScreen(
              () => import('./layouts/owner-layout'),
              (m) => m.OwnerLayout,
            ),
            children: withErrorBoundaries(ownerRoutes),
          },
        ],
      },
      ...adminRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);

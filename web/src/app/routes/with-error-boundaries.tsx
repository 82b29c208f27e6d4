import type { RouteObject } from 'react-router';
import { RouteErrorPage } from '../../components/error-pages';

/** Every child of a layout gets its own error boundary, so a failing screen keeps the layout. */
export function withErrorBoundaries(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => ({
    ...route,
    errorElement: route.errorElement ?? <RouteErrorPage />,
    children: route.children ? withErrorBoundaries(route.children) : undefined,
  })) as RouteObject[];
}

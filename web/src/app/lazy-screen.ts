import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { importWithReload } from '../lib/chunk-reload';

/** A lazy route module: its own chunk, reloaded once if the chunk is gone after a deploy. */
export function lazyScreen<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): LazyRouteFunction<RouteObject> {
  return async () => ({ Component: pick(await importWithReload(load)) });
}

import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import type { PathEntry } from '../config/paths';
import { importWithReload } from '../lib/chunk-reload';

/** The route of a screen's module: its screen, with the module's `loader` and `shouldRevalidate`. */
function routeOf<M>(
  module: M,
  pick: (module: M) => ComponentType,
): Pick<RouteObject, 'Component' | 'loader' | 'shouldRevalidate'> {
  const { loader, shouldRevalidate } = module as Pick<RouteObject, 'loader' | 'shouldRevalidate'>;
  return {
    Component: pick(module),
    ...(loader && { loader }),
    ...(shouldRevalidate && { shouldRevalidate }),
  };
}

/**
 * A lazy route module: its own chunk (reloaded once if the chunk is gone after a deploy), with the
 * module's `loader` and `shouldRevalidate` when it has them.
 */
export function lazyScreen<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): LazyRouteFunction<RouteObject> {
  return async () => routeOf(await importWithReload(load), pick);
}

/** The route of a screen: the pattern of its entry in config/paths.ts, the screen loaded lazily. */
export function screenRoute<M>(
  entry: Pick<PathEntry, 'pattern'>,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): RouteObject {
  return { path: entry.pattern, lazy: lazyScreen(load, pick) };
}

import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import type { PathEntry } from '../config/paths';
import { importWithReload } from '../lib/chunk-reload';

/** A lazy route module: its own chunk, reloaded once if the chunk is gone after a deploy. */
export function lazyScreen<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): LazyRouteFunction<RouteObject> {
  return async () => ({ Component: pick(await importWithReload(load)) });
}

/** The route of a screen: the pattern of its entry in config/paths.ts, the screen loaded lazily. */
export function screenRoute<M>(
  entry: Pick<PathEntry, 'pattern'>,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): RouteObject {
  return { path: entry.pattern, lazy: lazyScreen(load, pick) };
}

import type { ApolloClient } from '@apollo/client';
import { useSyncExternalStore } from 'react';
import { importWithReload } from './chunk-reload';

// Apollo Client (with its cache, rxjs and graphql) loads with the first screen that reads through
// it, or with a session: the public pages a visitor lands on first read without it.
let client: ApolloClient | null = null;
let loading: Promise<ApolloClient> | null = null;
const listeners = new Set<() => void>();

export function loadApolloClient(): Promise<ApolloClient> {
  loading ??= importWithReload(() => import('./browser-apollo')).then(
    (module) => {
      client = module.client;
      for (const listener of listeners) listener();
      return module.client;
    },
    (error: unknown) => {
      loading = null; // The next screen tries again.
      throw error;
    },
  );
  return loading;
}

/** The browser's client once loaded, else null (nothing is cached before it is). */
export const loadedApolloClient = () => client;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The browser's client once loaded (re-renders when it arrives); null on the server, where nothing
 * loads it. Hydration reads it too: the server's page was rendered with a client, so must its
 * hydration be when its screen loaded one first (main.tsx).
 */
export function useLoadedApolloClient(): ApolloClient | null {
  return useSyncExternalStore(subscribe, loadedApolloClient, loadedApolloClient);
}

import type { ApolloClient } from '@apollo/client';
import { getApolloContext } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useContext, useMemo, useState, type ReactNode } from 'react';
import { AuthProvider } from '../features/auth/auth-provider';
import { useLoadedApolloClient } from '../lib/apollo-loader';
import { cssVariablesResolver, theme } from './theme';
import { VersionNotifier } from './version-notifier';

// The notifications host (with its transitions) loads as its own chunk when the first notification is
// shown, not with every first screen: `notifications.show()` puts it in the store, which this reads,
// and the host shows what the store holds once it has mounted. It then stays (exit transitions).
const NotificationsHost = lazy(() =>
  import('./notifications-host').then((m) => ({ default: m.NotificationsHost })),
);

function NotificationsOnDemand() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}

export interface ProvidersProps {
  children: ReactNode;
  /** The server renderer's own client; the browser makes one. */
  client?: ApolloClient;
}

// Apollo's own context rather than <ApolloProvider>, which needs a client from the first render:
// the browser's client arrives with the first screen that reads through it (apollo-loader.ts),
// and the tree must not be remounted then.
const ApolloContext = getApolloContext();

export function Providers({ children, client: serverClient }: ProvidersProps) {
  const loadedClient = useLoadedApolloClient();
  const client = serverClient ?? loadedClient;
  // Kept from above as ApolloProvider does: the server renderer's prerenderStatic puts its hooks there.
  const outer = useContext(ApolloContext);
  const apollo = useMemo(() => (client ? { ...outer, client } : outer), [outer, client]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <NotificationsOnDemand />
      <VersionNotifier />
      <ApolloContext.Provider value={apollo}>
        <AuthProvider>{children}</AuthProvider>
      </ApolloContext.Provider>
    </MantineProvider>
  );
}

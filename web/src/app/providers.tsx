import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { AuthProvider } from '../features/auth/auth-provider';
import { createApolloClient } from '../lib/apollo';
import { endRefusedSession, getIdToken } from '../lib/current-user';
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

/** The id of the JSON the server renderer fetched for the page it sent (entry-server.tsx). */
export const SERVER_DATA_ID = 'server-data';

/**
 * The browser's client, holding what the server fetched for the page it rendered, so the app's
 * first render shows the same screen (a signed-in visitor's browser has dropped it: the server
 * fetched as a signed-out one, see entry-server.tsx).
 */
function browserClient(): ApolloClient {
  const client = createApolloClient(getIdToken, undefined, {
    onSessionRefused: () => void endRefusedSession(),
  });
  const data = document.getElementById(SERVER_DATA_ID)?.textContent;
  if (data) client.cache.restore(JSON.parse(data));
  return client;
}

export function Providers({ children, client: serverClient }: ProvidersProps) {
  const [client] = useState(() => serverClient ?? browserClient());
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <NotificationsOnDemand />
      <VersionNotifier />
      <ApolloProvider client={client}>
        <AuthProvider>{children}</AuthProvider>
      </ApolloProvider>
    </MantineProvider>
  );
}

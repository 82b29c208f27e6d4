import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { AuthProvider } from '../features/auth/auth-provider';
import { createApolloClient } from '../lib/apollo';
import { getIdToken } from '../lib/current-user';
import { cssVariablesResolver, theme } from './theme';
import { VersionNotifier } from './version-notifier';

// The notifications host (with its transitions) is not needed for the first paint: it loads as its own
// chunk. `notifications.show()` calls made before it mounts wait in the store and appear once it does.
const NotificationsHost = lazy(() =>
  import('./notifications-host').then((m) => ({ default: m.NotificationsHost })),
);

export interface ProvidersProps {
  children: ReactNode;
}

export function Providers({ children }: ProvidersProps) {
  const [client] = useState(() => createApolloClient(getIdToken));
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <Suspense fallback={null}>
        <NotificationsHost />
      </Suspense>
      <VersionNotifier />
      <ApolloProvider client={client}>
        <AuthProvider>{children}</AuthProvider>
      </ApolloProvider>
    </MantineProvider>
  );
}

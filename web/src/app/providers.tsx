import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { AuthProvider } from '../features/auth/auth-provider';
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

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <NotificationsOnDemand />
      <VersionNotifier />
      <AuthProvider>{children}</AuthProvider>
    </MantineProvider>
  );
}

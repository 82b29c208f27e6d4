import { Notifications } from '@mantine/notifications';

/**
 * The notifications host, loaded as its own chunk after the first paint (see providers.tsx). It has
 * to be a module of its own: a dynamic import of '@mantine/notifications' itself would be bundled into
 * the entry, which already imports the package's `notifications` store.
 */
export function NotificationsHost() {
  return <Notifications position="top-right" />;
}

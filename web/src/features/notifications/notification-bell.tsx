import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useLiveCount } from '../../lib/live-events';
import type { NotificationsUnreadCountQueryQuery } from '../../gql/graphql';
import { NotificationsAddedSubscription, NotificationsUnreadCountQuery } from './api/documents';

export interface NotificationBellProps {
  /** The area's notifications screen. */
  to: string;
}

/** Dispatched on `window` when this browser marked notices read: the bell reads its count again. */
export const NOTIFICATIONS_READ = 'hostel:notifications-read';

const unread = (result: NotificationsUnreadCountQueryQuery) => result.me?.unreadNotificationCount ?? 0;

/**
 * The header's bell: the unread count, kept live by the subscription. It is on every signed-in
 * screen, so it stays this small; the list is a lazy screen.
 */
export function NotificationBell({ to }: NotificationBellProps) {
  const count = useLiveCount(
    NotificationsUnreadCountQuery,
    NotificationsAddedSubscription,
    unread,
    NOTIFICATIONS_READ,
  );
  const label = `Notifications, ${count > 0 ? count : 'none'} unread`;
  return (
    <Indicator label={count > 99 ? '99+' : count} size={18} disabled={count === 0} offset={4} color="red">
      <ActionIcon component={Link} to={to} variant="default" size="lg" aria-label={label}>
        <IconBell size={20} stroke={1.6} />
      </ActionIcon>
    </Indicator>
  );
}

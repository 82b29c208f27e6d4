import { useQuery, useSubscription } from '@apollo/client/react';
import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';
import { NotificationsAddedSubscription, NotificationsUnreadCountQuery } from './api/documents';

export interface NotificationBellProps {
  /** The area's notifications screen. */
  to: string;
}

/**
 * The header's bell: the unread count, kept live by the subscription. It is on every signed-in
 * screen, so it stays this small; the list is a lazy screen.
 */
export function NotificationBell({ to }: NotificationBellProps) {
  const { data, refetch } = useQuery(NotificationsUnreadCountQuery);
  useSubscription(NotificationsAddedSubscription, { onData: () => void refetch() });
  const count = data?.me?.unreadNotificationCount ?? 0;
  const label = `Notifications, ${count > 0 ? count : 'none'} unread`;
  return (
    <Indicator label={count > 99 ? '99+' : count} size={18} disabled={count === 0} offset={4} color="red">
      <ActionIcon component={Link} to={to} variant="default" size="lg" aria-label={label}>
        <IconBell size={20} stroke={1.6} />
      </ActionIcon>
    </Indicator>
  );
}

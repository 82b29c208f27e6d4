import { ActionIcon, Indicator } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { MessagingUnreadCountQueryQuery } from '../../gql/graphql';
import { useLiveCount } from '../../lib/live-events';
import { MessagingUnreadChangedSubscription, MessagingUnreadCountQuery } from './api/documents';

export interface UnreadMessagesLinkProps {
  to: string;
}

const unread = (result: MessagingUnreadCountQueryQuery) => result.me?.unreadMessageCount ?? 0;

/**
 * The header's link to the messages, with the total of unread messages, kept live (a conversation
 * read here is updated for its reader too).
 */
export function UnreadMessagesLink({ to }: UnreadMessagesLinkProps) {
  const count = useLiveCount(MessagingUnreadCountQuery, MessagingUnreadChangedSubscription, unread);
  const label = `Messages, ${count > 0 ? count : 'none'} unread`;
  return (
    <Indicator label={count > 99 ? '99+' : count} size={18} disabled={count === 0} offset={4} color="red">
      <ActionIcon component={Link} to={to} variant="default" size="lg" aria-label={label}>
        <IconMessages size={20} stroke={1.6} />
      </ActionIcon>
    </Indicator>
  );
}

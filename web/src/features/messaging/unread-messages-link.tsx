import { useQuery, useSubscription } from '@apollo/client/react';
import { ActionIcon, Indicator } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MessagingConversationUpdatedSubscription, MessagingUnreadCountQuery } from './api/documents';

export interface UnreadMessagesLinkProps {
  to: string;
}

/** The header's link to the messages, with the total of unread messages, kept live. */
export function UnreadMessagesLink({ to }: UnreadMessagesLinkProps) {
  const { data, refetch } = useQuery(MessagingUnreadCountQuery);
  useSubscription(MessagingConversationUpdatedSubscription, { onData: () => void refetch() });
  const count = data?.me?.unreadMessageCount ?? 0;
  const label = `Messages, ${count > 0 ? count : 'none'} unread`;
  return (
    <Indicator label={count > 99 ? '99+' : count} size={18} disabled={count === 0} offset={4} color="red">
      <ActionIcon component={Link} to={to} variant="default" size="lg" aria-label={label}>
        <IconMessages size={20} stroke={1.6} />
      </ActionIcon>
    </Indicator>
  );
}

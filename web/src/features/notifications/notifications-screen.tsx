import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBell, IconChecks } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { appendPage, LoadMore } from '../../components/load-more';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { getFragmentData, type FragmentType } from '../../gql';
import { formatDateTime } from '../../lib/dates';
import { useSubscriptionEvents } from '../../lib/live-events';
import {
  NotificationsAddedSubscription,
  NotificationsItemFieldsFragment,
  NotificationsListQuery,
  NotificationsMarkReadMutation,
} from './api/documents';
import { NOTIFICATIONS_READ } from './notification-bell';

interface NotificationItemProps {
  notification: FragmentType<typeof NotificationsItemFieldsFragment>;
  onOpen: (id: string, link: string | null, unread: boolean) => void;
  onMarkRead: (id: string) => void;
}

function NotificationItem(props: NotificationItemProps) {
  const notice = getFragmentData(NotificationsItemFieldsFragment, props.notification);
  const unread = notice.readAt === null;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="li"
      bg={unread ? 'var(--mantine-color-blue-light)' : undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <UnstyledButton
          onClick={() => props.onOpen(notice.id, notice.link ?? null, unread)}
          style={{ flex: 1, minWidth: 0 }}
        >
          <Text fw={unread ? 700 : 500}>{notice.title}</Text>
          <Text size="sm" mt={4}>
            {notice.body}
          </Text>
          <Group gap="xs" mt={6}>
            {unread && (
              <Badge size="xs" color="red" variant="filled">
                New
              </Badge>
            )}
            <Text size="xs" c="dimmed">
              {formatDateTime(notice.createdAt)}
            </Text>
          </Group>
        </UnstyledButton>
        {unread && (
          <Button size="compact-xs" variant="subtle" onClick={() => props.onMarkRead(notice.id)}>
            Mark read
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/** The signed-in user's notices, newest first and paged; opening one marks it read and goes to it. */
export function NotificationsScreen() {
  const navigate = useNavigate();
  const client = useApolloClient();
  const { data, loading, error, refetch, fetchMore } = useQuery(NotificationsListQuery);
  const refetchList = useCallback(() => void refetch(), [refetch]);
  useSubscriptionEvents(NotificationsAddedSubscription, refetchList);
  const [markRead, { loading: marking }] = useMutation(NotificationsMarkReadMutation, {
    onCompleted: () => void window.dispatchEvent(new Event(NOTIFICATIONS_READ)),
  });
  const markLocally = (ids: string[] | 'all') => {
    const at = new Date().toISOString();
    const all = data?.notifications.edges.map((edge) => edge.node.id) ?? [];
    for (const id of ids === 'all' ? all : ids) {
      client.cache.modify({
        id: client.cache.identify({ __typename: 'Notification', id }),
        fields: { readAt: (readAt) => readAt ?? at },
      });
    }
  };
  const markOne = async (id: string) => {
    await markRead({ variables: { ids: [id] } });
    markLocally([id]);
  };
  const open = async (id: string, link: string | null, unread: boolean) => {
    if (unread) await markOne(id);
    if (link) navigate(link);
  };
  const unreadShown = data?.notifications.edges.some(
    (edge) => getFragmentData(NotificationsItemFieldsFragment, edge.node).readAt === null,
  );
  return (
    <PageFrame
      title="Notifications"
      description="What happened to your requests, reservations, payments and listings."
      actions={
        <Button
          variant="default"
          leftSection={<IconChecks size={16} />}
          loading={marking}
          disabled={!unreadShown}
          onClick={async () => {
            await markRead({ variables: { all: true } });
            markLocally('all');
          }}
        >
          Mark all read
        </Button>
      }
    >
      <QueryState
        loading={loading}
        error={error}
        data={data?.notifications}
        onRetry={() => void refetch()}
        isEmpty={(notifications) => notifications.edges.length === 0}
        empty={
          <EmptyState icon={<IconBell size={28} />} title="No notifications yet">
            <Text c="dimmed">Requests, answers, payments and listing decisions show up here.</Text>
          </EmptyState>
        }
      >
        {(notifications) => (
          <Stack gap="sm">
            <Stack
              gap="sm"
              component="ul"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label="Notifications"
            >
              {notifications.edges.map((edge) => (
                <NotificationItem
                  key={edge.node.id}
                  notification={edge.node}
                  onOpen={(id, link, unread) => void open(id, link, unread)}
                  onMarkRead={(id) => void markOne(id)}
                />
              ))}
            </Stack>
            <LoadMore
              pageInfo={notifications.pageInfo}
              onLoad={(after) =>
                fetchMore({ variables: { after }, updateQuery: appendPage('notifications') })
              }
            />
          </Stack>
        )}
      </QueryState>
    </PageFrame>
  );
}

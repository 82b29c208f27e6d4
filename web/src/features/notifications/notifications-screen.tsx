import { Alert, Badge, Button, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBell, IconChecks } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { LoadMore } from '../../components/load-more';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { getFragmentData, type FragmentType } from '../../gql';
import type { NotificationsListQueryQuery } from '../../gql/graphql';
import { formatDateTime } from '../../lib/dates';
import { summarizeServerError } from '../../lib/graphql-errors';
import { graphqlRequest } from '../../lib/graphql-request';
import { useSubscriptionEvents } from '../../lib/live-events';
import { screenLoader, useScreenData } from '../../lib/screen-loader';
import { useMutationRequest, usePagedList } from '../../lib/use-request';
import {
  NotificationsAddedSubscription,
  NotificationsItemFieldsFragment,
  NotificationsListQuery,
  NotificationsMarkReadMutation,
} from './api/documents';
import { NOTIFICATIONS_READ } from './notification-bell';

/** The route's loader: the newest page of the viewer's notices. */
export const loader = screenLoader(NotificationsListQuery, () => ({}));

type Notices = NotificationsListQueryQuery['notifications'];
const NONE: Notices = { totalCount: 0, edges: [], pageInfo: { hasNextPage: false, endCursor: null } };

interface NotificationItemProps {
  notification: FragmentType<typeof NotificationsItemFieldsFragment>;
  /** Marked read from this screen since the list was read. */
  readHere: boolean;
  onOpen: (id: string, link: string | null, unread: boolean) => void;
  onMarkRead: (id: string) => void;
}

function NotificationItem(props: NotificationItemProps) {
  const notice = getFragmentData(NotificationsItemFieldsFragment, props.notification);
  const unread = notice.readAt === null && !props.readHere;
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
  const { data, loading, error, retry } = useScreenData<NotificationsListQueryQuery>();
  const { revalidate } = useRevalidator();
  useSubscriptionEvents(NotificationsAddedSubscription, revalidate);
  const notices = usePagedList(data?.notifications ?? NONE, (after) =>
    graphqlRequest(NotificationsListQuery, { after }).then((r) => r.notifications),
  );
  // Marked read here: shown read in every page loaded (reading the list again would drop the pages
  // "Load more" added); the bell reads its count again.
  const [readHere, setReadHere] = useState(() => new Set<string>());
  const [markRead, marking] = useMutationRequest(NotificationsMarkReadMutation, { revalidate: false });
  const shownIds = notices.edges.map((edge) => edge.node.id);
  const mark = async (ids: string[] | 'all') => {
    await markRead(ids === 'all' ? { all: true } : { ids });
    setReadHere((current) => new Set([...current, ...(ids === 'all' ? shownIds : ids)]));
    window.dispatchEvent(new Event(NOTIFICATIONS_READ));
  };
  const open = async (id: string, link: string | null, unread: boolean) => {
    if (unread) await mark([id]);
    if (link) navigate(link);
  };
  const unreadShown = notices.edges.some(
    (edge) =>
      getFragmentData(NotificationsItemFieldsFragment, edge.node).readAt === null &&
      !readHere.has(edge.node.id),
  );
  return (
    <PageFrame
      title="Notifications"
      description="What happened to your requests, reservations, payments and listings."
      actions={
        <Button
          variant="default"
          leftSection={<IconChecks size={16} />}
          loading={marking.loading}
          disabled={!unreadShown}
          onClick={() => void mark('all').catch(() => {})}
        >
          Mark all read
        </Button>
      }
    >
      <QueryState
        loading={loading}
        error={error}
        data={data?.notifications}
        onRetry={retry}
        isEmpty={(notifications) => notifications.edges.length === 0}
        empty={
          <EmptyState icon={<IconBell size={28} />} title="No notifications yet">
            <Text c="dimmed">Requests, answers, payments and listing decisions show up here.</Text>
          </EmptyState>
        }
      >
        {() => (
          <Stack gap="sm">
            {marking.error != null && (
              <Alert color="red" role="alert">
                {summarizeServerError(marking.error).message}
              </Alert>
            )}
            <Stack
              gap="sm"
              component="ul"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label="Notifications"
            >
              {notices.edges.map((edge) => (
                <NotificationItem
                  key={edge.node.id}
                  notification={edge.node}
                  readHere={readHere.has(edge.node.id)}
                  onOpen={(id, link, unread) => void open(id, link, unread).catch(() => {})}
                  onMarkRead={(id) => void mark([id]).catch(() => {})}
                />
              ))}
            </Stack>
            <LoadMore pageInfo={notices.pageInfo} onLoad={notices.loadMore} />
          </Stack>
        )}
      </QueryState>
    </PageFrame>
  );
}

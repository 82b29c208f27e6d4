import { Badge, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { BROADCAST_AUDIENCE_LABELS } from '@hostel/common';
import { EmptyState } from '../../../components/empty-state';
import { LoadMore } from '../../../components/load-more';
import { QueryState } from '../../../components/query-state';
import { getFragmentData, type FragmentType } from '../../../gql';
import type { AdminBroadcastsQueryQuery, BroadcastStatus } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/dates';
import { graphqlRequest } from '../../../lib/graphql-request';
import { screenLoader, useScreenData } from '../../../lib/screen-loader';
import { usePagedList, usePolling } from '../../../lib/use-request';
import { AdminBroadcastFieldsFragment, AdminBroadcastsQuery } from '../api/broadcasts';

const PAGE_SIZE = 10;
/** While a broadcast is on its way its counts are read again this often. */
const POLL_MS = 2000;

export const broadcastsLoader = screenLoader(AdminBroadcastsQuery, () => ({ first: PAGE_SIZE }));

const STATUS: Record<BroadcastStatus, { label: string; color: string }> = {
  SCHEDULED: { label: 'Scheduled', color: 'blue' },
  SENDING: { label: 'Sending', color: 'yellow' },
  SENT: { label: 'Sent', color: 'teal' },
};

function BroadcastCard(props: { broadcast: FragmentType<typeof AdminBroadcastFieldsFragment> }) {
  const b = getFragmentData(AdminBroadcastFieldsFragment, props.broadcast);
  const audience =
    b.audience === 'CITY'
      ? `${BROADCAST_AUDIENCE_LABELS.CITY}: ${b.city}`
      : b.audience === 'UNIVERSITY'
        ? `${BROADCAST_AUDIENCE_LABELS.UNIVERSITY}: ${b.universityName ?? 'unknown'}`
        : BROADCAST_AUDIENCE_LABELS[b.audience];
  const share = b.recipientCount ? Math.round((b.deliveredCount / b.recipientCount) * 100) : 0;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={b.title}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} style={{ flex: '1 1 240px', minWidth: 0 }}>
            <Title order={3} fz="md">
              {b.title}
            </Title>
            <Text size="sm" c="dimmed">
              {audience} · {b.status === 'SCHEDULED' ? 'sends' : 'sent'} {formatDateTime(b.sendAt)}
            </Text>
          </Stack>
          <Badge color={STATUS[b.status].color} variant="light">
            {STATUS[b.status].label}
          </Badge>
        </Group>
        <Text size="sm" lineClamp={2}>
          {b.body}
        </Text>
        {b.status !== 'SCHEDULED' && (
          <>
            <Progress
              value={b.status === 'SENT' ? 100 : share}
              aria-label={`In-app delivery of ${b.title}`}
              color={b.status === 'SENT' ? 'teal' : 'yellow'}
            />
            <Group gap="lg" wrap="wrap">
              <Text size="sm">
                <b>{b.deliveredCount.toLocaleString()}</b> of {b.recipientCount.toLocaleString()} delivered in
                the app
              </Text>
              <Text size="sm">
                E-mails: <b>{b.emails.sent.toLocaleString()}</b> sent · {b.emails.queued.toLocaleString()}{' '}
                queued ·{' '}
                <Text span c={b.emails.failed ? 'red.9' : undefined} fw={b.emails.failed ? 700 : undefined}>
                  {b.emails.failed.toLocaleString()} failed
                </Text>
              </Text>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}

type Broadcasts = AdminBroadcastsQueryQuery['broadcasts'];

function BroadcastList({ broadcasts }: { broadcasts: Broadcasts }) {
  const { edges, pageInfo, loadMore } = usePagedList(broadcasts, (after) =>
    graphqlRequest(AdminBroadcastsQuery, { first: PAGE_SIZE, after }).then((r) => r.broadcasts),
  );
  return (
    <Stack gap="sm">
      {edges.map((edge) => (
        <BroadcastCard
          key={getFragmentData(AdminBroadcastFieldsFragment, edge.node).id}
          broadcast={edge.node}
        />
      ))}
      <LoadMore pageInfo={pageInfo} onLoad={loadMore} />
    </Stack>
  );
}

/** Past and scheduled broadcasts, newest first (the route's loader); counts update while any is on its way. */
export function BroadcastHistory() {
  const { data, loading, error, retry } = useScreenData<AdminBroadcastsQueryQuery>();
  const busy = (data?.broadcasts.edges ?? []).some((edge) => {
    const b = getFragmentData(AdminBroadcastFieldsFragment, edge.node);
    return b.status !== 'SENT' || b.emails.queued > 0;
  });
  // Read again only while something is on its way (scheduled, sending, or e-mails queued).
  usePolling(retry, busy ? POLL_MS : null);
  return (
    <QueryState loading={loading} error={error} data={data?.broadcasts} onRetry={retry}>
      {(broadcasts) =>
        broadcasts.edges.length === 0 ? (
          <EmptyState icon={<IconSpeakerphone size={28} />} title="No broadcasts yet">
            Broadcasts you send or schedule are listed here with their delivery.
          </EmptyState>
        ) : (
          <BroadcastList broadcasts={broadcasts} />
        )
      }
    </QueryState>
  );
}

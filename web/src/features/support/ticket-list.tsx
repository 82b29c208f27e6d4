import { Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconLifebuoy } from '@tabler/icons-react';
import { SUPPORT_CATEGORY_LABELS } from '@hostel/common';
import { EmptyState } from '../../components/empty-state';
import { LoadMore } from '../../components/load-more';
import { QueryState } from '../../components/query-state';
import { getFragmentData, type FragmentType } from '../../gql';
import type { SupportMyTicketsQueryQuery } from '../../gql/graphql';
import { formatDateTime } from '../../lib/dates';
import { graphqlRequest } from '../../lib/graphql-request';
import { screenLoader, useScreenData } from '../../lib/screen-loader';
import { usePagedList } from '../../lib/use-request';
import { SupportMyTicketsQuery, SupportTicketRowFieldsFragment } from './api/support';
import { TicketStatusBadge } from './ticket-status-badge';

const PAGE_SIZE = 20;

/** The help page's loader without `?ticket=` (support-screen.tsx): the first page of tickets. */
export const ticketsLoader = screenLoader(SupportMyTicketsQuery, () => ({ first: PAGE_SIZE }));

function TicketRow(props: {
  ticket: FragmentType<typeof SupportTicketRowFieldsFragment>;
  onOpen: (id: string) => void;
}) {
  const t = getFragmentData(SupportTicketRowFieldsFragment, props.ticket);
  return (
    <UnstyledButton onClick={() => props.onOpen(t.id)}>
      <Card withBorder radius="md" padding="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} style={{ flex: '1 1 200px', minWidth: 0 }}>
            <Text fw={600} truncate>
              {t.subject}
            </Text>
            <Text size="sm" c="dimmed">
              {SUPPORT_CATEGORY_LABELS[t.category]} · last activity {formatDateTime(t.lastMessageAt)}
            </Text>
          </Stack>
          <TicketStatusBadge status={t.status} />
        </Group>
      </Card>
    </UnstyledButton>
  );
}

function Tickets({
  first,
  onOpen,
}: {
  first: SupportMyTicketsQueryQuery['mySupportTickets'];
  onOpen: (id: string) => void;
}) {
  const { edges, pageInfo, loadMore } = usePagedList(first, (after) =>
    graphqlRequest(SupportMyTicketsQuery, { first: PAGE_SIZE, after }).then((r) => r.mySupportTickets),
  );
  return (
    <Stack gap="sm" aria-label="Your tickets">
      {edges.map(({ node }) => (
        <TicketRow key={node.id} ticket={node} onOpen={onOpen} />
      ))}
      <LoadMore pageInfo={pageInfo} onLoad={loadMore} />
    </Stack>
  );
}

/** The viewer's tickets with their status, latest activity first (the route loader's). */
export function TicketList({ onOpen }: { onOpen: (id: string) => void }) {
  const { data, loading, error, retry } = useScreenData<SupportMyTicketsQueryQuery>();
  return (
    <QueryState
      loading={loading}
      error={error}
      data={data?.mySupportTickets}
      onRetry={retry}
      isEmpty={(list) => list.edges.length === 0}
      empty={
        <EmptyState icon={<IconLifebuoy size={28} />} title="No tickets yet">
          When something goes wrong with a payment, a reservation or your account, ask us here.
        </EmptyState>
      }
    >
      {(list) => <Tickets first={list} onOpen={onOpen} />}
    </QueryState>
  );
}

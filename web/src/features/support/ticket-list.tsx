import { useQuery } from '@apollo/client/react';
import { Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconLifebuoy } from '@tabler/icons-react';
import { SUPPORT_CATEGORY_LABELS } from '@hostel/common';
import { EmptyState } from '../../components/empty-state';
import { appendPage, LoadMore } from '../../components/load-more';
import { QueryState } from '../../components/query-state';
import { getFragmentData, type FragmentType } from '../../gql';
import { formatDateTime } from '../../lib/dates';
import { SupportMyTicketsQuery, SupportTicketRowFieldsFragment } from './api/support';
import { TicketStatusBadge } from './ticket-status-badge';

const PAGE_SIZE = 20;

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

/** The viewer's tickets with their status, latest activity first. */
export function TicketList({ onOpen }: { onOpen: (id: string) => void }) {
  const { data, loading, error, refetch, fetchMore } = useQuery(SupportMyTicketsQuery, {
    variables: { first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <QueryState
      loading={loading}
      error={error}
      data={data?.mySupportTickets}
      onRetry={() => void refetch()}
      isEmpty={(list) => list.edges.length === 0}
      empty={
        <EmptyState icon={<IconLifebuoy size={28} />} title="No tickets yet">
          When something goes wrong with a payment, a reservation or your account, ask us here.
        </EmptyState>
      }
    >
      {(list) => (
        <Stack gap="sm" aria-label="Your tickets">
          {list.edges.map(({ node }) => (
            <TicketRow key={node.id} ticket={node} onOpen={onOpen} />
          ))}
          <LoadMore
            pageInfo={list.pageInfo}
            onLoad={(after) =>
              fetchMore({ variables: { after }, updateQuery: appendPage('mySupportTickets') })
            }
          />
        </Stack>
      )}
    </QueryState>
  );
}

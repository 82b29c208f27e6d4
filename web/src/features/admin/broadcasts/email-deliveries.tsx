import { Badge, Card, Group, SegmentedControl, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state';
import { Figure } from '../../../components/figure-card';
import { LoadMore } from '../../../components/load-more';
import { QueryState } from '../../../components/query-state';
import type {
  AdminEmailDeliveriesQueryQuery,
  AdminEmailDeliveriesQueryQueryVariables,
  EmailStatus,
} from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/dates';
import { graphqlRequest } from '../../../lib/graphql-request';
import { oneOf, useRouteFilters } from '../../../lib/route-filters';
import { screenLoader, useScreenData } from '../../../lib/screen-loader';
import { usePagedList, usePolling } from '../../../lib/use-request';
import { AdminEmailDeliveriesQuery } from '../api/broadcasts';

const PAGE_SIZE = 25;
const STATUS: Record<EmailStatus, { label: string; color: string }> = {
  QUEUED: { label: 'Queued', color: 'blue' },
  SENT: { label: 'Sent', color: 'teal' },
  FAILED: { label: 'Failed', color: 'red' },
};
/** The outbox changes on its own (the sender's job): read it again this often. */
const POLL_MS = 10_000;

type Deliveries = AdminEmailDeliveriesQueryQuery['emailDeliveries'];

/** The URL's `status` (all when none). */
const variablesOf = (params: URLSearchParams): AdminEmailDeliveriesQueryQueryVariables => ({
  first: PAGE_SIZE,
  status: oneOf(STATUS, params.get('status')),
});

export const emailDeliveriesLoader = screenLoader(AdminEmailDeliveriesQuery, ({ request }) =>
  variablesOf(new URL(request.url).searchParams),
);

function DeliveryTable({
  deliveries,
  variables,
}: {
  deliveries: Deliveries;
  variables: AdminEmailDeliveriesQueryQueryVariables;
}) {
  const { edges, pageInfo, loadMore } = usePagedList(deliveries, (after) =>
    graphqlRequest(AdminEmailDeliveriesQuery, { ...variables, after }).then((r) => r.emailDeliveries),
  );
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover verticalSpacing="xs">
          <Table.Caption>
            {deliveries.totalCount.toLocaleString()} e-mail{deliveries.totalCount === 1 ? '' : 's'}, newest
            first
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Queued</Table.Th>
              <Table.Th>To</Table.Th>
              <Table.Th>Subject</Table.Th>
              <Table.Th>State</Table.Th>
              <Table.Th>Attempts</Table.Th>
              <Table.Th>Last error / next try</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {edges.map(({ node: e }) => (
              <Table.Tr key={e.id}>
                <Table.Td>{formatDateTime(e.createdAt)}</Table.Td>
                <Table.Td>{e.to}</Table.Td>
                <Table.Td maw={260}>
                  <Text size="sm" truncate>
                    {e.subject}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={STATUS[e.status].color} variant="light" miw="max-content">
                    {STATUS[e.status].label}
                  </Badge>
                </Table.Td>
                <Table.Td>{e.attempts}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {e.lastError && (
                      <Text size="sm" c="red.9">
                        {e.lastError}
                      </Text>
                    )}
                    {e.nextAttemptAt && (
                      <Text size="sm" c="dimmed">
                        next {formatDateTime(e.nextAttemptAt)}
                      </Text>
                    )}
                    {e.sentAt && (
                      <Text size="sm" c="dimmed">
                        sent {formatDateTime(e.sentAt)}
                      </Text>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <LoadMore pageInfo={pageInfo} onLoad={loadMore} />
    </Stack>
  );
}

/** The e-mail outbox for admins: counts by state, then each e-mail with its attempts and last error. */
export function EmailDeliveries() {
  const { params, set, reading } = useRouteFilters();
  const variables = variablesOf(params);
  const { data, loading, error, retry } = useScreenData<AdminEmailDeliveriesQueryQuery>();
  usePolling(retry, POLL_MS);
  const counts = data?.emailDeliveryCounts;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" aria-label="E-mails by state">
        {(['QUEUED', 'SENT', 'FAILED'] as const).map((key) => (
          <Card key={key} withBorder radius="md" padding="sm">
            <Figure
              value={(counts?.[key.toLowerCase() as 'queued' | 'sent' | 'failed'] ?? 0).toLocaleString()}
              label={STATUS[key].label.toLowerCase()}
            />
          </Card>
        ))}
      </SimpleGrid>
      <SegmentedControl
        aria-label="Show e-mails"
        value={variables.status ?? 'ALL'}
        onChange={(value) => set({ status: value === 'ALL' ? null : value })}
        data={[
          { value: 'ALL', label: 'All' },
          { value: 'QUEUED', label: 'Queued' },
          { value: 'SENT', label: 'Sent' },
          { value: 'FAILED', label: 'Failed' },
        ]}
        w="fit-content"
      />
      <QueryState loading={loading} error={error} data={data?.emailDeliveries} onRetry={retry}>
        {(deliveries) =>
          deliveries.edges.length === 0 ? (
            <EmptyState icon={<IconMail size={28} />} title="No e-mails here">
              E-mails appear here once a notice or broadcast queues them.
            </EmptyState>
          ) : (
            <div aria-busy={reading} style={{ opacity: reading ? 0.6 : 1 }}>
              <DeliveryTable deliveries={deliveries} variables={variables} />
            </div>
          )
        }
      </QueryState>
    </Stack>
  );
}

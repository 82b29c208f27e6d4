import { useQuery } from '@apollo/client/react';
import { Badge, Card, Group, SegmentedControl, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { Figure } from '../../../components/figure-card';
import { appendPage, LoadMore } from '../../../components/load-more';
import { QueryState } from '../../../components/query-state';
import type { EmailStatus } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/dates';
import { AdminEmailDeliveriesQuery } from '../api/broadcasts';

const PAGE_SIZE = 25;
const STATUS: Record<EmailStatus, { label: string; color: string }> = {
  QUEUED: { label: 'Queued', color: 'blue' },
  SENT: { label: 'Sent', color: 'teal' },
  FAILED: { label: 'Failed', color: 'red' },
};

/** The e-mail outbox for admins: counts by state, then each e-mail with its attempts and last error. */
export function EmailDeliveries() {
  const [status, setStatus] = useState<'ALL' | EmailStatus>('ALL');
  const { data, loading, error, refetch, fetchMore } = useQuery(AdminEmailDeliveriesQuery, {
    variables: { first: PAGE_SIZE, status: status === 'ALL' ? null : status },
    fetchPolicy: 'cache-and-network',
    pollInterval: 10_000,
  });
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
        value={status}
        onChange={(value) => setStatus(value as typeof status)}
        data={[
          { value: 'ALL', label: 'All' },
          { value: 'QUEUED', label: 'Queued' },
          { value: 'SENT', label: 'Sent' },
          { value: 'FAILED', label: 'Failed' },
        ]}
        w="fit-content"
      />
      <QueryState
        loading={loading && !data}
        error={error}
        data={data?.emailDeliveries}
        onRetry={() => void refetch()}
      >
        {(deliveries) =>
          deliveries.edges.length === 0 ? (
            <EmptyState icon={<IconMail size={28} />} title="No e-mails here">
              E-mails appear here once a notice or broadcast queues them.
            </EmptyState>
          ) : (
            <Stack gap="sm">
              <Table.ScrollContainer minWidth={720}>
                <Table striped highlightOnHover verticalSpacing="xs">
                  <Table.Caption>
                    {deliveries.totalCount.toLocaleString()} e-mail{deliveries.totalCount === 1 ? '' : 's'},
                    newest first
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
                    {deliveries.edges.map(({ node: e }) => (
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
              <LoadMore
                pageInfo={deliveries.pageInfo}
                onLoad={(after) =>
                  fetchMore({ variables: { after }, updateQuery: appendPage('emailDeliveries') })
                }
              />
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}

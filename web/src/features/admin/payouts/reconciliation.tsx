import { Badge, Button, Card, Group, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconScale } from '@tabler/icons-react';
import { useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { formatMoney } from '@hostel/common';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { formatMonth } from '../../../lib/dates';
import type { AdminReconciliationQueryQuery } from '../../../gql/graphql';
import { summarizeServerError } from '../../../lib/graphql-errors';
import { graphqlRequest } from '../../../lib/graphql-request';
import { useRouteFilters } from '../../../lib/route-filters';
import { screenLoader, useScreenData } from '../../../lib/screen-loader';
import { downloadCsv } from '../../earnings/public';
import { AdminReconciliationCsvQuery, AdminReconciliationQuery } from '../api/payouts';

/** The last twelve months (UTC), newest first, as YYYY-MM. */
export function recentMonths(now = new Date(), count = 12): string[] {
  return Array.from({ length: count }, (_, i) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1)).toISOString().slice(0, 7),
  );
}

const LINES = [
  { key: 'refunded', label: 'Refunded to students' },
  { key: 'fees', label: 'Platform fees' },
  { key: 'paidOut', label: 'Paid out to owners' },
  { key: 'held', label: 'Still held for owners' },
] as const;

/** The URL's `month`, one of the recent ones; this month when it has none. */
const monthOf = (params: URLSearchParams, months = recentMonths()) =>
  months.find((month) => month === params.get('month')) ?? months[0]!;

export const reconciliationLoader = screenLoader(
  AdminReconciliationQuery,
  ({ request }: LoaderFunctionArgs) => ({
    month: monthOf(new URL(request.url).searchParams),
  }),
);

/** One month's books per currency: taken = refunds + fees + payouts + held, to the minor unit. */
export function Reconciliation() {
  const months = recentMonths();
  const { params, set, reading } = useRouteFilters();
  const month = monthOf(params, months);
  const [downloading, setDownloading] = useState(false);
  const { data, loading, error, retry } = useScreenData<AdminReconciliationQueryQuery>();
  const download = async () => {
    setDownloading(true);
    try {
      const result = await graphqlRequest(AdminReconciliationCsvQuery, { month });
      downloadCsv(`reconciliation-${month}.csv`, result.payoutReconciliationCsv);
    } catch (err) {
      notifications.show({ color: 'red', message: summarizeServerError(err).message });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Select
          label="Month (UTC)"
          w={220}
          data={months.map((m) => ({ value: m, label: formatMonth(m, 'long') }))}
          value={month}
          allowDeselect={false}
          onChange={(value) => set({ month: value })}
        />
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={downloading}
          onClick={() => void download()}
        >
          Download CSV
        </Button>
      </Group>
      <QueryState
        loading={loading}
        error={error}
        data={data?.payoutReconciliation}
        onRetry={retry}
        isEmpty={(rows) => rows.length === 0}
        empty={
          <EmptyState icon={<IconScale size={28} />} title="No money moved this month">
            Students’ payments of {formatMonth(month, 'long')} show here, with where the money went.
          </EmptyState>
        }
      >
        {(rows) => (
          <SimpleGrid
            cols={{ base: 1, md: 2 }}
            spacing="md"
            aria-busy={reading}
            style={{ opacity: reading ? 0.6 : 1 }}
          >
            {rows.map((row) => {
              const balances = row.difference === 0;
              return (
                <Card
                  key={row.currency}
                  withBorder
                  radius="lg"
                  component="section"
                  aria-label={`Books in ${row.currency}`}
                >
                  <Group justify="space-between" mb="xs">
                    <Title order={2} fz="lg">
                      {row.currency}
                    </Title>
                    <Badge color={balances ? 'green' : 'red'} variant="light">
                      {balances ? 'Balances' : `Off by ${formatMoney(row.difference, row.currency)}`}
                    </Badge>
                  </Group>
                  <Table>
                    <Table.Tbody>
                      <Table.Tr>
                        <Table.Th scope="row">Taken from students</Table.Th>
                        <Table.Td ta="right" fw={700}>
                          {formatMoney(row.taken, row.currency)}
                        </Table.Td>
                      </Table.Tr>
                      {LINES.map((line) => (
                        <Table.Tr key={line.key}>
                          <Table.Th scope="row" fw={400}>
                            {line.label}
                          </Table.Th>
                          <Table.Td ta="right">{formatMoney(row[line.key], row.currency)}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                  {!balances && (
                    <Text size="sm" c="red" mt="xs">
                      The books do not balance: check this month’s refunds and payouts in the audit log.
                    </Text>
                  )}
                </Card>
              );
            })}
          </SimpleGrid>
        )}
      </QueryState>
    </Stack>
  );
}

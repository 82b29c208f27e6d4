import { Badge, Button, Card, Group, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCoin, IconDownload } from '@tabler/icons-react';
import { useNavigation, useSearchParams } from 'react-router';
import { formatMoney } from '@hostel/common';
import { EmptyState } from '../../components/empty-state';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import type { EarningStatus, EarningsListQueryQuery } from '../../gql/graphql';
import { summarizeServerError } from '../../lib/graphql-errors';
import { graphqlRequest } from '../../lib/graphql-request';
import { useMutationRequest, usePagedList } from '../../lib/use-request';
import { EarningsListQuery, EarningsRequestPayoutMutation } from './api';
import { earningsLoader, entriesFilter, ENTRIES_PAGE, statusOf, useEarningsSection } from './earnings-data';
import { downloadCsv, earningsCsv } from './csv';
import { MonthChart } from './month-chart';
import { payoutHint } from './payout-hint';
import { formatDateTime, formatDay } from '../../lib/dates';
import { LoadMore } from '../../components/load-more';
import { PayoutMethodsSection } from './payouts/payout-methods-section';
import { PayoutsList } from './payouts/payouts-list';

const STATUSES: { value: EarningStatus | 'all'; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'PENDING', label: 'Pending' },
  { value: 'AVAILABLE', label: 'Available' },
  { value: 'PAID_OUT', label: 'Paid out' },
  { value: 'CANCELLED', label: 'Cancelled' },
];

export const loader = earningsLoader;

const TABLE_REGION = { tabIndex: 0, role: 'region', 'aria-label': 'Earnings entries' };

function Summary() {
  const { data, loading, error, retry } = useEarningsSection('summary');
  // The totals and the payouts read again (the route's loader) before the button settles.
  const [requestPayout, payout] = useMutationRequest(EarningsRequestPayoutMutation);
  const request = async () => {
    try {
      const payouts = (await requestPayout({})).requestPayout;
      notifications.show({
        color: 'green',
        message: payouts.length
          ? `Payout requested: ${payouts.map((p) => formatMoney(p.amount, p.currency)).join(', ')}.`
          : 'Nothing is available for a payout yet.',
      });
    } catch (err) {
      notifications.show({ color: 'red', message: summarizeServerError(err).message });
    }
  };
  return (
    <QueryState loading={loading} error={error} data={data?.earningsSummary} onRetry={retry}>
      {(summary) => {
        const hint = payoutHint(summary.totals);
        return summary.totals.length === 0 ? (
          <EmptyState icon={<IconCoin size={28} />} title="No earnings yet">
            Earnings become available 24 hours after a student checks in; payouts are listed here.
          </EmptyState>
        ) : (
          <Stack>
            {summary.totals.map((t) => (
              <SimpleGrid key={t.currency} cols={{ base: 1, sm: 3 }} spacing="md">
                {[
                  { label: 'Pending', value: t.pending },
                  { label: 'Available', value: t.available },
                  { label: 'Paid out', value: t.paidOut },
                ].map((item) => (
                  <Card key={item.label} withBorder radius="lg">
                    <Text c="dimmed" size="sm" fw={600}>
                      {item.label} ({t.currency})
                    </Text>
                    <Title order={2} fz={26}>
                      {formatMoney(item.value, t.currency)}
                    </Title>
                    {item.label === 'Available' && t.requested > 0 && (
                      <Text size="xs" c="dimmed">
                        {formatMoney(t.requested, t.currency)} requested
                      </Text>
                    )}
                  </Card>
                ))}
              </SimpleGrid>
            ))}
            <Stack gap={4}>
              <Button
                w="fit-content"
                loading={payout.loading}
                disabled={hint !== null}
                aria-describedby={hint ? 'payout-hint' : undefined}
                onClick={() => void request()}
              >
                Request payout
              </Button>
              {hint && (
                <Text id="payout-hint" size="sm" c="dimmed">
                  {hint}
                </Text>
              )}
            </Stack>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {summary.totals.map((t) => (
                <Card key={t.currency} withBorder radius="lg">
                  <Title order={2} fz="lg" mb="sm">
                    Net by month ({t.currency})
                  </Title>
                  <MonthChart
                    currency={t.currency}
                    months={summary.byMonth.filter((m) => m.currency === t.currency)}
                  />
                </Card>
              ))}
            </SimpleGrid>
          </Stack>
        );
      }}
    </QueryState>
  );
}

function Entries() {
  const [params, setParams] = useSearchParams();
  const status = statusOf(params);
  const { data, loading, error, retry } = useEarningsSection('entries');
  // Another status on its way: the entries shown stay, dimmed, until it comes.
  const pending = useNavigation().state === 'loading';
  const rows = data?.myEarnings.edges.map((edge) => edge.node) ?? [];
  const choose = (value: EarningStatus | 'all') =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === 'all') next.delete('status');
      else next.set('status', value);
      return next;
    });
  return (
    <Card withBorder radius="lg">
      <Stack>
        <Group justify="space-between" align="flex-end" gap="sm">
          <Select
            label="Status"
            w={220}
            data={STATUSES}
            value={status}
            allowDeselect={false}
            onChange={(value) => choose((value as EarningStatus | null) ?? 'all')}
          />
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            disabled={rows.length === 0}
            onClick={() => downloadCsv('earnings.csv', earningsCsv(rows))}
          >
            Export CSV
          </Button>
        </Group>
        <QueryState
          loading={loading}
          error={error}
          data={data?.myEarnings}
          onRetry={retry}
          isEmpty={(list) => list.edges.length === 0}
          empty={<Text c="dimmed">No entries with this status.</Text>}
        >
          {(first) => <EntriesTable first={first} status={status} pending={pending} />}
        </QueryState>
      </Stack>
    </Card>
  );
}

type Entries = EarningsListQueryQuery['myEarnings'];

function EntriesTable({
  first,
  status,
  pending,
}: {
  first: Entries;
  status: EarningStatus | 'all';
  pending: boolean;
}) {
  const list = usePagedList(first, (after) =>
    graphqlRequest(EarningsListQuery, { first: ENTRIES_PAGE, after, filter: entriesFilter(status) }).then(
      (page) => page.myEarnings,
    ),
  );
  return (
    <Stack aria-busy={pending} opacity={pending ? 0.6 : 1}>
      {/* Cells keep to one line (no squeezed badges); the container scrolls instead, and takes
                  the keyboard's focus so the columns off screen can be scrolled to without a mouse. */}
      <Table.ScrollContainer minWidth={560} scrollAreaProps={{ viewportProps: TABLE_REGION }}>
        <Table striped style={{ whiteSpace: 'nowrap' }}>
          <Table.Thead>
            {/* Amount and status first: on a phone they show before the table scrolls. */}
            <Table.Tr>
              <Table.Th>Reservation</Table.Th>
              <Table.Th ta="right">Net</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Check-in</Table.Th>
              <Table.Th>Available</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.edges.map(({ node: e }) => (
              <Table.Tr key={e.id}>
                <Table.Td>{e.reservationCode}</Table.Td>
                <Table.Td ta="right">{formatMoney(e.net, e.currency)}</Table.Td>
                <Table.Td>
                  {/* The label never clips: the column keeps the whole status, the table scrolls. */}
                  <Badge variant="light" styles={{ label: { overflow: 'visible' } }}>
                    {e.status.replace('_', ' ').toLowerCase()}
                  </Badge>
                </Table.Td>
                <Table.Td>{formatDay(e.checkIn)}</Table.Td>
                <Table.Td>{formatDateTime(e.availableAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <LoadMore pageInfo={list.pageInfo} onLoad={list.loadMore} />
    </Stack>
  );
}

export function OwnerEarningsScreen() {
  return (
    <PageFrame title="Earnings" description="Money from paid reservations and your payouts.">
      <Summary />
      <Stack mt="lg">
        <PayoutMethodsSection />
        <PayoutsList />
        <Entries />
      </Stack>
    </PageFrame>
  );
}

import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '@hostel/common';
import { LoadMore } from '../../../components/load-more';
import { QueryState } from '../../../components/query-state';
import type { EarningsPayoutsQueryQuery, PayoutStatus } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/dates';
import { graphqlRequest } from '../../../lib/graphql-request';
import { usePagedList } from '../../../lib/use-request';
import { PAYOUTS_PAGE, useEarningsSection } from '../earnings-data';
import { OwnerPayoutsQuery } from './api';
import { methodLabel } from './method-rules';

type Payout = EarningsPayoutsQueryQuery['payouts']['edges'][number]['node'];

const STATUS: Record<PayoutStatus, { label: string; color: string }> = {
  REQUESTED: { label: 'Waiting', color: 'yellow' },
  SENT: { label: 'Sent', color: 'blue' },
  PAID: { label: 'Paid', color: 'green' },
  FAILED: { label: 'Failed', color: 'red' },
  REVERSED: { label: 'Reversed', color: 'red' },
};

/** Where the payout is, in words: "Paid to MTN •••• 4321 on …", or why it failed. */
export function payoutLine(p: Payout): string {
  const to = p.method ? methodLabel(p.method) : null;
  switch (p.status) {
    case 'PAID':
      return `Paid to ${to ?? 'your account'}${p.paidAt ? ` on ${formatDateTime(p.paidAt)}` : ''}.`;
    case 'SENT':
      return `Sent to ${to ?? 'your account'}; it usually arrives within a day.`;
    case 'FAILED':
    case 'REVERSED':
      return `${p.status === 'FAILED' ? 'Failed' : 'Returned by the bank or network'}: ${p.failureReason ?? 'no reason given'}. The money is payable again.`;
    default:
      if (p.heldAt) return 'On hold: the platform is checking it.';
      return p.failureReason ? `Waiting: ${p.failureReason}` : 'Waiting to be sent.';
  }
}

/** The owner's payouts, newest first, each with where it went (last four digits only). */
export function PayoutsList() {
  const { data, loading, error, retry } = useEarningsSection('payouts');
  return (
    <Card withBorder radius="lg" component="section" aria-labelledby="payouts-title">
      <Stack>
        <Title order={2} fz="lg" id="payouts-title">
          Payouts
        </Title>
        <QueryState
          loading={loading}
          error={error}
          data={data?.payouts}
          onRetry={retry}
          isEmpty={(list) => list.edges.length === 0}
          empty={<Text c="dimmed">No payouts yet. Released earnings are paid out on your schedule.</Text>}
        >
          {(first) => <Payouts first={first} />}
        </QueryState>
      </Stack>
    </Card>
  );
}

function Payouts({ first }: { first: EarningsPayoutsQueryQuery['payouts'] }) {
  const list = usePagedList(first, (after) =>
    graphqlRequest(OwnerPayoutsQuery, { first: PAYOUTS_PAGE, after }).then((page) => page.payouts),
  );
  return (
    <Stack gap="xs">
      {list.edges.map(({ node: p }) => (
        <Group
          key={p.id}
          component="article"
          aria-label={`Payout of ${formatMoney(p.amount, p.currency)}`}
          justify="space-between"
          wrap="nowrap"
          align="flex-start"
          gap="sm"
        >
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Text fw={700}>{formatMoney(p.amount, p.currency)}</Text>
              <Badge variant="light" color={STATUS[p.status].color}>
                {STATUS[p.status].label}
              </Badge>
            </Group>
            <Text size="sm" c={p.status === 'FAILED' || p.status === 'REVERSED' ? 'red' : undefined}>
              {payoutLine(p)}
            </Text>
          </Stack>
          <Text size="xs" c="dimmed" ta="right" style={{ flexShrink: 0 }}>
            {p.automatic ? 'Automatic' : 'Requested'}
            <br />
            {formatDateTime(p.createdAt)}
          </Text>
        </Group>
      ))}
      <LoadMore pageInfo={list.pageInfo} onLoad={list.loadMore} />
    </Stack>
  );
}

import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { formatMoney } from '@hostel/common';
import { getFragmentData, type FragmentType } from '../../../gql';
import { AdminPayoutFieldsFragment } from '../api/payouts';
import { statusName } from '../status-name';
import { formatDateTime } from '../../../lib/dates';

export interface PayoutCardProps {
  payout: FragmentType<typeof AdminPayoutFieldsFragment>;
  onMarkPaid: (payout: PayoutToPay) => void;
}

export interface PayoutToPay {
  id: string;
  /** "GH₵120 to Adwoa Owusu" */
  label: string;
}

const STATUS_COLORS = { REQUESTED: 'yellow', PAID: 'green', FAILED: 'red' } as const;

/** A payout: who to pay, where, how much and since when. */
export function PayoutCard(props: PayoutCardProps) {
  const p = getFragmentData(AdminPayoutFieldsFragment, props.payout);
  const amount = formatMoney(p.amount, p.currency);
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      component="article"
      aria-label={`Payout to ${p.owner.displayName}`}
    >
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={700}>{p.owner.displayName}</Text>
            <Badge variant="dot" color={STATUS_COLORS[p.status]}>
              {statusName(p.status)}
            </Badge>
          </Group>
          {p.owner.email && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {p.owner.email}
            </Text>
          )}
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {p.owner.payoutIban
              ? `${p.owner.payoutAccountName ?? 'Account'} · ${p.owner.payoutIban}`
              : 'No payout account on file: contact the owner.'}
          </Text>
          <Text size="sm" c="dimmed">
            Requested {formatDateTime(p.createdAt)}
            {p.paidAt && ` · paid ${formatDateTime(p.paidAt)}`}
          </Text>
        </Stack>
        <Stack gap={4} align="flex-end" ml="auto">
          <Text fw={700} fz="lg">
            {amount}
          </Text>
          {p.status === 'REQUESTED' && (
            <Button
              size="xs"
              onClick={() => props.onMarkPaid({ id: p.id, label: `${amount} to ${p.owner.displayName}` })}
              aria-label={`Mark paid: ${amount} to ${p.owner.displayName}`}
            >
              Mark paid
            </Button>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

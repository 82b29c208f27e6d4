import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatMoney } from '@hostel/common';
import { getFragmentData, type FragmentType } from '../../../gql';
import type { AdminPayoutFieldsFragment as AdminPayoutFields, PayoutStatus } from '../../../gql/graphql';
import { AdminPayoutFieldsFragment } from '../api/payouts';
import { statusName } from '../status-name';
import { formatDateTime } from '../../../lib/dates';
import { methodLabel } from '../../earnings/public';

export interface PayoutCardProps {
  payout: FragmentType<typeof AdminPayoutFieldsFragment>;
  /** The buttons of the screen it is on (mark paid; retry, hold, release). */
  actions?: (payout: PayoutToAct) => ReactNode;
}

export interface PayoutToAct {
  id: string;
  status: PayoutStatus;
  held: boolean;
  /** "GH₵120 to Adwoa Owusu" */
  label: string;
}

const STATUS_COLORS: Record<PayoutStatus, string> = {
  REQUESTED: 'yellow',
  SENT: 'blue',
  PAID: 'green',
  FAILED: 'red',
  REVERSED: 'red',
};

type Owner = AdminPayoutFields['owner'];

/** The owner's payout method in the payout's currency: its label and state, never the number. */
function methodLine(owner: Owner, currency: string): string {
  const live = owner.payoutMethods?.find(
    (m) => m.currency === currency && m.state !== 'REPLACED' && m.state !== 'REMOVED',
  );
  if (!live) return `No payout method in ${currency} yet: the payout waits until the owner adds one.`;
  const held =
    live.holdUntil && new Date(live.holdUntil).getTime() > Date.now()
      ? ` · held until ${formatDateTime(live.holdUntil)} (changed recently)`
      : '';
  return `${methodLabel(live)} · ${statusName(live.state)}${held}`;
}

/** A payout: whom, where (the method's state), how much, and what happened to it. */
export function PayoutCard(props: PayoutCardProps) {
  const p = getFragmentData(AdminPayoutFieldsFragment, props.payout);
  const amount = formatMoney(p.amount, p.currency);
  const trouble = p.status === 'FAILED' || p.status === 'REVERSED';
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
            {p.heldAt && (
              <Badge variant="light" color="orange">
                On hold
              </Badge>
            )}
          </Group>
          {p.owner.email && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {p.owner.email}
            </Text>
          )}
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {p.method ? `Sent to ${methodLabel(p.method)}` : methodLine(p.owner, p.currency)}
          </Text>
          {p.failureReason && (
            <Text size="sm" c={trouble ? 'red' : 'orange.8'}>
              {trouble ? 'Failed' : 'Not sent yet'}: {p.failureReason}
            </Text>
          )}
          {p.heldReason && <Text size="sm">Hold: {p.heldReason}</Text>}
          <Text size="sm" c="dimmed">
            {p.automatic ? 'Scheduled' : 'Requested'} {formatDateTime(p.createdAt)}
            {p.paidAt && ` · paid ${formatDateTime(p.paidAt)}`}
          </Text>
        </Stack>
        <Stack gap={4} align="flex-end" ml="auto">
          <Text fw={700} fz="lg">
            {amount}
          </Text>
          {props.actions?.({
            id: p.id,
            status: p.status,
            held: Boolean(p.heldAt),
            label: `${amount} to ${p.owner.displayName}`,
          })}
        </Stack>
      </Group>
    </Card>
  );
}

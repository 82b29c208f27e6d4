import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { getFragmentData, type FragmentType } from '../../../gql';
import type { PayoutMethodState } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/dates';
import { PayoutMethodFieldsFragment } from './api';
import { methodLabel } from './method-rules';

export interface MethodCardProps {
  method: FragmentType<typeof PayoutMethodFieldsFragment>;
  holdHours: number;
  onChange: () => void;
  onRemove: () => void;
}

const STATES: Record<PayoutMethodState, { label: string; color: string }> = {
  VERIFIED: { label: 'Verified', color: 'green' },
  PENDING_VERIFICATION: { label: 'Pending', color: 'yellow' },
  FAILED: { label: 'Failed', color: 'red' },
  REPLACED: { label: 'Replaced', color: 'gray' },
  REMOVED: { label: 'Removed', color: 'gray' },
};

/** One payout method: where it pays (last four digits only), its state and any hold after a change. */
export function MethodCard({ method: ref, holdHours, onChange, onRemove }: MethodCardProps) {
  const method = getFragmentData(PayoutMethodFieldsFragment, ref);
  const label = methodLabel(method);
  const state = STATES[method.state];
  // The time of the first render: a hold that ends while the screen is open shows until the next visit.
  const [now] = useState(Date.now);
  const held = method.holdUntil && new Date(method.holdUntil).getTime() > now;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={`Payout method ${label}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Text fw={700}>{label}</Text>
            <Badge variant="light" color={state.color}>
              {state.label}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {method.currency}
          </Text>
        </Group>
        <Text size="sm">{method.holderName}</Text>
        {method.state === 'FAILED' && (
          <Text size="sm" c="red">
            The payout provider refused this account. Add another one to be paid.
          </Text>
        )}
        {held && (
          <Text size="sm" c="orange.8" role="note">
            Payouts to this account wait until {formatDateTime(method.holdUntil!)}: after a change we hold
            payouts for {holdHours} hours, in case it was not you.
          </Text>
        )}
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={onChange} aria-label={`Change ${label}`}>
            Change
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={onRemove} aria-label={`Remove ${label}`}>
            Remove
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

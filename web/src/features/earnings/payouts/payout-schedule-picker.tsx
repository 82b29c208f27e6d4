import { Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatMoney } from '@hostel/common';
import type { PayoutSchedule } from '../../../gql/graphql';
import { summarizeServerError } from '../../../lib/graphql-errors';
import { useMutationRequest } from '../../../lib/use-request';
import { SetPayoutScheduleMutation } from './api';

export interface PayoutSchedulePickerProps {
  schedule: PayoutSchedule | null;
  minimums: { currency: string; amount: number }[];
}

const SCHEDULES: { value: PayoutSchedule; label: string }[] = [
  { value: 'AFTER_EACH_CHECKIN', label: 'After each check-in' },
  { value: 'WEEKLY', label: 'Weekly (Mondays)' },
  { value: 'MONTHLY', label: 'Monthly (the 1st)' },
  { value: 'MANUAL', label: 'Only when I request a payout' },
];

/** When released earnings are sent automatically, and the least the platform sends at once. */
export function PayoutSchedulePicker({ schedule, minimums }: PayoutSchedulePickerProps) {
  const [save, saving] = useMutationRequest(SetPayoutScheduleMutation);
  const change = async (value: string | null) => {
    if (!value || value === schedule) return;
    try {
      await save({ schedule: value as PayoutSchedule });
      const label = SCHEDULES.find((s) => s.value === value)?.label ?? value;
      notifications.show({ color: 'teal', message: `Payout schedule: ${label.toLowerCase()}.` });
    } catch (error) {
      notifications.show({ color: 'red', message: summarizeServerError(error).message });
    }
  };
  return (
    <Stack gap={4}>
      <Select
        label="Payout schedule"
        description="Earnings are released 24 hours after check-in; then they are sent on this schedule."
        data={SCHEDULES}
        value={schedule}
        allowDeselect={false}
        disabled={saving.loading}
        maw={360}
        onChange={(value) => void change(value)}
      />
      {minimums.length > 0 && (
        <Text size="sm" c="dimmed">
          Automatic payouts send at least {minimums.map((m) => formatMoney(m.amount, m.currency)).join(', ')};
          smaller balances wait.
        </Text>
      )}
    </Stack>
  );
}

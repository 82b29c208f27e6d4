import { Badge, Group, Stack, Text } from '@mantine/core';
import { getFragmentData, type FragmentType } from '../../../gql';
import type { PaymentStatus } from '../../../gql/graphql';
import { formatMoney } from '../../hostels/format';
import { formatDeadline } from '../../reservations/status';
import { AdminPaymentFieldsFragment } from '../api/reservations';

export interface PaymentsListProps {
  payments: FragmentType<typeof AdminPaymentFieldsFragment>[];
}

// Dot badges: the status colour is the dot, the text stays dark enough to read (WCAG AA).
const PAYMENT_COLORS: Record<PaymentStatus, string> = {
  REQUIRES_PAYMENT: 'yellow',
  SUCCEEDED: 'green',
  FAILED: 'red',
  PARTIALLY_REFUNDED: 'blue',
  REFUNDED: 'gray',
};

const words = (status: string) => status.toLowerCase().replace('_', ' ');

/** Every payment attempt of a reservation with its refunds, oldest first. */
export function PaymentsList(props: PaymentsListProps) {
  const payments = props.payments.map((p) => getFragmentData(AdminPaymentFieldsFragment, p));
  if (payments.length === 0) return <Text size="sm">No payments yet.</Text>;
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Payments">
      {payments.map((payment) => (
        <Stack key={payment.id} gap={4} component="li">
          <Group gap="xs" justify="space-between">
            <Text size="sm" fw={600}>
              Payment {formatMoney(payment.amount, payment.currency)}
            </Text>
            <Badge variant="dot" color={PAYMENT_COLORS[payment.status]}>
              {words(payment.status)}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {formatDeadline(payment.createdAt)} · {payment.provider}
            {payment.amountRefunded > 0 &&
              ` · ${formatMoney(payment.amountRefunded, payment.currency)} refunded in all`}
          </Text>
          {payment.failureMessage && (
            <Text size="xs" c="red">
              {payment.failureMessage}
            </Text>
          )}
          {payment.refunds.map((refund) => (
            <Text key={refund.id} size="sm" pl="sm">
              Refund {formatMoney(refund.amount, refund.currency)} · {words(refund.status)} ·{' '}
              {formatDeadline(refund.createdAt)}
              {refund.reason && ` · “${refund.reason}”`}
            </Text>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

import { Badge, Group, Stack, Text } from '@mantine/core';
import { formatMoney } from '@hostel/common';
import { getFragmentData, type FragmentType } from '../../../gql';
import type { AdminPaymentFieldsFragment as PaymentFields, PaymentStatus } from '../../../gql/graphql';
import { AdminPaymentFieldsFragment } from '../api/reservations';
import { formatDateTime } from '../../../lib/dates';
import {
  PaymentFailure,
  paymentStatusWords,
  refundLine,
  refundState,
  type RefundState,
} from '../../reservations/public';

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

// The provider's words, as for payments; a failure says whether it will be tried again.
const REFUND_WORDS: Record<RefundState, string> = {
  refunded: 'succeeded',
  processing: 'pending',
  retrying: 'failed, retrying',
  failed: 'failed, not retried',
};

type RefundRow = PaymentFields['refunds'][number];

/** A refund and, when it failed, what happens next: another try, or an admin's follow-up. */
function RefundLine({ refund }: { refund: RefundRow }) {
  const state = refundState(refund);
  const tries = `Tried ${refund.attempts} ${refund.attempts === 1 ? 'time' : 'times'}`;
  return (
    <Stack gap={2} pl="sm">
      <Text size="sm">
        {refundLine(refund, REFUND_WORDS[state])}
        {refund.reason && ` · “${refund.reason}”`}
      </Text>
      {state === 'retrying' && refund.nextAttemptAt && (
        <Text size="xs" c="orange.9">
          {refund.failureMessage} {tries}; next try {formatDateTime(refund.nextAttemptAt)}.
        </Text>
      )}
      {state === 'failed' && (
        <Text size="xs" c="red.8" fw={600}>
          {refund.failureMessage} {tries}; no more automatic retries. Settle it with the payment provider.
        </Text>
      )}
    </Stack>
  );
}

/** What was refunded; while a refund is unconfirmed, how much of it has reached the student. */
function refundedInAll(payment: PaymentFields) {
  const returned = payment.refunds
    .filter((refund) => refund.status === 'SUCCEEDED')
    .reduce((sum, refund) => sum + refund.amount, 0);
  const booked = formatMoney(payment.amountRefunded, payment.currency);
  if (returned === payment.amountRefunded) return `${booked} refunded in all`;
  return `${booked} to refund, ${formatMoney(returned, payment.currency)} returned so far`;
}

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
              {paymentStatusWords(payment.status)}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {formatDateTime(payment.createdAt)} · {payment.provider}
            {payment.amountRefunded > 0 && ` · ${refundedInAll(payment)}`}
          </Text>
          <PaymentFailure message={payment.failureMessage} />
          {payment.refunds.map((refund) => (
            <RefundLine key={refund.id} refund={refund} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

import { Text } from '@mantine/core';
import { formatMoney } from '@hostel/common';
import type { PaymentStatus } from '../../gql/graphql';
import { formatDateTime } from '../../lib/dates';

// The wording of a reservation's payments and refunds, the same for students and admins; each
// screen picks how much of it to show (students: whether the money is on its way; admins: all).

/** A payment's status in the provider's words: PARTIALLY_REFUNDED -> "partially refunded". */
export const paymentStatusWords = (status: PaymentStatus) => status.toLowerCase().replace('_', ' ');

/** "Refund $5 · refunded · Mon, 24 Nov, 14:30", where `state` is worded for the reader. */
export const refundLine = (refund: { amount: number; currency: string; createdAt: string }, state: string) =>
  `Refund ${formatMoney(refund.amount, refund.currency)} · ${state} · ${formatDateTime(refund.createdAt)}`;

/** Why a payment failed, worded for a person; nothing when it did not. */
export function PaymentFailure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Text size="xs" c="red">
      {message}
    </Text>
  );
}

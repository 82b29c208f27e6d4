import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeFragmentData } from '../../../gql';
import type { AdminPaymentFieldsFragment as PaymentFields } from '../../../gql/graphql';
import { AdminPaymentFieldsFragment } from '../api/reservations';
import { PaymentsList } from '../reservations/payments-list';

type RefundRow = PaymentFields['refunds'][number];

const refund = {
  amount: 500,
  currency: 'USD',
  reason: 'Double booking',
  createdAt: '2026-08-01T10:00:00.000Z',
  failureMessage: null,
  nextAttemptAt: null,
};

const payment = (refunds: RefundRow[]) =>
  makeFragmentData(
    {
      id: 'p1',
      status: 'PARTIALLY_REFUNDED',
      amount: 2200,
      amountRefunded: 1000,
      currency: 'USD',
      provider: 'sandbox',
      createdAt: '2026-07-30T10:00:00.000Z',
      failureMessage: null,
      refunds,
    },
    AdminPaymentFieldsFragment,
  );

function renderRefunds(refunds: RefundRow[]) {
  render(
    <MantineProvider>
      <PaymentsList payments={[payment(refunds)]} />
    </MantineProvider>,
  );
  return within(screen.getByRole('list', { name: 'Payments' }));
}

describe('PaymentsList refunds', () => {
  it('shows a refund that is retried, with why it failed and when it is tried next', () => {
    const list = renderRefunds([
      { ...refund, id: 'r1', status: 'SUCCEEDED', attempts: 1 },
      {
        ...refund,
        id: 'r2',
        status: 'FAILED',
        attempts: 2,
        nextAttemptAt: '2026-08-01T11:00:00.000Z',
        failureMessage: 'The payment provider did not answer.',
      },
    ]);
    expect(list.getByText(/^Refund \$5 · succeeded · .+ · “Double booking”$/)).toBeInTheDocument();
    expect(list.getByText(/^Refund \$5 · failed, retrying · /)).toBeInTheDocument();
    expect(
      list.getByText(/^The payment provider did not answer\. Tried 2 times; next try .+\.$/),
    ).toBeInTheDocument();
    expect(list.queryByText(/no more automatic retries/)).not.toBeInTheDocument();
    expect(list.getByText(/ · \$10 to refund, \$5 returned so far$/)).toBeInTheDocument();
  });

  it('says clearly when a refund failed for good and needs an admin', () => {
    const list = renderRefunds([
      {
        ...refund,
        id: 'r3',
        status: 'FAILED',
        attempts: 5,
        failureMessage: 'The card was cancelled or has expired.',
      },
    ]);
    expect(list.getByText(/^Refund \$5 · failed, not retried · /)).toBeInTheDocument();
    expect(
      list.getByText(
        'The card was cancelled or has expired. Tried 5 times; no more automatic retries. Settle it with the payment provider.',
      ),
    ).toBeInTheDocument();
  });
});

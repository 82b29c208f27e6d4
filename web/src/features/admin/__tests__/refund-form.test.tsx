import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GraphQLRequestError } from '../../../lib/graphql-errors';
import { RefundForm, type RefundFormProps } from '../reservations/refund-form';

function renderForm(props: Partial<RefundFormProps> = {}) {
  const onConfirm = vi.fn<RefundFormProps['onConfirm']>().mockResolvedValue(undefined);
  render(
    <MantineProvider>
      <RefundForm refundable={2200} currency="USD" onConfirm={onConfirm} onDismiss={() => {}} {...props} />
    </MantineProvider>,
  );
  return { onConfirm: props.onConfirm ?? onConfirm, user: userEvent.setup() };
}

const amount = () => screen.getByRole('textbox', { name: 'Refund (USD)' });
const reason = () => screen.getByRole('textbox', { name: /Reason/ });

describe('RefundForm', () => {
  it('offers the full amount and says what will be refunded before confirming', async () => {
    const { onConfirm, user } = renderForm();
    expect(amount()).toHaveValue('22');
    expect(screen.getByRole('status', { name: 'Refund summary' })).toHaveTextContent(
      'Full refund: the student gets $22 back.',
    );
    await user.type(reason(), 'Hostel closed for repairs');
    await user.click(screen.getByRole('button', { name: 'Cancel and refund $22' }));
    expect(onConfirm).toHaveBeenCalledWith({ reason: 'Hostel closed for repairs', refundAmount: 2200 });
  });

  it('takes a partial amount in major units and never more than what is left', async () => {
    const { onConfirm, user } = renderForm();
    await user.clear(amount());
    await user.type(amount(), '22.50');
    expect(amount()).toHaveAccessibleDescription(
      expect.stringContaining('At most $22 can be refunded: what was paid minus earlier refunds.'),
    );
    expect(screen.queryByRole('status', { name: 'Refund summary' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel reservation' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByText('Give a reason of at least 5 characters.')).toBeInTheDocument();

    await user.clear(amount());
    await user.type(amount(), '5.5');
    expect(screen.getByRole('status', { name: 'Refund summary' })).toHaveTextContent(
      'Partial refund: the student gets $5.50 back of $22.',
    );
    await user.type(reason(), 'Guest complaint, agreed with the owner');
    await user.click(screen.getByRole('button', { name: 'Cancel and refund $5.50' }));
    expect(onConfirm).toHaveBeenCalledWith({
      reason: 'Guest complaint, agreed with the owner',
      refundAmount: 550,
    });
  });

  it('goes back to the full amount with one click', async () => {
    const { user } = renderForm();
    await user.clear(amount());
    await user.type(amount(), '3');
    await user.click(screen.getByRole('button', { name: 'Refund in full' }));
    expect(amount()).toHaveValue('22');
    expect(screen.queryByRole('button', { name: 'Refund in full' })).not.toBeInTheDocument();
  });

  it("puts the server's BAD_USER_INPUT message on the refund field", async () => {
    const onConfirm = vi.fn<RefundFormProps['onConfirm']>().mockRejectedValue(
      new GraphQLRequestError(
        [
          {
            message: 'The refund must be between 0 and USD 12.00.',
            extensions: {
              code: 'BAD_USER_INPUT',
              fields: {
                refundAmount: 'Enter an amount from 0 to USD 12.00 (what was paid and not yet refunded).',
              },
            },
          },
        ],
        null,
      ),
    );
    const { user } = renderForm({ onConfirm });
    await user.type(reason(), 'Refund agreed by phone');
    await user.click(screen.getByRole('button', { name: 'Cancel and refund $22' }));
    expect(amount()).toHaveAccessibleDescription(
      expect.stringContaining('Enter an amount from 0 to USD 12.00 (what was paid and not yet refunded).'),
    );
    expect(amount()).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks only for a reason when nothing was paid', async () => {
    const { onConfirm, user } = renderForm({ refundable: 0 });
    expect(screen.queryByRole('textbox', { name: 'Refund (USD)' })).not.toBeInTheDocument();
    expect(screen.getByText('Nothing has been paid, so nothing is refunded.')).toBeInTheDocument();
    await user.type(reason(), 'Duplicate request');
    await user.click(screen.getByRole('button', { name: 'Cancel reservation' }));
    expect(onConfirm).toHaveBeenCalledWith({ reason: 'Duplicate request', refundAmount: null });
  });
});

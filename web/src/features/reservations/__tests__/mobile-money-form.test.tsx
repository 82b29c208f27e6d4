import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MobileMoneyForm } from '../mobile-money-form';

describe('MobileMoneyForm', () => {
  it('refuses a number with the common rule’s words and submits the local form of a valid one', async () => {
    const onSubmit = vi.fn();
    render(
      <MantineProvider>
        <MobileMoneyForm
          currency="GHS"
          networks={['MTN', 'TELECEL', 'AIRTELTIGO']}
          sandbox
          busy={false}
          submitLabel="Pay now"
          onSubmit={onSubmit}
        />
      </MantineProvider>,
    );
    const user = userEvent.setup();
    const number = screen.getByRole('textbox', { name: 'Mobile money number' });
    await user.type(number, '0311234567');
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(screen.getByText(/starts with 02 or 05/)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText(/055.123.4567 approves/)).toBeInTheDocument();

    await user.clear(number);
    await user.type(number, '+233 55 123 4567');
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(onSubmit).toHaveBeenCalledWith({ network: 'MTN', phone: '0551234567' });
  });
});

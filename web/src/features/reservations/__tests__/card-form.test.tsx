import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CardForm } from '../card-form';

describe('CardForm', () => {
  it('shows field errors and submits only a valid card', async () => {
    const onSubmit = vi.fn();
    render(
      <MantineProvider>
        <CardForm busy={false} submitLabel="Pay now" onSubmit={onSubmit} />
      </MantineProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4242424242424241');
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(screen.getByText('Enter a valid card number.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(screen.getByRole('textbox', { name: 'Card number' }));
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4242424242424242');
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveValue('4242 4242 4242 4242');
    await user.type(screen.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '12/39');
    await user.type(screen.getByRole('textbox', { name: 'CVC' }), '123');
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(onSubmit).toHaveBeenCalledWith({ number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' });
  });
});

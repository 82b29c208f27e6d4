import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SettingsForm, type SettingsFormProps } from '../settings/settings-form';

const SAVED = { platformFeePercent: 10, currency: 'USD', reservationHoldHours: 48, paymentHoldHours: 24 };

function renderForm(onSave: SettingsFormProps['onSave']) {
  render(
    <MantineProvider>
      <Notifications />
      <SettingsForm settings={SAVED} onSave={onSave} />
    </MantineProvider>,
  );
  return userEvent.setup();
}

const field = (name: string) => screen.getByRole('textbox', { name });
const save = () => screen.getByRole('button', { name: 'Save settings' });

describe('SettingsForm', () => {
  it("checks every field with the server's rules before sending", async () => {
    const onSave = vi.fn<SettingsFormProps['onSave']>();
    const user = renderForm(onSave);
    await user.clear(field('Platform fee (%)'));
    await user.type(field('Platform fee (%)'), '50.5');
    await user.clear(field('Default currency'));
    await user.type(field('Default currency'), 'us');
    await user.clear(field('Reservation hold (hours)'));
    await user.type(field('Reservation hold (hours)'), '0');
    await user.clear(field('Payment deadline (hours)'));
    await user.type(field('Payment deadline (hours)'), '1.5');
    await user.click(save());
    expect(onSave).not.toHaveBeenCalled();
    expect(field('Platform fee (%)')).toHaveAccessibleDescription(
      expect.stringContaining('The platform fee must be between 0 and 50 %.'),
    );
    expect(field('Default currency')).toHaveValue('US');
    expect(field('Default currency')).toHaveAccessibleDescription(
      expect.stringContaining('Use a three-letter currency code such as USD.'),
    );
    for (const name of ['Reservation hold (hours)', 'Payment deadline (hours)'])
      expect(field(name)).toHaveAccessibleDescription(
        expect.stringContaining('The hold must be 1 to 336 hours.'),
      );
  });

  it('sends only what changed and says when it is saved', async () => {
    const onSave = vi
      .fn<SettingsFormProps['onSave']>()
      .mockResolvedValue({ ...SAVED, platformFeePercent: 12.5 });
    const user = renderForm(onSave);
    await user.click(save());
    expect(screen.getByRole('status')).toHaveTextContent('Nothing has changed.');
    expect(onSave).not.toHaveBeenCalled();

    await user.clear(field('Platform fee (%)'));
    await user.type(field('Platform fee (%)'), '12.5');
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith({ platformFeePercent: 12.5 });
    expect(
      await screen.findByText('Settings saved. New reservations use them from now on.'),
    ).toBeInTheDocument();
    expect(field('Platform fee (%)')).toHaveValue('12.5');
  });

  it("puts the server's BAD_USER_INPUT messages on their fields", async () => {
    const onSave = vi.fn<SettingsFormProps['onSave']>().mockRejectedValue(
      new CombinedGraphQLErrors({
        errors: [
          {
            message: 'The hold must be 1 to 336 hours.',
            extensions: {
              code: 'BAD_USER_INPUT',
              fields: { paymentHoldHours: 'The hold must be 1 to 336 hours.' },
            },
          },
        ],
      }),
    );
    const user = renderForm(onSave);
    await user.clear(field('Payment deadline (hours)'));
    await user.type(field('Payment deadline (hours)'), '72');
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith({ paymentHoldHours: 72 });
    expect(field('Payment deadline (hours)')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Payment deadline (hours)')).toHaveAccessibleDescription(
      expect.stringContaining('The hold must be 1 to 336 hours.'),
    );
    // No banner: the one message is on its field.
    const form = screen.getByRole('form', { name: 'Platform settings' });
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });
});

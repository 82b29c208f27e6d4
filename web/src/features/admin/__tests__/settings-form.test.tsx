import { DEFAULT_SETTINGS } from '@hostel/common';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GraphQLRequestError } from '../../../lib/graphql-errors';
import { SettingsForm, type SettingsFormProps } from '../settings/settings-form';

const SAVED = { ...DEFAULT_SETTINGS };

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
  // Notices live in a store outside the rendered tree: one test's must not answer for the next.
  afterEach(() => notifications.clean());

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

  it('shows the abuse limits and checks them with the same rules', async () => {
    const onSave = vi
      .fn<SettingsFormProps['onSave']>()
      .mockResolvedValue({ ...SAVED, pendingRequestsPerStudent: 5, uploadsPerUserPerDay: 20 });
    const user = renderForm(onSave);
    expect(field('Requests waiting per student')).toHaveValue('3');
    expect(field('Beds per request')).toHaveValue('10');
    await user.clear(field('Beds per request'));
    await user.type(field('Beds per request'), '51');
    await user.clear(field('Requests per address (a minute)'));
    await user.type(field('Requests per address (a minute)'), '2.5');
    await user.click(save());
    expect(onSave).not.toHaveBeenCalled();
    expect(field('Beds per request')).toHaveAccessibleDescription(
      expect.stringContaining('Beds per request must be 1 to 50.'),
    );
    expect(field('Requests per address (a minute)')).toHaveAccessibleDescription(
      expect.stringContaining('The request limit per address must be 10 to 1,000,000 a minute.'),
    );

    await user.clear(field('Beds per request'));
    await user.type(field('Beds per request'), '10');
    await user.clear(field('Requests per address (a minute)'));
    await user.type(field('Requests per address (a minute)'), '3000');
    await user.clear(field('Requests waiting per student'));
    await user.type(field('Requests waiting per student'), '5');
    await user.clear(field('Uploads per user (a day)'));
    await user.type(field('Uploads per user (a day)'), '20');
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith({ pendingRequestsPerStudent: 5, uploadsPerUserPerDay: 20 });
  });

  it("puts the server's BAD_USER_INPUT messages on their fields", async () => {
    const onSave = vi.fn<SettingsFormProps['onSave']>().mockRejectedValue(
      new GraphQLRequestError(
        [
          {
            message: 'The hold must be 1 to 336 hours.',
            extensions: {
              code: 'BAD_USER_INPUT',
              fields: { paymentHoldHours: 'The hold must be 1 to 336 hours.' },
            },
          },
        ],
        null,
      ),
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

  it('edits the exchange rates, one currency a line, with the same rules', async () => {
    const onSave = vi
      .fn<SettingsFormProps['onSave']>()
      .mockResolvedValue({ ...SAVED, exchangeRates: { EUR: 0.92, GHS: 15.5 } });
    const user = renderForm(onSave);
    const rates = field('Exchange rates');
    await user.type(rates, 'GHS fifteen');
    await user.click(save());
    expect(onSave).not.toHaveBeenCalled();
    expect(rates).toHaveAccessibleDescription(expect.stringContaining('its code then its rate: GHS 15.5'));
    await user.clear(rates);
    await user.type(rates, 'GHS 0');
    await user.click(save());
    expect(onSave).not.toHaveBeenCalled();
    expect(rates).toHaveAccessibleDescription(
      expect.stringContaining('The rate of GHS must be a number above 0'),
    );
    await user.clear(rates);
    await user.type(rates, 'GHS 15.5{Enter}eur 0.92');
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith({ exchangeRates: { GHS: 15.5, EUR: 0.92 } });
    expect(
      await screen.findByText('Settings saved. New reservations use them from now on.'),
    ).toBeInTheDocument();
    expect(rates).toHaveValue('EUR 0.92\nGHS 15.5');
  });
});

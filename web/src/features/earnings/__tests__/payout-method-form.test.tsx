import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authState } from '../../../test/auth-state';
import { mockGraphQL, type MockAnswer } from '../../../test/graphql-mock';
import { renderRoute } from '../../../test/render-route';
import { AuthContext } from '../../auth/public';
import { PayoutMethodForm } from '../payouts/payout-method-form';

/** The API as far as the form meets it: its save answered with `reply`; the calls made returned. */
function renderForm(reply: MockAnswer) {
  const sent = mockGraphQL({ EarningsSetPayoutMethodMutation: reply });
  renderRoute(() => (
    <AuthContext.Provider value={authState('OWNER')}>
      <PayoutMethodForm currencies={['GHS']} onSaved={() => {}} onCancel={() => {}} />
    </AuthContext.Provider>
  ));
  return { user: userEvent.setup(), sent };
}

const save = () => screen.getByRole('button', { name: 'Save payout method' });

describe('PayoutMethodForm', () => {
  it("checks a wallet with common's rules, in the API's words, before sending anything", async () => {
    const { user, sent } = renderForm({ data: null });
    await user.type(await screen.findByRole('textbox', { name: 'Wallet number' }), '12345');
    await user.type(screen.getByRole('textbox', { name: /Account holder/ }), 'Ama 2');
    await user.click(save());
    expect(
      await screen.findByText(
        'Choose the mobile money network: MTN MoMo, Telecel Cash (Vodafone), AirtelTigo Money.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Write the account holder’s name as on the account, in letters.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Wallet number' })).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('asks a bank account for its bank code and number', async () => {
    const { user, sent } = renderForm({ data: null });
    await user.click(await screen.findByRole('radio', { name: 'Bank account' }));
    await user.type(screen.getByRole('textbox', { name: 'Account number' }), '12-34');
    await user.type(screen.getByRole('textbox', { name: /Account holder/ }), 'Ama Mensah');
    await user.click(save());
    expect(await screen.findByText('Choose your bank.')).toBeVisible();
    expect(screen.getByText('A bank account number has 6 to 20 digits.')).toBeVisible();
    expect(sent).toEqual([]);
  });

  it("puts the API's refusal of a field on that field", async () => {
    const refused = 'The payout provider refused this account: The sandbox could not verify this account.';
    const { user, sent } = renderForm({
      errors: [
        {
          message: refused,
          extensions: { code: 'BAD_USER_INPUT', fields: { 'input.accountNumber': refused } },
        },
      ],
    });
    await user.click(await screen.findByRole('radio', { name: 'Bank account' }));
    await user.type(screen.getByRole('textbox', { name: 'Bank code' }), 'GCB');
    await user.type(screen.getByRole('textbox', { name: 'Account number' }), '1234561111');
    await user.type(screen.getByRole('textbox', { name: /Account holder/ }), 'Ama Mensah');
    await user.click(save());
    expect(await screen.findByText(refused)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Account number' })).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([
      {
        operationName: 'EarningsSetPayoutMethodMutation',
        variables: {
          input: expect.objectContaining({ kind: 'BANK', bankCode: 'GCB', currency: 'GHS', network: null }),
        },
      },
    ]);
  });
});

import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Observable } from 'rxjs';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { authState } from '../../../test/auth-state';
import { AuthContext } from '../../auth/public';
import { PayoutMethodForm } from '../payouts/payout-method-form';

/** The API as far as the form meets it: each request answered with `reply` (and recorded). */
function renderForm(reply: () => Record<string, unknown>) {
  const sent = vi.fn();
  const link = new ApolloLink((operation) => {
    sent(operation.operationName, operation.variables);
    return new Observable((observer) => {
      observer.next(reply());
      observer.complete();
    });
  });
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  render(
    <MemoryRouter>
      <AuthContext.Provider value={authState('OWNER')}>
        <ApolloProvider client={client}>
          <MantineProvider>
            <PayoutMethodForm currencies={['GHS']} onSaved={() => {}} onCancel={() => {}} />
          </MantineProvider>
        </ApolloProvider>
      </AuthContext.Provider>
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), sent };
}

const save = () => screen.getByRole('button', { name: 'Save payout method' });

describe('PayoutMethodForm', () => {
  it("checks a wallet with common's rules, in the API's words, before sending anything", async () => {
    const { user, sent } = renderForm(() => ({ data: null }));
    await user.type(screen.getByRole('textbox', { name: 'Wallet number' }), '12345');
    await user.type(screen.getByRole('textbox', { name: /Account holder/ }), 'Ama 2');
    await user.click(save());
    expect(
      await screen.findByText(
        'Choose the mobile money network: MTN MoMo, Telecel Cash (Vodafone), AirtelTigo Money.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Write the account holder’s name as on the account, in letters.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Wallet number' })).toHaveAttribute('aria-invalid', 'true');
    expect(sent).not.toHaveBeenCalled();
  });

  it('asks a bank account for its bank code and number', async () => {
    const { user, sent } = renderForm(() => ({ data: null }));
    await user.click(screen.getByRole('radio', { name: 'Bank account' }));
    await user.type(screen.getByRole('textbox', { name: 'Account number' }), '12-34');
    await user.type(screen.getByRole('textbox', { name: /Account holder/ }), 'Ama Mensah');
    await user.click(save());
    expect(await screen.findByText('Choose your bank.')).toBeVisible();
    expect(screen.getByText('A bank account number has 6 to 20 digits.')).toBeVisible();
    expect(sent).not.toHaveBeenCalled();
  });

  it("puts the API's refusal of a field on that field", async () => {
    const refused = 'The payout provider refused this account: The sandbox could not verify this account.';
    const { user, sent } = renderForm(() => ({
      errors: [
        {
          message: refused,
          extensions: { code: 'BAD_USER_INPUT', fields: { 'input.accountNumber': refused } },
        },
      ],
    }));
    await user.click(screen.getByRole('radio', { name: 'Bank account' }));
    await user.type(screen.getByRole('textbox', { name: 'Bank code' }), 'GCB');
    await user.type(screen.getByRole('textbox', { name: 'Account number' }), '1234561111');
    await user.type(screen.getByRole('textbox', { name: /Account holder/ }), 'Ama Mensah');
    await user.click(save());
    expect(await screen.findByText(refused)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Account number' })).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveBeenCalledWith('EarningsSetPayoutMethodMutation', {
      input: expect.objectContaining({ kind: 'BANK', bankCode: 'GCB', currency: 'GHS', network: null }),
    });
  });
});

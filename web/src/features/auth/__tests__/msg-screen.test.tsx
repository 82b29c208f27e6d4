import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { MsgScreen } from '../screens/msg-screen';
import { SENT_STATE } from '../sent-notice';

const renderAt = (entry: string | { pathname: string; search: string; state: unknown }) =>
  render(
    <MantineProvider>
      <MemoryRouter initialEntries={[entry]}>
        <MsgScreen />
      </MemoryRouter>
    </MantineProvider>,
  );

const link = paths.msg('email-link', 'ama@example.com');
const [pathname, search] = link.split('?') as [string, string];

describe('MsgScreen', () => {
  it('confirms a sign-in link after the sign-in screen sent one', () => {
    renderAt({ pathname, search: `?${search}`, state: SENT_STATE });
    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText(/We sent a sign-in link to ama@example\.com\./)).toBeInTheDocument();
  });

  it('confirms a reset request after the forgot-password screen sent one', () => {
    const reset = paths.msg('password-reset', 'ama@example.com').split('?')[1];
    renderAt({ pathname, search: `?${reset}`, state: SENT_STATE });
    expect(screen.getByText(/If an account uses ama@example\.com, we sent it a link/)).toBeInTheDocument();
  });

  it('opened directly (typed or shared), says nothing was sent and offers the ways to get a link', () => {
    for (const entry of [link, '/msg']) {
      const { unmount } = renderAt(entry);
      expect(screen.getByRole('heading', { name: 'Nothing was sent' })).toBeInTheDocument();
      expect(screen.queryByText(/We sent/)).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', paths.signUp());
      expect(screen.getByRole('link', { name: 'Reset your password' })).toHaveAttribute(
        'href',
        paths.forgotPassword(),
      );
      unmount();
    }
  });
});

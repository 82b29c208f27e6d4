import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { authState } from '../../test/auth-state';
import { UserMenu } from '../layouts/user-menu';
import { AuthContext, type AuthState } from '../../features/auth/public';

function renderMenu(auth: AuthState) {
  const router = createMemoryRouter(
    [
      { path: '/students', element: <UserMenu /> },
      { path: '/', element: <h1>Home</h1> },
    ],
    { initialEntries: ['/students'] },
  );
  return render(
    <MantineProvider>
      <AuthContext.Provider value={auth}>
        <RouterProvider router={router} />
      </AuthContext.Provider>
    </MantineProvider>,
  );
}

// jsdom lays nothing out, so the popover hides its dropdown as if its button were off screen: the
// menu is looked up among hidden elements (web/e2e/account.test.ts opens it in Chromium).
const hidden = true;

describe('the account menu', () => {
  it('opens on the first click, although its code loads only then, and gives focus back on Escape', async () => {
    const user = userEvent.setup();
    renderMenu(authState('STUDENT'));
    const button = await screen.findByRole('button', { name: 'Account menu for Ama Mensah' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(await screen.findByRole('menuitem', { name: 'Account settings', hidden })).toHaveAttribute(
      'href',
      '/students/accountSetting',
    );
    expect(screen.getByRole('menuitem', { name: 'My area', hidden })).toHaveAttribute('href', '/students');
    const menuButton = screen.getByRole('button', { name: 'Account menu for Ama Mensah' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu', { hidden })).not.toBeInTheDocument());
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();

    // From now on the button is the menu's own.
    await user.click(menuButton);
    expect(await screen.findByRole('menu', { hidden })).toBeInTheDocument();
  });

  it('signs out from the menu and goes home', async () => {
    const user = userEvent.setup();
    const signOut = vi.fn(async () => undefined);
    renderMenu(authState('OWNER', { signOut }));
    await user.click(await screen.findByRole('button', { name: 'Account menu for Ama Mensah' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out', hidden }));
    expect(signOut).toHaveBeenCalledOnce();
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });
});

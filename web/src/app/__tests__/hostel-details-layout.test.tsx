import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { authState } from '../../test/auth-state';
import { mockGraphQL } from '../../test/graphql-mock';
import { HostelDetailsLayout } from '../layouts/hostel-details-layout';
import { AuthContext, type AuthState } from '../../features/auth/public';

function renderDetails(auth: AuthState) {
  const router = createMemoryRouter(
    [
      {
        path: '/students/hostelDetails',
        element: <HostelDetailsLayout />,
        children: [{ index: true, element: <h1>Palm Court</h1> }],
      },
    ],
    { initialEntries: ['/students/hostelDetails?id=hostel-1'] },
  );
  // The signed-in areas' header asks for the unread counts: no answer here, so it shows none.
  mockGraphQL({});
  return render(
    <MantineProvider>
      <AuthContext.Provider value={auth}>
        <RouterProvider router={router} />
      </AuthContext.Provider>
    </MantineProvider>,
  );
}

describe('the hostel details layout', () => {
  it('gives visitors the public header with a sign-in button that comes back here', async () => {
    renderDetails(authState(null));
    expect(await screen.findByRole('heading', { name: 'Palm Court' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/signUp?redirect=%2Fstudents%2FhostelDetails',
    );
    expect(screen.getByRole('link', { name: 'Get started' })).toBeInTheDocument();
  });

  it('keeps a signed-in student in their area: navigation and account menu, no sign-in button', async () => {
    renderDetails(authState('STUDENT'));
    const nav = await screen.findByRole('navigation', { name: 'Student navigation' });
    expect(nav).toHaveTextContent('Favourites');
    expect(screen.getByRole('link', { name: 'Search hostels' })).toHaveAttribute('data-active', 'true');
    expect(await screen.findByRole('button', { name: 'Account menu for Ama Mensah' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Palm Court' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('keeps owners and admins in their own areas too', async () => {
    renderDetails(authState('OWNER'));
    expect(await screen.findByRole('navigation', { name: 'Owner dashboard navigation' })).toBeInTheDocument();
  });

  it('waits for the account instead of flashing the public header', () => {
    renderDetails(authState(null, { status: 'loading' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});

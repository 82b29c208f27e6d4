import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { makeFragmentData } from '../../../gql';
import type { Role } from '../../../gql/graphql';
import { authState } from '../../../test/auth-state';
import { HostelCardFieldsFragment } from '../api/search';
import { HostelCard } from '../search/hostel-card';
import { AuthContext, type AuthState } from '../../auth/public';

const hostel = makeFragmentData(
  {
    id: 'h1',
    name: 'Harbour View Hostel',
    city: 'Accra',
    address: '1 Beach Road',
    genderPolicy: 'MIXED',
    isFavourite: false,
    ratingAverage: 4.5,
    reviewCount: 12,
    distanceMeters: 900,
    coverPhoto: null,
    lowestPrice: { amount: 1500, currency: 'USD', period: 'NIGHT' },
  },
  HostelCardFieldsFragment,
);

function Location() {
  const location = useLocation();
  return <output aria-label="Location">{`${location.pathname}${location.search}`}</output>;
}

function renderCard(auth: AuthState) {
  render(
    <MockedProvider>
      <AuthContext.Provider value={auth}>
        <MantineProvider>
          <MemoryRouter initialEntries={[`${paths.home()}?city=Accra`]}>
            <HostelCard hostel={hostel} to={paths.hostelDetails('h1')} />
            <Location />
          </MemoryRouter>
        </MantineProvider>
      </AuthContext.Provider>
    </MockedProvider>,
  );
}

const heart = () => screen.queryByRole('button', { name: 'Save Harbour View Hostel to favourites' });

describe('HostelCard', () => {
  it('shows a student the favourite heart', () => {
    renderCard(authState('STUDENT'));
    expect(heart()).toBeVisible();
    expect(screen.getByRole('link', { name: 'Harbour View Hostel' })).toHaveAttribute(
      'href',
      paths.hostelDetails('h1'),
    );
  });

  it('shows a signed-out visitor the heart, which asks them to sign in and come back', async () => {
    renderCard(authState(null));
    await userEvent.click(heart()!);
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
      paths.signUp(`${paths.home()}?city=Accra`),
    );
  });

  for (const role of ['OWNER', 'ADMIN'] satisfies Role[]) {
    it(`shows an ${role.toLowerCase()} the card without the heart`, () => {
      renderCard(authState(role));
      expect(screen.getByRole('heading', { name: 'Harbour View Hostel' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /favourites/ })).toBeNull();
    });
  }

  it('shows no heart while the session is being checked', () => {
    renderCard(authState(null, { status: 'loading' }));
    expect(screen.queryByRole('button', { name: /favourites/ })).toBeNull();
  });
});

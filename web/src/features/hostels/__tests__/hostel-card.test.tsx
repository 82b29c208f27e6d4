import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { makeFragmentData } from '../../../gql';
import type { HostelCardFieldsFragment as HostelCardFieldsFragmentType, Role } from '../../../gql/graphql';
import { authState } from '../../../test/auth-state';
import { HostelCardFieldsFragment } from '../api/search';
import { HostelCard } from '../search/hostel-card';
import { AuthContext, type AuthState } from '../../auth/public';

const card = (prices: Partial<HostelCardFieldsFragmentType> = {}) =>
  makeFragmentData(
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
      monthlyPrice: { amount: 45000, currency: 'USD' },
      stayPrice: null,
      ...prices,
    },
    HostelCardFieldsFragment,
  );
const hostel = card();

function Location() {
  const location = useLocation();
  return <output aria-label="Location">{`${location.pathname}${location.search}`}</output>;
}

function renderCard(auth: AuthState, shown = hostel, position?: number) {
  render(
    <AuthContext.Provider value={auth}>
      <MantineProvider>
        <MemoryRouter initialEntries={[`${paths.home()}?city=Accra`]}>
          <HostelCard hostel={shown} to={paths.hostelDetails('h1')} position={position} />
          <Location />
        </MemoryRouter>
      </MantineProvider>
    </AuthContext.Provider>,
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

  describe('photo', () => {
    const srcSet = 'https://x.test/a.w320.webp 320w, https://x.test/a.w640.webp 640w';
    const withPhoto = card({
      coverPhoto: { id: 'f1', url: 'https://x.test/a.jpg', srcSet, width: 960, height: 640 },
    });
    const photo = () => screen.getByRole('article').querySelector('img')!;

    it('the first card’s photo comes first, at the grid’s column width, with its shape reserved', () => {
      renderCard(authState(null), withPhoto, 0);
      expect(photo()).toHaveAttribute('srcset', srcSet);
      expect(photo()).toHaveAttribute('sizes', '(min-width: 75em) 33vw, (min-width: 48em) 50vw, 100vw');
      expect(photo()).toHaveAttribute('width', '960');
      expect(photo()).toHaveAttribute('height', '640');
      expect(photo()).toHaveAttribute('loading', 'eager');
      expect(photo()).toHaveAttribute('fetchpriority', 'high');
    });

    it('a card past the first row waits until it is scrolled near', () => {
      renderCard(authState(null), withPhoto, 3);
      expect(photo()).toHaveAttribute('loading', 'lazy');
      expect(photo()).toHaveAttribute('fetchpriority', 'auto');
    });
  });

  describe('price', () => {
    const article = () => screen.getByRole('article');

    it('without dates: the monthly equivalent search compared, with the price as set', () => {
      renderCard(authState(null));
      expect(article()).toHaveTextContent('≈ USD 450 / month');
      expect(article()).toHaveTextContent('Priced at USD 15 / night per bed');
    });

    it('a monthly price needs no second line; each card keeps its own currency', () => {
      renderCard(
        authState(null),
        card({
          lowestPrice: { amount: 150000, currency: 'GHS', period: 'MONTH' },
          monthlyPrice: { amount: 150000, currency: 'GHS' },
        }),
      );
      expect(article()).toHaveTextContent('≈ GHS 1,500 / month');
      expect(article()).not.toHaveTextContent('Priced at');
    });

    it('with dates: the total of the stay, as quoted', () => {
      renderCard(
        authState('STUDENT'),
        card({ stayPrice: { total: 81400, currency: 'GHS', nights: 10, beds: 1, pricePeriod: 'NIGHT' } }),
      );
      expect(article()).toHaveTextContent('GHS 814 total');
      expect(article()).toHaveTextContent('10 nights, fees included');
      expect(article()).not.toHaveTextContent('/ month');
    });

    it('a term room: the whole term, for the beds asked', () => {
      renderCard(
        authState(null),
        card({
          stayPrice: { total: 1056000, currency: 'EUR', nights: 120, beds: 2, pricePeriod: 'SEMESTER' },
        }),
      );
      expect(article()).toHaveTextContent('EUR 10,560 total');
      expect(article()).toHaveTextContent('the whole term (120 nights), 2 beds, fees included');
    });

    it('no price yet', () => {
      renderCard(authState(null), card({ lowestPrice: null, monthlyPrice: null }));
      expect(article()).toHaveTextContent('Price on request');
    });
  });
});

import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadDayPicker } from '../../../components/day-input';
import { paths } from '../../../config/paths';
import type { Role } from '../../../gql/graphql';
import { authState } from '../../../test/auth-state';
import { HostelsDetailsQuery } from '../api/details';
import { HostelDetailsScreen } from '../details/hostel-details-screen';
import { AuthContext } from '../../auth/public';

const STAY_A = { checkIn: '2027-01-10', checkOut: '2027-01-12' };
const STAY_B = { checkIn: '2027-02-10', checkOut: '2027-02-12' };

const hostel = (availableBeds: number | null) => ({
  __typename: 'Hostel' as const,
  id: 'h1',
  slug: 'harbour-view-hostel',
  name: 'Harbour View Hostel',
  isFavourite: false,
  description: 'Ten minutes from campus.',
  address: '1 Beach Road',
  city: 'Accra',
  country: 'GH',
  latitude: null,
  longitude: null,
  amenities: [],
  houseRules: '',
  genderPolicy: 'MIXED' as const,
  cancellationPolicy: 'MODERATE' as const,
  status: 'PUBLISHED' as const,
  reviewSummary: { __typename: 'ReviewSummary' as const, average: 0, count: 0 },
  photos: [],
  roomTypes: [
    {
      __typename: 'RoomType' as const,
      id: 'rt1',
      name: '4-bed room',
      description: '',
      bedsPerRoom: 4,
      totalBeds: 8,
      amenities: [],
      availableBeds,
      termName: null,
      termStart: null,
      termEnd: null,
      price: { __typename: 'Price' as const, amount: 1500, currency: 'USD', period: 'NIGHT' as const },
    },
  ],
  nearbyUniversities: [],
  owner: {
    __typename: 'OwnerCard' as const,
    id: 'o1',
    displayName: 'Kwame Owusu',
    memberSince: '2024-01-01T00:00:00.000Z',
    avatar: null,
  },
});

const mock = (stay: { checkIn: string | null; checkOut: string | null }, beds: number | null, delay = 0) => ({
  request: { query: HostelsDetailsQuery, variables: { id: 'h1', ...stay, beds: 1 } },
  result: { data: { hostel: hostel(beds) } },
  delay,
});

function Location() {
  const location = useLocation();
  return <output aria-label="Location">{`${location.pathname}${location.search}`}</output>;
}

function renderScreen(options: { role?: Role | null; query?: string; mocks: ReturnType<typeof mock>[] }) {
  render(
    <MockedProvider mocks={options.mocks}>
      <AuthContext.Provider value={authState(options.role ?? null)}>
        <MantineProvider>
          <MemoryRouter initialEntries={[`${paths.hostelDetails('h1')}${options.query ?? ''}`]}>
            <Routes>
              <Route path="*" element={<HostelDetailsScreen />} />
            </Routes>
            <Location />
          </MemoryRouter>
        </MantineProvider>
      </AuthContext.Provider>
    </MockedProvider>,
  );
}

const reserveButton = () => screen.queryByRole('button', { name: 'Reserve a bed in 4-bed room' });

describe('HostelDetailsScreen', () => {
  // The day fields are typed into: their picker's chunk is here first (day-input.tsx).
  beforeAll(async () => {
    await loadDayPicker();
  });

  it('keeps the page while availability for new dates loads, showing it on the room list only', async () => {
    renderScreen({
      role: 'STUDENT',
      query: `&checkIn=${STAY_A.checkIn}&checkOut=${STAY_A.checkOut}`,
      // The new stay's answer comes late enough for the role queries below, slow on a busy machine.
      mocks: [mock(STAY_A, 3), mock(STAY_B, 1, 4000)],
    });
    expect(await screen.findByText('3 beds free for your dates')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Check-in'), { target: { value: STAY_B.checkIn } });
    fireEvent.change(screen.getByLabelText('Check-out'), { target: { value: STAY_B.checkOut } });
    const rooms = screen.getByRole('region', { name: 'Rooms and prices' });
    expect(await within(rooms).findByRole('status')).toHaveTextContent('Checking free beds for your dates…');
    expect(reserveButton()).toBeDisabled();
    expect(screen.getByRole('heading', { level: 1, name: 'Harbour View Hostel' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'About this hostel' })).toBeInTheDocument();
    expect(screen.getByLabelText('Check-in')).toHaveValue(STAY_B.checkIn);

    expect(await screen.findByText('1 bed free for your dates', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(rooms).queryByRole('status')).toBeNull();
    expect(reserveButton()).toBeEnabled();
  });

  it('asks for dates on the field when a student reserves without them', async () => {
    renderScreen({ role: 'STUDENT', mocks: [mock({ checkIn: null, checkOut: null }, null)] });
    await userEvent.click((await screen.findByRole('button', { name: 'Reserve a bed in 4-bed room' }))!);
    expect(screen.getByLabelText('Check-in')).toHaveAccessibleDescription(
      'Choose a check-in date to reserve.',
    );
    expect(screen.getByLabelText('Check-in')).toHaveFocus();
    expect(screen.getByLabelText('Check-out')).toHaveAccessibleDescription(
      'Choose a check-out date to reserve.',
    );
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(paths.hostelDetails('h1'));
  });

  it('sends a signed-out visitor to sign in first, then back to the request', async () => {
    renderScreen({
      query: `&checkIn=${STAY_A.checkIn}&checkOut=${STAY_A.checkOut}`,
      mocks: [mock(STAY_A, 3)],
    });
    expect(
      await screen.findByRole('button', { name: 'Save Harbour View Hostel to favourites' }),
    ).toBeVisible();
    await userEvent.click(reserveButton()!);
    const location = screen.getByRole('status', { name: 'Location' }).textContent!;
    expect(location.startsWith(`${paths.signUp.pattern}?redirect=`)).toBe(true);
    const back = decodeURIComponent(location.split('redirect=')[1]!);
    expect(back).toBe(
      `${paths.student.reservationRequest.pattern}?hostel=h1&roomType=rt1&checkIn=${STAY_A.checkIn}&checkOut=${STAY_A.checkOut}`,
    );
  });

  for (const role of ['OWNER', 'ADMIN'] as const) {
    it(`shows an ${role.toLowerCase()} the hostel without the student-only controls`, async () => {
      renderScreen({
        role,
        query: `&checkIn=${STAY_A.checkIn}&checkOut=${STAY_A.checkOut}`,
        mocks: [mock(STAY_A, 3)],
      });
      expect(await screen.findByText('3 beds free for your dates')).toBeInTheDocument();
      expect(reserveButton()).toBeNull();
      expect(screen.queryByRole('button', { name: /favourites/ })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Message owner' })).toBeNull();
    });
  }
});

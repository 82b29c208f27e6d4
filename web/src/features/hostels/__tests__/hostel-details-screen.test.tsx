import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadDayPicker } from '../../../components/day-input';
import { paths } from '../../../config/paths';
import type { Role } from '../../../gql/graphql';
import { authState } from '../../../test/auth-state';
import { HostelDetailsScreen, loader, shouldRevalidate } from '../details/hostel-details-screen';
import { AuthContext } from '../../auth/public';

const STAY_A = { checkIn: '2027-01-10', checkOut: '2027-01-12' };
const STAY_B = { checkIn: '2027-02-10', checkOut: '2027-02-12' };
const NO_STAY = { checkIn: null, checkOut: null };

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
    memberSince: '2024-03-15T09:30:00.000Z',
    avatar: null,
  },
});

type Stay = { checkIn: string | null; checkOut: string | null };
/** The API's answers by stay: free beds, and how late each comes. */
type Answers = { stay: Stay; beds: number | null; delay?: number }[];

/** The API behind graphqlRequest: what the page asked (variables) and the answer for that stay. */
function stubApi(answers: Answers) {
  const asked: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const { variables } = JSON.parse(String(init.body)) as { variables: Record<string, unknown> };
      asked.push(variables);
      const answer = answers.find(
        ({ stay }) => stay.checkIn === variables.checkIn && stay.checkOut === variables.checkOut,
      );
      if (!answer)
        return Response.json({ errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }] });
      await new Promise((resolve) => setTimeout(resolve, answer.delay ?? 0));
      return Response.json({ data: { hostel: hostel(answer.beds) } });
    }),
  );
  return asked;
}

function Location() {
  const location = useLocation();
  return <output aria-label="Location">{`${location.pathname}${location.search}`}</output>;
}

function renderScreen(options: { role?: Role | null; query?: string; answers: Answers }) {
  const asked = stubApi(options.answers);
  const router = createMemoryRouter(
    [
      {
        path: '*',
        loader,
        shouldRevalidate,
        HydrateFallback: () => null,
        element: (
          <>
            <HostelDetailsScreen />
            <Location />
          </>
        ),
      },
    ],
    { initialEntries: [`${paths.hostelDetails('h1')}${options.query ?? ''}`] },
  );
  render(
    <AuthContext.Provider value={authState(options.role ?? null)}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </AuthContext.Provider>,
  );
  return asked;
}

const reserveButton = () => screen.queryByRole('button', { name: 'Reserve a bed in 4-bed room' });

describe('HostelDetailsScreen', () => {
  // The day fields are typed into: their picker's chunk is here first (day-input.tsx).
  beforeAll(async () => {
    await loadDayPicker();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the page while availability for new dates loads, showing it on the room list only', async () => {
    renderScreen({
      role: 'STUDENT',
      query: `&checkIn=${STAY_A.checkIn}&checkOut=${STAY_A.checkOut}`,
      // The new stay's answer comes late enough for the checks below, slow on a busy machine.
      answers: [
        { stay: STAY_A, beds: 3 },
        { stay: STAY_B, beds: 1, delay: 4000 },
      ],
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

  it('says since when the host is a member, by month and year', async () => {
    renderScreen({ answers: [{ stay: NO_STAY, beds: null }] });
    expect(await screen.findByText('Member since March 2024')).toBeInTheDocument();
  });

  it('asks for dates on the field when a student reserves without them', async () => {
    renderScreen({ role: 'STUDENT', answers: [{ stay: NO_STAY, beds: null }] });
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
      answers: [{ stay: STAY_A, beds: 3 }],
    });
    expect(
      await screen.findByRole('button', { name: 'Save Harbour View Hostel to favourites' }),
    ).toBeVisible();
    await userEvent.click(reserveButton()!);
    // The router's navigation ends once the route's loader has answered.
    const output = screen.getByRole('status', { name: 'Location' });
    await waitFor(() => expect(output.textContent).toMatch(`${paths.signUp.pattern}?redirect=`));
    const location = output.textContent!;
    const back = decodeURIComponent(location.split('redirect=')[1]!);
    expect(back).toBe(
      `${paths.student.reservationRequest.pattern}?hostel=h1&roomType=rt1&checkIn=${STAY_A.checkIn}&checkOut=${STAY_A.checkOut}`,
    );
  });

  it('reads the hostel again only for a whole stay: a date chosen alone asks nothing', async () => {
    const asked = renderScreen({
      role: 'STUDENT',
      answers: [
        { stay: NO_STAY, beds: null },
        { stay: STAY_A, beds: 3 },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbour View Hostel' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Check-in'), { target: { value: STAY_A.checkIn } });
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(`checkIn=${STAY_A.checkIn}`);
    fireEvent.change(screen.getByLabelText('Check-out'), { target: { value: STAY_A.checkOut } });
    expect(await screen.findByText('3 beds free for your dates')).toBeInTheDocument();
    expect(asked).toEqual([
      { id: 'h1', ...NO_STAY, beds: 1 },
      { id: 'h1', ...STAY_A, beds: 1 },
    ]);
  });

  it('says so when the link is to a hostel that is not published', async () => {
    renderScreen({ answers: [] });
    expect(await screen.findByRole('heading', { name: 'This hostel is not available' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search hostels' })).toHaveAttribute('href', paths.home());
  });

  for (const role of ['OWNER', 'ADMIN'] as const) {
    it(`shows an ${role.toLowerCase()} the hostel without the student-only controls`, async () => {
      renderScreen({
        role,
        query: `&checkIn=${STAY_A.checkIn}&checkOut=${STAY_A.checkOut}`,
        answers: [{ stay: STAY_A, beds: 3 }],
      });
      expect(await screen.findByText('3 beds free for your dates')).toBeInTheDocument();
      expect(reserveButton()).toBeNull();
      expect(screen.queryByRole('button', { name: /favourites/ })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Message owner' })).toBeNull();
    });
  }
});

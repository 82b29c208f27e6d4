import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { mockGraphQL } from '../../../test/graphql-mock';
import { loader, StudentReservationsScreen } from '../student-reservations-screen';

function Location() {
  const location = useLocation();
  return <output aria-label="Location">{`${location.pathname}${location.search}`}</output>;
}

describe('the reservation request path', () => {
  it('is built from the hostel, the room type and the stay', () => {
    expect(
      paths.student.reservationRequest('h1', 'rt1', {
        checkIn: '2027-01-10',
        checkOut: '2027-01-12',
        beds: 2,
      }),
    ).toBe(
      '/students/reservation/request?hostel=h1&roomType=rt1&checkIn=2027-01-10&checkOut=2027-01-12&beds=2',
    );
  });

  it('takes over old request links to "my reservations", keeping the request', async () => {
    const old = '/students/reservation?checkIn=2027-01-10&checkOut=2027-01-12&hostel=h1&roomType=rt1';
    // No reservations are read on the way: the request screen is where the link leads.
    const calls = mockGraphQL({});
    const router = createMemoryRouter(
      [
        { path: paths.student.reservations.pattern, Component: StudentReservationsScreen, loader },
        { path: paths.student.reservationRequest.pattern, Component: Location },
      ],
      { initialEntries: [old], hydrationData: {} },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('status', { name: 'Location' })).toHaveTextContent(
      '/students/reservation/request?checkIn=2027-01-10&checkOut=2027-01-12&hostel=h1&roomType=rt1',
    );
    expect(calls).toEqual([]);
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { mockGraphQL, type MockAnswer } from '../../../test/graphql-mock';
import { renderRoute } from '../../../test/render-route';
import { loader, ReservationRequestScreen } from '../request-screen';

const variables = (checkIn: string | null, checkOut: string | null) => ({
  input: { roomTypeId: 'rt1', beds: 1, checkIn, checkOut },
  hostelId: 'h1',
});

const quote = {
  data: {
    quoteReservation: {
      __typename: 'ReservationQuote' as const,
      checkIn: '2027-01-10',
      checkOut: '2027-01-12',
      beds: 1,
      price: {
        __typename: 'PriceBreakdown' as const,
        currency: 'USD',
        nights: 2,
        units: 2,
        pricePerBed: 1500,
        pricePeriod: 'NIGHT' as const,
        subtotal: 3000,
        platformFee: 300,
        total: 3300,
      },
    },
    hostel: {
      __typename: 'Hostel' as const,
      id: 'h1',
      name: 'Harbour View Hostel',
      city: 'Accra',
      cancellationPolicy: 'MODERATE' as const,
      roomTypes: [
        {
          __typename: 'RoomType' as const,
          id: 'rt1',
          name: '4-bed room',
          termName: null as string | null,
          termStart: null as string | null,
          termEnd: null as string | null,
          price: { __typename: 'Price' as const, amount: 1500, currency: 'USD', period: 'NIGHT' as string },
        },
      ],
    },
  },
};

const noDates: MockAnswer = {
  errors: [
    {
      message: 'Check the highlighted fields.',
      extensions: { code: 'BAD_USER_INPUT', fields: { checkIn: 'Choose check-in and check-out dates.' } },
    },
  ],
};

/** The request screen at the hostel's Reserve link for this stay; the quote the API answers. */
function renderForm(answer: MockAnswer, stay: { checkIn?: string; checkOut?: string }) {
  const calls = mockGraphQL({ ReservationsQuoteQuery: answer });
  renderRoute(ReservationRequestScreen, {
    path: paths.student.reservationRequest.pattern,
    url: paths.student.reservationRequest('h1', 'rt1', stay),
    loader,
  });
  return calls;
}

describe('RequestForm', () => {
  it("takes a note as long as the server's limit (NOTE_MAX, 1000 characters)", async () => {
    const calls = renderForm(quote, { checkIn: '2027-01-10', checkOut: '2027-01-12' });
    const note = await screen.findByRole('textbox', { name: 'Note for the owner (optional)' });
    expect(calls.map((call) => call.variables)).toEqual([variables('2027-01-10', '2027-01-12')]);
    expect(note).toHaveAttribute('maxLength', '1000');
    await userEvent.click(note);
    await userEvent.paste('x'.repeat(700));
    expect(note).toHaveValue('x'.repeat(700));
    expect(screen.getByText('700/1000')).toBeInTheDocument();
  });

  it('says a term room is asked for its whole term, and an ordinary one says nothing of terms', async () => {
    renderForm(quote, { checkIn: '2027-01-10', checkOut: '2027-01-12' });
    await screen.findByRole('textbox', { name: 'Note for the owner (optional)' });
    expect(screen.queryByText('Let only for the whole term')).toBeNull();
  });

  it('sends a stay without dates back to the hostel with the field message', async () => {
    const calls = renderForm(noDates, {});
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Choose your stay on the hostel page');
    expect(alert).toHaveTextContent('Choose check-in and check-out dates.');
    expect(screen.getByRole('link', { name: 'Back to the hostel' })).toHaveAttribute(
      'href',
      paths.hostelDetails('h1'),
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(calls.map((call) => call.variables)).toEqual([variables(null, null)]);
  });

  it('tells a student asking for a term room that the request is for the whole term', async () => {
    const termRoom = {
      ...quote.data.hostel.roomTypes[0]!,
      termName: 'Spring term',
      termStart: '2026-12-23',
      termEnd: '2027-04-22',
      price: { __typename: 'Price' as const, amount: 150000, currency: 'USD', period: 'SEMESTER' },
    };
    const data = quote.data;
    const term = {
      data: {
        quoteReservation: { ...data.quoteReservation, checkIn: '2026-12-23', checkOut: '2027-04-22' },
        hostel: { ...data.hostel, roomTypes: [termRoom] },
      },
    };
    renderForm(term, {});
    expect(await screen.findByText('Let only for the whole term')).toBeInTheDocument();
    expect(screen.getByText('You are asking for Spring term, all 120 nights of it.')).toBeInTheDocument();
  });
});

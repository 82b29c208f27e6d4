import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { ReservationsQuoteQuery } from '../api/reservations';
import { RequestForm } from '../request-form';

const variables = (checkIn: string | null, checkOut: string | null) => ({
  input: { roomTypeId: 'rt1', beds: 1, checkIn, checkOut },
  hostelId: 'h1',
});

const quote = {
  request: { query: ReservationsQuoteQuery, variables: variables('2027-01-10', '2027-01-12') },
  result: {
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
        roomTypes: [{ __typename: 'RoomType' as const, id: 'rt1', name: '4-bed room' }],
      },
    },
  },
};

const noDates = {
  request: { query: ReservationsQuoteQuery, variables: variables(null, null) },
  result: {
    errors: [
      new GraphQLError('Check the highlighted fields.', {
        extensions: { code: 'BAD_USER_INPUT', fields: { checkIn: 'Choose check-in and check-out dates.' } },
      }),
    ],
  },
};

function renderForm(mocks: object[], stay: { checkIn?: string; checkOut?: string }) {
  render(
    <MockedProvider mocks={mocks as never}>
      <MantineProvider>
        <MemoryRouter>
          <RequestForm hostelId="h1" roomTypeId="rt1" beds={1} {...stay} />
        </MemoryRouter>
      </MantineProvider>
    </MockedProvider>,
  );
}

describe('RequestForm', () => {
  it("takes a note as long as the server's limit (NOTE_MAX, 1000 characters)", async () => {
    renderForm([quote], { checkIn: '2027-01-10', checkOut: '2027-01-12' });
    const note = await screen.findByRole('textbox', { name: 'Note for the owner (optional)' });
    expect(note).toHaveAttribute('maxLength', '1000');
    await userEvent.click(note);
    await userEvent.paste('x'.repeat(700));
    expect(note).toHaveValue('x'.repeat(700));
    expect(screen.getByText('700/1000')).toBeInTheDocument();
  });

  it('sends a stay without dates back to the hostel with the field message', async () => {
    renderForm([noDates], {});
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Choose your stay on the hostel page');
    expect(alert).toHaveTextContent('Choose check-in and check-out dates.');
    expect(screen.getByRole('link', { name: 'Back to the hostel' })).toHaveAttribute(
      'href',
      paths.hostelDetails('h1'),
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});

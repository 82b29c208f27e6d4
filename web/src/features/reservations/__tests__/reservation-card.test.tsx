import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@hostel/common';
import { getFragmentData, makeFragmentData } from '../../../gql';
import { formatHostelDeadline } from '../../../lib/dates';
import { ReservationSummaryFieldsFragment } from '../api/reservations';
import { ReservationCard, type ReservationCardProps } from '../reservation-card';

const accepted = makeFragmentData(
  {
    id: 'r1',
    code: 'AB12CD34',
    status: 'ACCEPTED',
    checkIn: '2026-09-01',
    checkOut: '2026-09-02',
    beds: 1,
    nights: 1,
    roomTypeName: '4-bed room',
    createdAt: '2026-08-01T10:00:00.000Z',
    responseDeadline: '2026-08-03T10:00:00.000Z',
    paymentDeadline: '2026-08-04T10:00:00.000Z',
    studentNote: 'Arriving late.',
    declineReason: null,
    cancelReason: null,
    cancelledBy: null,
    hostel: { id: 'h1', name: 'Harbour View', city: 'Accra', timeZone: 'Africa/Accra' },
    student: { id: 's1', displayName: 'Ama Mensah' },
    price: { currency: 'GHS', subtotal: 36000, total: 39600 },
  },
  ReservationSummaryFieldsFragment,
);

// As the DOM text reads once normalized (Intl puts a no-break space after the currency code).
const money = (amount: number) => formatMoney(amount, 'GHS').replace(/\s/g, ' ');

const renderCard = (viewer: ReservationCardProps['viewer'], reservation = accepted) =>
  render(
    <MantineProvider>
      <ReservationCard reservation={reservation} viewer={viewer} />
    </MantineProvider>,
  );

describe('ReservationCard', () => {
  it('tells the student what to do next', () => {
    renderCard('student');
    expect(screen.getByText('Accepted – pay now')).toBeInTheDocument();
    // Deadlines are the hostel's: named by its zone, with the viewer's own time when it differs.
    expect(screen.getByText(/^Pay by /)).toHaveTextContent(
      `Pay by ${formatHostelDeadline('2026-08-04T10:00:00.000Z', 'Africa/Accra')}`,
    );
    expect(screen.getByText(/^Pay by /)).toHaveTextContent(/ Accra time/);
    expect(screen.getByText(/\(1 night\)/)).toBeInTheDocument();
    expect(screen.queryByText('“Arriving late.”')).not.toBeInTheDocument();
    expect(screen.getByText(money(39600))).toBeInTheDocument();
    expect(screen.queryByText(/You earn/)).not.toBeInTheDocument();
  });

  it('tells the owner the same facts from their side', () => {
    renderCard('owner');
    expect(screen.getByText('Accepted – awaiting payment')).toBeInTheDocument();
    expect(screen.getByText(/^Student pays by /)).toBeInTheDocument();
    expect(screen.getByText('Ama Mensah')).toBeInTheDocument();
    expect(screen.getByText('“Arriving late.”')).toBeInTheDocument();
  });

  it('shows the owner what they earn (the earnings net), not what the student pays', () => {
    renderCard('owner');
    const earns = screen.getByText(/^You earn/).parentElement!;
    expect(earns).toHaveTextContent(`You earn ${money(36000)}`);
    expect(screen.queryByText(money(39600), { exact: false })).not.toBeInTheDocument();
  });

  it('says who cancelled a booking and why, from each side', () => {
    const cancelled = makeFragmentData(
      {
        ...getFragmentData(ReservationSummaryFieldsFragment, accepted),
        status: 'CANCELLED',
        cancelReason: 'My plans changed.',
        cancelledBy: 'STUDENT',
      },
      ReservationSummaryFieldsFragment,
    );
    const { unmount } = renderCard('owner', cancelled);
    expect(screen.getByText('Cancelled by the student: My plans changed.')).toBeInTheDocument();
    expect(screen.queryByText(/^Student pays by /)).not.toBeInTheDocument();
    expect(screen.getByText(/^Booking value/).parentElement).toHaveTextContent(
      `Booking value ${money(36000)}`,
    );
    unmount();
    renderCard('student', cancelled);
    expect(screen.getByText('Cancelled by you: My plans changed.')).toBeInTheDocument();
  });
});

import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeFragmentData } from '../../../gql';
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
    hostel: { id: 'h1', name: 'Harbour View', city: 'Accra' },
    student: { id: 's1', displayName: 'Ama Mensah' },
    price: { currency: 'GHS', total: 39600 },
  },
  ReservationSummaryFieldsFragment,
);

const renderCard = (viewer: ReservationCardProps['viewer']) =>
  render(
    <MantineProvider>
      <ReservationCard reservation={accepted} viewer={viewer} />
    </MantineProvider>,
  );

describe('ReservationCard', () => {
  it('tells the student what to do next', () => {
    renderCard('student');
    expect(screen.getByText('Accepted – pay now')).toBeInTheDocument();
    expect(screen.getByText(/^Pay by /)).toBeInTheDocument();
    expect(screen.getByText(/\(1 night\)/)).toBeInTheDocument();
    expect(screen.queryByText('“Arriving late.”')).not.toBeInTheDocument();
  });

  it('tells the owner the same facts from their side', () => {
    renderCard('owner');
    expect(screen.getByText('Accepted – awaiting payment')).toBeInTheDocument();
    expect(screen.getByText(/^Student pays by /)).toBeInTheDocument();
    expect(screen.getByText('Ama Mensah')).toBeInTheDocument();
    expect(screen.getByText('“Arriving late.”')).toBeInTheDocument();
  });
});

import { Button } from '@mantine/core';
import { IconCalendarEvent, IconCreditCard, IconReceipt, IconSearch } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PageFrame } from '../../components/page-frame';
import { paths } from '../../config/paths';

const searchButton = (
  <Button component={Link} to={paths.student.home} leftSection={<IconSearch size={18} />}>
    Search hostels
  </Button>
);

export function StudentReservationsScreen() {
  return (
    <PageFrame
      title="My reservations"
      description="Requests, accepted bookings waiting for payment, and past stays."
    >
      <EmptyState icon={<IconCalendarEvent size={28} />} title="No reservations yet" action={searchButton}>
        When you request a bed, you can follow the owner’s answer and pay from here.
      </EmptyState>
    </PageFrame>
  );
}

export function StudentReservationDetailsScreen() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return (
    <PageFrame
      title="Reservation details"
      description="Dates, beds, price breakdown and status of one reservation."
    >
      <EmptyState
        icon={<IconReceipt size={28} />}
        title={id ? 'Reservation not found' : 'Choose a reservation'}
        action={
          <Button component={Link} to={paths.student.reservation}>
            See my reservations
          </Button>
        }
      >
        {id
          ? 'We could not find this reservation in your account.'
          : 'Open a reservation from your list to see its details.'}
      </EmptyState>
    </PageFrame>
  );
}

export function ConfirmPayScreen() {
  const [params] = useSearchParams();
  const reservation = params.get('reservation');
  return (
    <PageFrame
      title="Confirm and pay"
      description="Review the price breakdown and pay for an accepted reservation."
    >
      <EmptyState
        icon={<IconCreditCard size={28} />}
        title={reservation ? 'Nothing to pay for this reservation' : 'No reservation selected'}
        action={
          <Button component={Link} to={paths.student.reservation}>
            See my reservations
          </Button>
        }
      >
        You can pay once an owner accepts your request. Accepted reservations show a Pay button in your list.
      </EmptyState>
    </PageFrame>
  );
}

import { Button } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PageFrame } from '../../components/page-frame';
import { paths } from '../../config/paths';

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

import { useSearchParams } from 'react-router';
import { PageFrame } from '../../components/page-frame';
import { RequestForm } from './request-form';

/** `/students/reservation/request?hostel=&roomType=&checkIn=&checkOut=&beds=`, from a hostel's Reserve button. */
export function ReservationRequestScreen() {
  const [params] = useSearchParams();
  const beds = Number(params.get('beds') ?? 1);
  return (
    <PageFrame
      title="Request a reservation"
      description="Check the price, add a note, and send your request."
    >
      <RequestForm
        hostelId={params.get('hostel') ?? ''}
        roomTypeId={params.get('roomType') ?? ''}
        checkIn={params.get('checkIn') ?? undefined}
        checkOut={params.get('checkOut') ?? undefined}
        beds={Number.isInteger(beds) && beds >= 1 ? beds : 1}
      />
    </PageFrame>
  );
}

import { useSearchParams } from 'react-router';
import { PageFrame } from '../../components/page-frame';
import { screenLoader } from '../../lib/screen-loader';
import { ReservationsQuoteQuery } from './api/reservations';
import { RequestForm, stayInput } from './request-form';

/** The stay the URL asks for, as the hostel page's Reserve button wrote it. */
function requestedStay(params: URLSearchParams) {
  const beds = Number(params.get('beds') ?? 1);
  return {
    hostelId: params.get('hostel') ?? '',
    roomTypeId: params.get('roomType') ?? '',
    checkIn: params.get('checkIn') ?? undefined,
    checkOut: params.get('checkOut') ?? undefined,
    beds: Number.isInteger(beds) && beds >= 1 ? beds : 1,
  };
}

/** The route's loader: the server's quote for the stay, with the hostel it is at. */
export const loader = screenLoader(ReservationsQuoteQuery, ({ request }) => {
  const { hostelId, ...stay } = requestedStay(new URL(request.url).searchParams);
  return { hostelId, input: stayInput(stay) };
});

/** `/students/reservation/request?hostel=&roomType=&checkIn=&checkOut=&beds=`, from a hostel's Reserve button. */
export function ReservationRequestScreen() {
  const [params] = useSearchParams();
  return (
    <PageFrame
      title="Request a reservation"
      description="Check the price, add a note, and send your request."
    >
      <RequestForm {...requestedStay(params)} />
    </PageFrame>
  );
}

import { useQuery } from '@apollo/client/react';
import { Button } from '@mantine/core';
import { IconBuildingCommunity, IconMessage } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageFrame } from '../../../components/page-frame';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import { hasErrorCode } from '../../../lib/graphql-errors';
import { usePageHead } from '../../../lib/page-head';
import { HostelsDetailsQuery } from '../api/details';
import { FavouriteButton } from '../favourites/favourite-button';
import { parseSearch } from '../search/search-params';
import { validateSearch } from '../search/search-validation';
import { HostelDetailsSkeleton } from './hostel-details-skeleton';
import { hostelDescription, hostelTitle, lowestOf } from './hostel-head';
import { HostelDetailsView } from './hostel-details-view';
import { isTermRoom, type RoomTypeView } from './room-types-list';
import { StayControls } from './stay-controls';
import { useAuth, useForStudents } from '../../auth/public';
import { HostelReviewsBelowFold } from '../../reviews/public';

const notAvailable = (
  <EmptyState
    icon={<IconBuildingCommunity size={28} />}
    title="This hostel is not available"
    action={
      <Button component={Link} to={paths.home()}>
        Search hostels
      </Button>
    }
  >
    We could not find a published hostel with this link. It may have been unpublished by its owner.
  </EmptyState>
);

/**
 * Public hostel page: `/hostels/<slug>` (canonical) or `/students/hostelDetails?id=...`, both with
 * `&checkIn=...&checkOut=...&beds=...`.
 */
export function HostelDetailsScreen() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { status, me } = useAuth();
  const slug = useParams().slug ?? '';
  const idParam = slug ? '' : (params.get('id') ?? '');
  const { checkIn, checkOut, beds } = parseSearch(params);
  const stay = { checkIn, checkOut, beds: beds ?? 1 };
  const datesValid =
    Boolean(checkIn && checkOut) && Object.keys(validateSearch(parseSearch(params))).length === 0;
  const { data, previousData, loading, error, refetch } = useQuery(HostelsDetailsQuery, {
    variables: {
      ...(slug ? { slug } : { id: idParam }),
      checkIn: datesValid ? checkIn : null,
      checkOut: datesValid ? checkOut : null,
      beds: stay.beds,
    },
    skip: !slug && !idParam,
  });
  // New dates or beds reload the availability: the page keeps showing the hostel meanwhile.
  const sameHostel = (hostel: { id: string; slug: string }) =>
    slug ? hostel.slug === slug : hostel.id === idParam;
  const shown = data ?? (previousData?.hostel && sameHostel(previousData.hostel) ? previousData : undefined);
  const id = shown?.hostel?.id ?? idParam;
  const reloading = loading && !data && Boolean(shown);
  const [datesRequired, setDatesRequired] = useState(false);
  const checkInRef = useRef<HTMLInputElement>(null);
  const forStudents = useForStudents();
  const hostel = shown?.hostel ?? null;
  usePageHead(
    hostel
      ? {
          title: hostelTitle(hostel),
          description: hostelDescription({
            ...hostel,
            lowestPrice: lowestOf(hostel.roomTypes.map((room) => room.price)),
          }),
          canonical: paths.hostel(hostel.slug),
        }
      : null,
  );

  // The URL holds what the controls show: a date chosen first stays while the other is picked
  // (a link to the page keeps only complete stays).
  const changeStay = (next: typeof stay) => {
    const query = new URLSearchParams(slug ? {} : { id });
    if (next.checkIn) query.set('checkIn', next.checkIn);
    if (next.checkOut) query.set('checkOut', next.checkOut);
    if (next.beds > 1) query.set('beds', String(next.beds));
    setParams(query, { replace: true });
  };

  // Signed-out visitors sign in first and come back to the very same step.
  const go = (target: string) => {
    const signedIn = status === 'signedIn' && Boolean(me?.user);
    navigate(signedIn ? target : paths.signUp(target));
  };
  // A term room is let for its own dates; any other needs the student's, asked for on the field.
  const reserve = (room: RoomTypeView) => {
    const term = isTermRoom(room);
    if (!term && !datesValid) {
      setDatesRequired(true);
      // Centred, so the sticky header never hides the field and its message.
      checkInRef.current?.scrollIntoView({ block: 'center' });
      checkInRef.current?.focus({ preventScroll: true });
      return;
    }
    go(paths.student.reservationRequest(id, room.id, term ? { beds: stay.beds } : stay));
  };

  if (!slug && !idParam) {
    return (
      <PageFrame title="Hostel details">
        <EmptyState
          icon={<IconBuildingCommunity size={28} />}
          title="Choose a hostel first"
          action={
            <Button component={Link} to={paths.home()}>
              Search hostels
            </Button>
          }
        >
          Open a hostel from the search results to see its rooms, prices and reviews.
        </EmptyState>
      </PageFrame>
    );
  }
  if (hasErrorCode(error, 'NOT_FOUND')) return notAvailable;

  return (
    <QueryState
      loading={loading}
      error={error}
      data={shown?.hostel ?? undefined}
      loader={<HostelDetailsSkeleton />}
      onRetry={() => void refetch()}
      empty={notAvailable}
    >
      {(hostel) => (
        <HostelDetailsView
          hostel={hostel}
          hasDates={datesValid}
          bedsWanted={stay.beds}
          roomsLoading={reloading}
          reviews={<HostelReviewsBelowFold hostelId={hostel.id} />}
          onReserve={forStudents ? reserve : undefined}
          stayControls={
            <StayControls
              stay={stay}
              onChange={changeStay}
              datesRequired={datesRequired}
              checkInRef={checkInRef}
            />
          }
          headerActions={
            forStudents && (
              <FavouriteButton
                hostelId={hostel.id}
                hostelName={hostel.name}
                isFavourite={hostel.isFavourite}
                size="xl"
              />
            )
          }
          ownerAction={
            forStudents && (
              <Button
                variant="light"
                leftSection={<IconMessage size={18} />}
                onClick={() => go(paths.student.messages({ hostel: id }))}
              >
                Message owner
              </Button>
            )
          }
        />
      )}
    </QueryState>
  );
}

import { Button } from '@mantine/core';
import { IconBuildingCommunity, IconMessage } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import {
  Link,
  useLocation,
  useNavigate,
  useNavigation,
  useParams,
  useSearchParams,
  type LoaderFunctionArgs,
  type Params,
  type ShouldRevalidateFunction,
} from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageFrame } from '../../../components/page-frame';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import type { HostelsDetailsQueryQuery } from '../../../gql/graphql';
import { hasErrorCode } from '../../../lib/graphql-errors';
import { usePageHead } from '../../../lib/page-head';
import { screenLoader, useScreenData, type Loaded } from '../../../lib/screen-loader';
import { HostelsDetailsQuery } from '../api/details';
import { FavouriteButton } from '../favourites/favourite-button';
import { parseSearch } from '../search/search-params';
import { validateSearch } from '../search/search-validation';
import { hostelDescription, hostelTitle, lowestOf } from './hostel-head';
import { HostelDetailsView } from './hostel-details-view';
import { isTermRoom, type RoomTypeView } from './room-types-list';
import { StayControls } from './stay-controls';
import { useAuth, useForStudents } from '../../auth/public';
import { HostelReviewsBelowFold } from '../../reviews/public';

/** The stay the URL asks about: its dates count once both are there and valid. */
function stayOf(params: URLSearchParams) {
  const search = parseSearch(params);
  const { checkIn, checkOut, beds } = search;
  const datesValid = Boolean(checkIn && checkOut) && Object.keys(validateSearch(search)).length === 0;
  return { checkIn, checkOut, beds: beds ?? 1, datesValid };
}

/** What the page reads for its URL, or null without a hostel to read. */
function hostelVariables(params: Params, search: URLSearchParams) {
  const slug = params.slug ?? '';
  const id = slug ? '' : (search.get('id') ?? '');
  if (!slug && !id) return null;
  const stay = stayOf(search);
  return {
    ...(slug ? { slug } : { id }),
    checkIn: stay.datesValid ? stay.checkIn : null,
    checkOut: stay.datesValid ? stay.checkOut : null,
    beds: stay.beds,
  };
}

/** The route's loader (lazy-screen.ts): the hostel and its free beds for the URL's stay. */
export async function loader(args: LoaderFunctionArgs): Promise<Loaded<HostelsDetailsQueryQuery>> {
  const variables = hostelVariables(args.params, new URL(args.request.url).searchParams);
  if (!variables) return { data: null };
  return screenLoader(HostelsDetailsQuery, () => variables)(args);
}

/** Read again only for another hostel or stay: a date chosen alone, for one, changes nothing read. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  currentParams,
  nextUrl,
  nextParams,
  defaultShouldRevalidate,
}) =>
  defaultShouldRevalidate &&
  (currentUrl.href === nextUrl.href ||
    JSON.stringify(hostelVariables(currentParams, currentUrl.searchParams)) !==
      JSON.stringify(hostelVariables(nextParams, nextUrl.searchParams)));

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
  const university = params.get('university');
  const { data, error, loading, retry } = useScreenData<HostelsDetailsQueryQuery>();
  // New dates or beds reload the availability: the page keeps showing the hostel meanwhile, and the
  // controls show the stay on its way (the URL changes once it is read).
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const coming =
    navigation.state === 'loading' && navigation.location.pathname === pathname
      ? new URLSearchParams(navigation.location.search)
      : null;
  const pendingStay = coming?.get('id') === params.get('id') ? coming : null;
  const { datesValid, ...stay } = stayOf(pendingStay ?? params);
  const reloading = loading || Boolean(pendingStay);
  const id = data?.hostel?.id ?? idParam;
  const [datesRequired, setDatesRequired] = useState(false);
  const checkInRef = useRef<HTMLInputElement>(null);
  const forStudents = useForStudents();
  const hostel = data?.hostel ?? null;
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
    if (university) query.set('university', university);
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
    <QueryState loading={loading} error={error} data={hostel} onRetry={retry} empty={notAvailable}>
      {(hostel) => (
        <HostelDetailsView
          hostel={hostel}
          hasDates={datesValid}
          bedsWanted={stay.beds}
          roomsLoading={reloading}
          universityId={university}
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

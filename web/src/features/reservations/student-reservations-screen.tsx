import { Suspense, useEffect, useRef } from 'react';
import { Box, Button, Chip, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconSearch } from '@tabler/icons-react';
import {
  Link,
  redirect,
  useLocation,
  useNavigation,
  useSearchParams,
  type LoaderFunctionArgs,
} from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { SavedCopyNotice } from '../../components/saved-copy-notice';
import { paths } from '../../config/paths';
import { StaysToReview } from '../reviews/public';
import { getFragmentData } from '../../gql';
import type { ReservationsMineQueryQuery } from '../../gql/graphql';
import { graphqlRequest } from '../../lib/graphql-request';
import { withSavedCopy } from '../../lib/pwa/saved-copies';
import { screenLoader, useScreenData } from '../../lib/screen-loader';
import { usePagedList } from '../../lib/use-request';
import { ReservationsMineQuery, ReservationSummaryFieldsFragment } from './api/reservations';
import { ReservationCard } from './reservation-card';
import { filterLabel, parseStatusFilter, STATUS_FILTERS, statusVariable } from './status';
import { LoadMore } from '../../components/load-more';

const PAGE_SIZE = 20;

type Reservations = ReservationsMineQueryQuery['myReservations'];

const variablesOf = (params: URLSearchParams) => ({
  first: PAGE_SIZE,
  status: statusVariable(parseStatusFilter(params.get('status'))),
});

const readReservations = screenLoader(ReservationsMineQuery, ({ request }) =>
  variablesOf(new URL(request.url).searchParams),
);

/**
 * The route's loader: the first page of the status in the URL (`?status=`), saved on this device and
 * answered from there when the API cannot be reached (the offline pass, lib/pwa/saved-copies.ts).
 */
export async function loader(args: LoaderFunctionArgs) {
  const { search, searchParams } = new URL(args.request.url);
  // Requests used to be a mode of this screen: links from then (sign-in redirects) still lead there.
  if (searchParams.get('hostel') && searchParams.get('roomType')) {
    return redirect(`${paths.student.reservationRequest.pattern}${search}`);
  }
  const filter = parseStatusFilter(searchParams.get('status'));
  return withSavedCopy(`reservations:${filter}`, args.request.signal, await readReservations(args));
}

function ReservationList({ first, params }: { first: Reservations; params: URLSearchParams }) {
  const { edges, pageInfo, loadMore } = usePagedList(first, (after) =>
    graphqlRequest(ReservationsMineQuery, { ...variablesOf(params), after }).then((r) => r.myReservations),
  );
  return (
    <Stack gap="sm">
      <Text c="dimmed" size="sm">
        {first.totalCount} {first.totalCount === 1 ? 'reservation' : 'reservations'}
      </Text>
      {edges.map(({ node }) => {
        const { id, status } = getFragmentData(ReservationSummaryFieldsFragment, node);
        return (
          <ReservationCard
            key={id}
            reservation={node}
            viewer="student"
            actions={
              <>
                <Button
                  variant="default"
                  size="xs"
                  component={Link}
                  to={paths.student.reservationDetails(id)}
                >
                  Details
                </Button>
                {status === 'ACCEPTED' && (
                  <Button size="xs" component={Link} to={paths.student.confirmPay(id)}>
                    Pay now
                  </Button>
                )}
              </>
            }
          />
        );
      })}
      <LoadMore pageInfo={pageInfo} onLoad={loadMore} />
    </Stack>
  );
}

function MyReservations() {
  const [params, setParams] = useSearchParams();
  const { data, loading, error, retry, savedAt } = useScreenData<ReservationsMineQueryQuery>();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // Another status on its way: its chip is chosen at once, the list shown is the previous one's meanwhile.
  const filtering = navigation.state === 'loading' && navigation.location.pathname === pathname;
  const filter = parseStatusFilter(
    (filtering ? new URLSearchParams(navigation.location.search) : params).get('status'),
  );
  const chips = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // On a phone most chips are off to the side: show the chosen one (e.g. after ?status=EXPIRED).
    chips.current
      ?.querySelector('input:checked ~ label')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [filter]);
  return (
    <Stack>
      <SavedCopyNotice savedAt={savedAt} onRetry={retry} />
      <ScrollArea viewportRef={chips} scrollbarSize={6}>
        <Chip.Group
          value={filter}
          onChange={(value) => setParams(value === 'all' ? {} : { status: String(value) }, { replace: true })}
        >
          <Group gap="xs" wrap="nowrap" role="group" aria-label="Filter by status">
            {STATUS_FILTERS.map((value) => (
              <Chip key={value} value={value} size="sm">
                {filterLabel(value)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </ScrollArea>
      <Box aria-busy={filtering} style={{ opacity: filtering ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <QueryState
          loading={loading}
          error={error}
          data={data?.myReservations}
          onRetry={retry}
          isEmpty={(list) => list.edges.length === 0}
          empty={
            <EmptyState
              icon={<IconCalendarEvent size={28} />}
              title={filter === 'all' ? 'No reservations yet' : 'Nothing with this status'}
              action={
                <Button component={Link} to={paths.student.home()} leftSection={<IconSearch size={18} />}>
                  Search hostels
                </Button>
              }
            >
              When you request a bed, you can follow the owner’s answer and pay from here.
            </EmptyState>
          }
        >
          {(list) => <ReservationList first={list} params={params} />}
        </QueryState>
      </Box>
    </Stack>
  );
}

/** `/students/reservation`: the student's reservations by status. */
export function StudentReservationsScreen() {
  return (
    <PageFrame
      title="My reservations"
      description="Requests, accepted bookings waiting for payment, and past stays."
    >
      <Stack>
        <Suspense fallback={null}>
          <StaysToReview />
        </Suspense>
        <MyReservations />
      </Stack>
    </PageFrame>
  );
}

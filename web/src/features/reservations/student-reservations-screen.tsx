import { useQuery } from '@apollo/client/react';
import { Suspense, useEffect, useRef } from 'react';
import { Button, Chip, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconSearch } from '@tabler/icons-react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { paths } from '../../config/paths';
import { StaysToReview } from '../reviews/public';
import { getFragmentData } from '../../gql';
import { ReservationsMineQuery, ReservationSummaryFieldsFragment } from './api/reservations';
import { ReservationCard } from './reservation-card';
import { filterLabel, parseStatusFilter, STATUS_FILTERS, statusVariable } from './status';
import { appendPage, LoadMore } from '../../components/load-more';

const PAGE_SIZE = 20;

function MyReservations() {
  const [params, setParams] = useSearchParams();
  const filter = parseStatusFilter(params.get('status'));
  const chips = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // On a phone most chips are off to the side: show the chosen one (e.g. after ?status=EXPIRED).
    chips.current
      ?.querySelector('input:checked ~ label')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [filter]);
  const { data, loading, error, refetch, fetchMore } = useQuery(ReservationsMineQuery, {
    variables: { first: PAGE_SIZE, status: statusVariable(filter) },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <Stack>
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
      <QueryState
        loading={loading}
        error={error}
        data={data?.myReservations}
        onRetry={() => void refetch()}
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
        {(list) => (
          <Stack gap="sm">
            <Text c="dimmed" size="sm">
              {list.totalCount} {list.totalCount === 1 ? 'reservation' : 'reservations'}
            </Text>
            {list.edges.map(({ node }) => {
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
            <LoadMore
              pageInfo={list.pageInfo}
              onLoad={(after) =>
                fetchMore({ variables: { after }, updateQuery: appendPage('myReservations') })
              }
            />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

/** `/students/reservation`: the student's reservations by status. */
export function StudentReservationsScreen() {
  const { search } = useLocation();
  const [params] = useSearchParams();
  // Requests used to be a mode of this screen: links from then (sign-in redirects) still lead there.
  if (params.get('hostel') && params.get('roomType')) {
    return <Navigate to={`${paths.student.reservationRequest.pattern}${search}`} replace />;
  }
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

import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { Badge, Button, Stack, Tabs, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendarEvent, IconLifebuoy } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PageFrame } from '../../components/page-frame';
import { ExportReservationsButton } from './export-button';
import { QueryState } from '../../components/query-state';
import { paths } from '../../config/paths';
import { getFragmentData } from '../../gql';
import type { OwnerReservationGroup } from '../../gql/graphql';
import { summarizeServerError } from '../../lib/graphql-errors';
import { useOnReconnect } from '../../lib/subscription-events';
import {
  ReservationsAcceptMutation,
  ReservationsChangedSubscription,
  ReservationsDeclineMutation,
  ReservationsOwnerCountsQuery,
  ReservationsOwnerQuery,
  ReservationSummaryFieldsFragment,
} from './api/reservations';
import { ReservationCard } from './reservation-card';
import { appendPage, LoadMore } from '../../components/load-more';
import { ReasonModal } from '../../components/reason-modal';

const PAGE_SIZE = 20;

interface OwnerTab {
  value: string;
  label: string;
  group: OwnerReservationGroup;
  empty: string;
}

// Every reservation status belongs to one tab (@hostel/common's OWNER_RESERVATION_GROUPS).
const tabs: OwnerTab[] = [
  {
    value: paths.owner.reservationPending(),
    label: 'Pending',
    group: 'PENDING',
    empty: 'No requests are waiting for your answer.',
  },
  {
    value: paths.owner.reservationAccepted(),
    label: 'Accepted',
    group: 'ACCEPTED',
    empty: 'Requests you accepted wait here until the student pays.',
  },
  {
    value: paths.owner.reservationUpcoming(),
    label: 'Upcoming',
    group: 'UPCOMING',
    empty: 'Paid bookings appear here, guests staying now included.',
  },
  {
    value: paths.owner.reservationPast(),
    label: 'Past',
    group: 'PAST',
    empty: 'Completed stays appear here.',
  },
  {
    value: paths.owner.reservationCancelled(),
    label: 'Cancelled',
    group: 'CANCELLED',
    empty: 'Bookings cancelled by you, the student or an admin, and requests that expired, appear here.',
  },
  {
    value: paths.owner.reservationDeclined(),
    label: 'Declined',
    group: 'DECLINED',
    empty: 'Requests you declined appear here.',
  },
];

function TabList({ tab }: { tab: OwnerTab }) {
  const { data, loading, error, refetch, fetchMore } = useQuery(ReservationsOwnerQuery, {
    variables: { first: PAGE_SIZE, group: tab.group },
    fetchPolicy: 'cache-and-network',
  });
  const [accept] = useMutation(ReservationsAcceptMutation, {
    refetchQueries: [ReservationsOwnerCountsQuery],
  });
  const [decline] = useMutation(ReservationsDeclineMutation, {
    refetchQueries: [ReservationsOwnerCountsQuery],
  });
  const [declining, setDeclining] = useState<string | null>(null);
  const [accepting, setAccepting] = useState<string | null>(null);

  const doAccept = async (id: string) => {
    setAccepting(id);
    try {
      await accept({ variables: { id } });
      notifications.show({ color: 'green', message: 'Accepted. The student has been asked to pay.' });
      await refetch();
    } catch (err) {
      notifications.show({ color: 'red', message: summarizeServerError(err).message });
    } finally {
      setAccepting(null);
    }
  };
  const doDecline = async (reason: string) => {
    if (!declining) return null;
    try {
      await decline({ variables: { id: declining, reason } });
      await refetch();
      return null;
    } catch (err) {
      return summarizeServerError(err).message;
    }
  };

  return (
    <>
      <QueryState
        loading={loading}
        error={error}
        data={data?.ownerReservations}
        onRetry={() => void refetch()}
        isEmpty={(list) => list.edges.length === 0}
        empty={
          <EmptyState
            icon={<IconCalendarEvent size={28} />}
            title={`No ${tab.label.toLowerCase()} reservations`}
          >
            {tab.empty}
          </EmptyState>
        }
      >
        {(list) => (
          <Stack gap="sm">
            <Text c="dimmed" size="sm">
              {list.totalCount} {list.totalCount === 1 ? 'reservation' : 'reservations'}
            </Text>
            {list.edges.map(({ node }) => {
              const { id, status, code } = getFragmentData(ReservationSummaryFieldsFragment, node);
              return (
                <ReservationCard
                  key={id}
                  reservation={node}
                  viewer="owner"
                  actions={
                    status === 'PENDING' ? (
                      <>
                        <Button
                          variant="default"
                          color="red"
                          size="xs"
                          aria-label={`Decline reservation ${code}`}
                          onClick={() => setDeclining(id)}
                        >
                          Decline
                        </Button>
                        <Button
                          size="xs"
                          loading={accepting === id}
                          aria-label={`Accept reservation ${code}`}
                          onClick={() => void doAccept(id)}
                        >
                          Accept
                        </Button>
                      </>
                    ) : (
                      <Button
                        component={Link}
                        to={paths.owner.support({ reservation: id })}
                        variant="default"
                        size="xs"
                        leftSection={<IconLifebuoy size={14} aria-hidden />}
                        aria-label={`Get help with reservation ${code}`}
                      >
                        Get help
                      </Button>
                    )
                  }
                />
              );
            })}
            <LoadMore
              pageInfo={list.pageInfo}
              onLoad={(after) =>
                fetchMore({ variables: { after }, updateQuery: appendPage('ownerReservations') })
              }
            />
          </Stack>
        )}
      </QueryState>
      <ReasonModal
        title="Decline this request"
        confirmLabel="Decline request"
        reasonLabel="Reason (the student sees it)"
        opened={declining !== null}
        onClose={() => setDeclining(null)}
        onConfirm={doDecline}
      />
    </>
  );
}

/** /dashboard/reservation shows the pending tab; each tab has its own URL and its count. */
export function OwnerReservationsScreen() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = tabs.find((tab) => tab.value === pathname) ?? tabs[0]!;
  const { data } = useQuery(ReservationsOwnerCountsQuery, { fetchPolicy: 'cache-and-network' });
  // A request made, paid or cancelled while the page is open shows without a reload.
  // So does one made while the socket was down, once it reconnects.
  const client = useApolloClient();
  const reread = useCallback(
    () => void client.refetchQueries({ include: [ReservationsOwnerQuery, ReservationsOwnerCountsQuery] }),
    [client],
  );
  useSubscription(ReservationsChangedSubscription, { onData: reread });
  useOnReconnect(reread);
  const waiting = data?.pendingReservationCount ?? 0;
  const counts = new Map(data?.ownerReservationCounts.map(({ group, count }) => [group, count]));
  return (
    <PageFrame
      title="Reservations"
      description={
        waiting > 0
          ? `${waiting} ${waiting === 1 ? 'request is' : 'requests are'} waiting for your answer. Answer within the hold time, or they expire.`
          : 'Answer requests within the hold time, or they expire.'
      }
      actions={<ExportReservationsButton scope="your hostels" />}
    >
      <Tabs value={active.value} onChange={(value) => value && navigate(value)}>
        <Tabs.List>
          {tabs.map((tab) => {
            const count = counts.get(tab.group);
            return (
              <Tabs.Tab
                key={tab.value}
                value={tab.value}
                rightSection={
                  count === undefined ? undefined : (
                    // Named "Pending 2" by its content, which starts with the visible label.
                    <Badge
                      size="sm"
                      variant={tab.group === 'PENDING' && waiting > 0 ? 'filled' : 'light'}
                      color={tab.group === 'PENDING' && waiting > 0 ? undefined : 'gray'}
                    >
                      {count}
                    </Badge>
                  )
                }
              >
                {tab.label}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        <Tabs.Panel value={active.value} pt="md">
          <TabList key={active.value} tab={active} />
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  );
}

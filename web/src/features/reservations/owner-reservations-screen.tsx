import { Badge, Button, Stack, Tabs, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendarEvent, IconLifebuoy } from '@tabler/icons-react';
import { useState } from 'react';
import {
  Link,
  useLocation,
  useNavigate,
  useNavigation,
  useRevalidator,
  type LoaderFunctionArgs,
} from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PageFrame } from '../../components/page-frame';
import { ExportReservationsButton } from './export-button';
import { QueryState } from '../../components/query-state';
import { paths } from '../../config/paths';
import { getFragmentData } from '../../gql';
import type {
  OwnerReservationGroup,
  ReservationsOwnerCountsQueryQuery,
  ReservationsOwnerQueryQuery,
} from '../../gql/graphql';
import { graphqlRequest } from '../../lib/graphql-request';
import { summarizeServerError } from '../../lib/graphql-errors';
import { useSubscriptionEvents } from '../../lib/live-events';
import { screenLoader, useScreenData, type Loaded } from '../../lib/screen-loader';
import { useMutationRequest, usePagedList } from '../../lib/use-request';
import {
  ReservationsAcceptMutation,
  ReservationsChangedSubscription,
  ReservationsDeclineMutation,
  ReservationsOwnerCountsQuery,
  ReservationsOwnerQuery,
  ReservationSummaryFieldsFragment,
} from './api/reservations';
import { ReservationCard } from './reservation-card';
import { LoadMore } from '../../components/load-more';
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

type TabPage = ReservationsOwnerQueryQuery['ownerReservations'];

export interface OwnerReservationsData {
  list: TabPage;
  /** The tabs' counts; null when they could not be read (the tabs show none). */
  counts: ReservationsOwnerCountsQueryQuery | null;
}

const tabOf = (pathname: string) => tabs.find((tab) => tab.value === pathname) ?? tabs[0]!;

/** The route's loader: the first page of the URL's tab, and every tab's count alongside. */
export async function loader(args: LoaderFunctionArgs): Promise<Loaded<OwnerReservationsData>> {
  const { group } = tabOf(new URL(args.request.url).pathname);
  const [list, counts] = await Promise.all([
    screenLoader(ReservationsOwnerQuery, () => ({ first: PAGE_SIZE, group }))(args),
    screenLoader(ReservationsOwnerCountsQuery)(args),
  ]);
  return { data: list.data && { list: list.data.ownerReservations, counts: counts.data }, error: list.error };
}

function TabList({ tab, first }: { tab: OwnerTab; first: TabPage }) {
  const list = usePagedList(first, (after) =>
    graphqlRequest(ReservationsOwnerQuery, { first: PAGE_SIZE, group: tab.group, after }).then(
      (page) => page.ownerReservations,
    ),
  );
  // Each reads the tab and its counts again (the route's loader) before its button settles.
  const [accept] = useMutationRequest(ReservationsAcceptMutation);
  const [decline] = useMutationRequest(ReservationsDeclineMutation);
  const [declining, setDeclining] = useState<string | null>(null);
  const [accepting, setAccepting] = useState<string | null>(null);

  const doAccept = async (id: string) => {
    setAccepting(id);
    try {
      await accept({ id });
      notifications.show({ color: 'green', message: 'Accepted. The student has been asked to pay.' });
    } catch (err) {
      notifications.show({ color: 'red', message: summarizeServerError(err).message });
    } finally {
      setAccepting(null);
    }
  };
  const doDecline = async (reason: string) => {
    if (!declining) return null;
    try {
      await decline({ id: declining, reason });
      return null;
    } catch (err) {
      return summarizeServerError(err).message;
    }
  };

  return (
    <>
      {list.edges.length === 0 ? (
        <EmptyState
          icon={<IconCalendarEvent size={28} />}
          title={`No ${tab.label.toLowerCase()} reservations`}
        >
          {tab.empty}
        </EmptyState>
      ) : (
        <Stack gap="sm">
          <Text c="dimmed" size="sm">
            {first.totalCount} {first.totalCount === 1 ? 'reservation' : 'reservations'}
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
          <LoadMore pageInfo={list.pageInfo} onLoad={list.loadMore} />
        </Stack>
      )}
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
  const active = tabOf(pathname);
  const { data, loading, error, retry } = useScreenData<OwnerReservationsData>();
  // Another tab on its way: this one stays, dimmed, until it comes.
  const pending = useNavigation().state === 'loading';
  // A request made, paid or cancelled while the page is open shows without a reload.
  // So does one made while the socket was down, once it reconnects.
  const { revalidate } = useRevalidator();
  useSubscriptionEvents(ReservationsChangedSubscription, revalidate);
  const waiting = data?.counts?.pendingReservationCount ?? 0;
  const counts = new Map(data?.counts?.ownerReservationCounts.map(({ group, count }) => [group, count]));
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
        <Tabs.Panel value={active.value} pt="md" aria-busy={pending} opacity={pending ? 0.6 : 1}>
          <QueryState loading={loading} error={error} data={data?.list} onRetry={retry}>
            {(first) => <TabList key={active.value} tab={active} first={first} />}
          </QueryState>
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  );
}

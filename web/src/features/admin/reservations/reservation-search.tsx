import { Button, Drawer, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarEvent, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { RESERVATION_STATUSES, SEARCH_TEXT_MAX } from '@hostel/common';
import { EmptyState } from '../../../components/empty-state';
import { LoadMore } from '../../../components/load-more';
import { QueryState } from '../../../components/query-state';
import type { AdminReservationsQueryQuery, AdminReservationsQueryQueryVariables } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql-request';
import { useRouteFilters } from '../../../lib/route-filters';
import { screenLoader, useScreenData } from '../../../lib/screen-loader';
import { usePagedList } from '../../../lib/use-request';
import { AdminReservationsQuery } from '../api/reservations';
import { statusName } from '../status-name';
import { ReservationDetails } from './reservation-details';
import { ReservationRow } from './reservation-row';

const PAGE_SIZE = 20;
const ANY = 'all';

const STATUS_OPTIONS = [
  { value: ANY, label: 'Any status' },
  ...RESERVATION_STATUSES.map((status) => ({ value: status, label: statusName(status) })),
];

type Reservations = AdminReservationsQueryQuery['adminReservations'];

/** The URL's `search` and `status`. */
export const reservationsVariables = (params: URLSearchParams): AdminReservationsQueryQueryVariables => {
  const status = params.get('status');
  return {
    first: PAGE_SIZE,
    search: params.get('search')?.trim() || null,
    status: RESERVATION_STATUSES.find((known) => known === status) ?? null,
  };
};

export const reservationsLoader = screenLoader(AdminReservationsQuery, ({ request }) =>
  reservationsVariables(new URL(request.url).searchParams),
);

function ReservationList({
  list,
  variables,
  onOpen,
}: {
  list: Reservations;
  variables: AdminReservationsQueryQueryVariables;
  onOpen: (id: string) => void;
}) {
  const { edges, pageInfo, loadMore } = usePagedList(list, (after) =>
    graphqlRequest(AdminReservationsQuery, { ...variables, after }).then((r) => r.adminReservations),
  );
  return (
    <Stack gap="sm">
      <Text c="dimmed" size="sm" role="status">
        {list.totalCount} {list.totalCount === 1 ? 'reservation' : 'reservations'}
      </Text>
      {edges.map(({ node }) => (
        <ReservationRow key={node.id} reservation={node} onOpen={onOpen} />
      ))}
      <LoadMore pageInfo={pageInfo} onLoad={loadMore} />
    </Stack>
  );
}

/**
 * Search every reservation by code, student, hostel and status (the URL's `search` and `status`,
 * read by the route's loader); open one for its money. A link (from a support ticket) can carry
 * the `search` and the reservation to `open`.
 */
export function ReservationSearch() {
  const { params, set, reading } = useRouteFilters();
  const variables = reservationsVariables(params);
  const [text, setText] = useState(variables.search ?? '');
  const [openId, setOpenId] = useState<string | null>(params.get('open'));
  const { data, loading, error, retry } = useScreenData<AdminReservationsQueryQuery>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    set({ search: text.trim() });
  };
  return (
    <Stack gap="md">
      <Group
        component="form"
        role="search"
        aria-label="Search reservations"
        onSubmit={submit}
        align="flex-end"
        gap="sm"
      >
        <TextInput
          label="Code, student or hostel"
          placeholder="e.g. 7KQ2MXPA, ama@uni.edu, Harbour"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          // The server's limit, so the rule is met before asking.
          maxLength={SEARCH_TEXT_MAX}
          style={{ flex: '1 1 260px' }}
        />
        <Select
          label="Status"
          data={STATUS_OPTIONS}
          value={variables.status ?? ANY}
          allowDeselect={false}
          onChange={(value) => set({ status: value === ANY ? null : value })}
          w={{ base: '100%', xs: 180 }}
        />
        <Button type="submit" leftSection={<IconSearch size={16} />}>
          Search
        </Button>
      </Group>
      <QueryState
        loading={loading}
        error={error}
        data={data?.adminReservations}
        onRetry={retry}
        isEmpty={(list) => list.edges.length === 0}
        empty={
          <EmptyState icon={<IconCalendarEvent size={28} />} title="No reservations match">
            Try a reservation code, a student’s name or email, or a hostel name, or another status.
          </EmptyState>
        }
      >
        {(list) => (
          <div aria-busy={reading} style={{ opacity: reading ? 0.6 : 1 }}>
            <ReservationList list={list} variables={variables} onOpen={setOpenId} />
          </div>
        )}
      </QueryState>
      <Drawer
        opened={openId !== null}
        onClose={() => setOpenId(null)}
        title="Reservation details"
        position="right"
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close details' }}
      >
        {openId && <ReservationDetails id={openId} />}
      </Drawer>
    </Stack>
  );
}

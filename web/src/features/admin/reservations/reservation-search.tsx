import { useQuery } from '@apollo/client/react';
import { Button, Drawer, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarEvent, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { RESERVATION_STATUSES, SEARCH_TEXT_MAX } from '@hostel/common';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import type { ReservationStatus } from '../../../gql/graphql';
import { AdminReservationsQuery } from '../api/reservations';
import { statusName } from '../status-name';
import { ReservationDetails } from './reservation-details';
import { ReservationRow } from './reservation-row';
import { appendPage, LoadMore } from '../../../components/load-more';

const PAGE_SIZE = 20;

const STATUS_OPTIONS = [
  { value: 'all', label: 'Any status' },
  ...RESERVATION_STATUSES.map((status) => ({ value: status, label: statusName(status) })),
];

/**
 * Search every reservation by code, student, hostel and status; open one for its money. A link
 * (from a support ticket) can carry the `search` and the reservation to `open`.
 */
export function ReservationSearch() {
  const [params] = useSearchParams();
  const [text, setText] = useState(params.get('search') ?? '');
  const [search, setSearch] = useState(params.get('search') ?? '');
  const [status, setStatus] = useState<ReservationStatus | 'all'>('all');
  const [openId, setOpenId] = useState<string | null>(params.get('open'));
  const { data, loading, error, refetch, fetchMore } = useQuery(AdminReservationsQuery, {
    variables: { first: PAGE_SIZE, search: search || null, status: status === 'all' ? null : status },
    fetchPolicy: 'cache-and-network',
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(text.trim());
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
          value={status}
          allowDeselect={false}
          onChange={(value) => setStatus((value as ReservationStatus | 'all' | null) ?? 'all')}
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
        onRetry={() => void refetch()}
        isEmpty={(list) => list.edges.length === 0}
        empty={
          <EmptyState icon={<IconCalendarEvent size={28} />} title="No reservations match">
            Try a reservation code, a student’s name or email, or a hostel name, or another status.
          </EmptyState>
        }
      >
        {(list) => (
          <Stack gap="sm">
            <Text c="dimmed" size="sm" role="status">
              {list.totalCount} {list.totalCount === 1 ? 'reservation' : 'reservations'}
            </Text>
            {list.edges.map(({ node }) => (
              <ReservationRow key={node.id} reservation={node} onOpen={setOpenId} />
            ))}
            <LoadMore
              pageInfo={list.pageInfo}
              onLoad={(after) =>
                fetchMore({ variables: { after }, updateQuery: appendPage('adminReservations') })
              }
            />
          </Stack>
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

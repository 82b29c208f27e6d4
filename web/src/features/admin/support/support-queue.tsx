import {
  Badge,
  Card,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { IconLifebuoy, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { SEARCH_TEXT_MAX, SUPPORT_CATEGORIES, SUPPORT_CATEGORY_LABELS } from '@hostel/common';
import { EmptyState } from '../../../components/empty-state';
import { LoadMore } from '../../../components/load-more';
import { QueryState } from '../../../components/query-state';
import { getFragmentData, type FragmentType } from '../../../gql';
import type {
  AdminSupportQueueQueryQuery,
  SupportQueueFilter,
  TicketCategory,
  TicketStatus,
} from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/dates';
import { graphqlRequest } from '../../../lib/graphql-request';
import { useRouteFilters } from '../../../lib/route-filters';
import { screenLoader, useScreenData } from '../../../lib/screen-loader';
import { usePagedList } from '../../../lib/use-request';
import { TicketStatusBadge } from '../../support/public';
import { AdminSupportQueueQuery, AdminSupportRowFieldsFragment } from '../api/support';
import { statusName } from '../status-name';
import { formatDuration } from './duration';
import { useAdminOptions } from './use-admins';

const PAGE_SIZE = 20;
const ANYONE = 'anyone';
const NOBODY = 'nobody';

const STATUS_FILTERS: { value: string; label: string; statuses: TicketStatus[] }[] = [
  { value: 'active', label: 'Open or in progress', statuses: ['OPEN', 'IN_PROGRESS'] },
  ...(['OPEN', 'IN_PROGRESS', 'RESOLVED', 'CLOSED'] as const).map((s) => ({
    value: s,
    label: statusName(s),
    statuses: [s],
  })),
  { value: 'all', label: 'Any status', statuses: [] },
];
const CATEGORY_FILTERS = [
  { value: 'all', label: 'Any topic' },
  // Appeals are opened only by suspended users, not chosen on the form, but admins look for them.
  ...[...SUPPORT_CATEGORIES, 'APPEAL' as const].map((value) => ({
    value,
    label: SUPPORT_CATEGORY_LABELS[value],
  })),
];

type Tickets = AdminSupportQueueQueryQuery['supportTickets'];

/** The URL's filters: `status` (open or in progress when none), `topic`, `assignee`, `search`. */
function filtersOf(params: URLSearchParams) {
  const status = STATUS_FILTERS.find((f) => f.value === params.get('status')) ?? STATUS_FILTERS[0]!;
  const category = CATEGORY_FILTERS.find((f) => f.value === params.get('topic'))?.value ?? 'all';
  const assignee = params.get('assignee') ?? ANYONE;
  const search = params.get('search')?.trim() ?? '';
  const filter: SupportQueueFilter = {
    statuses: status.statuses,
    category: category === 'all' ? null : (category as TicketCategory),
    unassigned: assignee === NOBODY,
    assigneeId: assignee === ANYONE || assignee === NOBODY ? null : assignee,
    search: search || null,
  };
  return { status: status.value, category, assignee, search, filter };
}

/** The queue of the URL's filters. */
export const queueLoader = screenLoader(AdminSupportQueueQuery, ({ request }) => ({
  first: PAGE_SIZE,
  filter: filtersOf(new URL(request.url).searchParams).filter,
}));

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fw={700} fz="xl">
        {value}
      </Text>
    </Paper>
  );
}

function QueueRow(props: {
  ticket: FragmentType<typeof AdminSupportRowFieldsFragment>;
  onOpen: (id: string) => void;
}) {
  const t = getFragmentData(AdminSupportRowFieldsFragment, props.ticket);
  return (
    <UnstyledButton onClick={() => props.onOpen(t.id)}>
      <Card withBorder radius="md" padding="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} style={{ flex: '1 1 240px', minWidth: 0 }}>
            <Text fw={600} truncate>
              {t.subject}
            </Text>
            <Text size="sm" c="dimmed">
              {SUPPORT_CATEGORY_LABELS[t.category]} · {t.requester.displayName} (
              {statusName(t.requester.role)}) · opened {formatDateTime(t.createdAt)}
            </Text>
          </Stack>
          <Group gap="xs">
            {t.assignee ? (
              <Badge variant="outline" color="gray">
                {t.assignee.displayName}
              </Badge>
            ) : (
              <Badge variant="outline" color="red">
                Unassigned
              </Badge>
            )}
            <TicketStatusBadge status={t.status} />
          </Group>
        </Group>
      </Card>
    </UnstyledButton>
  );
}

function TicketList({
  list,
  filter,
  onOpen,
}: {
  list: Tickets;
  filter: SupportQueueFilter;
  onOpen: (id: string) => void;
}) {
  const { edges, pageInfo, loadMore } = usePagedList(list, (after) =>
    graphqlRequest(AdminSupportQueueQuery, { first: PAGE_SIZE, filter, after }).then((r) => r.supportTickets),
  );
  return (
    <Stack gap="sm">
      <Text c="dimmed" size="sm" role="status">
        {list.totalCount} {list.totalCount === 1 ? 'ticket' : 'tickets'}
      </Text>
      {edges.map(({ node }) => (
        <QueueRow key={node.id} ticket={node} onOpen={onOpen} />
      ))}
      <LoadMore pageInfo={pageInfo} onLoad={loadMore} />
    </Stack>
  );
}

export interface SupportQueueProps {
  viewerId: string | null;
  onOpen: (id: string) => void;
}

/** The queue: header figures, filters and search; unassigned tickets first, then oldest first. */
export function SupportQueue({ viewerId, onOpen }: SupportQueueProps) {
  const { params, set, reading } = useRouteFilters();
  const { status, category, assignee, search, filter } = filtersOf(params);
  const admins = useAdminOptions(viewerId);
  const [text, setText] = useState(search);
  const { data, loading, error, retry } = useScreenData<AdminSupportQueueQueryQuery>();
  const stats = data?.supportQueueStats;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    set({ search: text.trim() });
  };
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" aria-label="Queue figures">
        <Figure label="Open or in progress" value={String(stats?.activeCount ?? '—')} />
        <Figure label="Unassigned" value={String(stats?.unassignedCount ?? '—')} />
        <Figure label="Avg. first answer" value={formatDuration(stats?.averageFirstAnswerSeconds)} />
        <Figure label="Avg. resolution" value={formatDuration(stats?.averageResolutionSeconds)} />
      </SimpleGrid>
      <Group
        component="form"
        role="search"
        aria-label="Search tickets"
        onSubmit={submit}
        align="flex-end"
        gap="sm"
      >
        <TextInput
          label="Subject, requester or ticket id"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          maxLength={SEARCH_TEXT_MAX}
          leftSection={<IconSearch size={16} aria-hidden />}
          style={{ flex: '1 1 240px' }}
        />
        <Select
          label="Status"
          data={STATUS_FILTERS}
          value={status}
          allowDeselect={false}
          onChange={(v) => set({ status: v === 'active' ? null : v })}
          w={{ base: '100%', xs: 190 }}
        />
        <Select
          label="Topic"
          data={CATEGORY_FILTERS}
          value={category}
          allowDeselect={false}
          onChange={(v) => set({ topic: v === 'all' ? null : v })}
          w={{ base: '100%', xs: 150 }}
        />
        <Select
          label="Assignee"
          data={[{ value: ANYONE, label: 'Anyone' }, { value: NOBODY, label: 'Unassigned' }, ...admins]}
          value={assignee}
          allowDeselect={false}
          onChange={(v) => set({ assignee: v === ANYONE ? null : v })}
          w={{ base: '100%', xs: 180 }}
        />
      </Group>
      <QueryState
        loading={loading}
        error={error}
        data={data?.supportTickets}
        onRetry={retry}
        isEmpty={(list) => list.edges.length === 0}
        empty={
          <EmptyState icon={<IconLifebuoy size={28} />} title="No tickets match">
            New tickets from students and owners appear here; try another status or topic.
          </EmptyState>
        }
      >
        {(list) => (
          <div aria-busy={reading} style={{ opacity: reading ? 0.6 : 1 }}>
            <TicketList list={list} filter={filter} onOpen={onOpen} />
          </div>
        )}
      </QueryState>
    </Stack>
  );
}

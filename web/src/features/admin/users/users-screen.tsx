import { useQuery } from '@apollo/client/react';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconSearch, IconUsers } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { SEARCH_TEXT_MAX } from '@hostel/common';
import { DateRangeInput } from '../../../components/date-range-input';
import { EmptyState } from '../../../components/empty-state';
import { appendPage, LoadMore } from '../../../components/load-more';
import { PageFrame } from '../../../components/page-frame';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import type { AdminUsersQueryQuery, Role, UserStatus } from '../../../gql/graphql';
import { summarizeServerError } from '../../../lib/graphql-errors';
import { AdminUniversitiesQuery, AdminUsersQuery } from '../api/users';
import { formatDate } from '../../../lib/dates';
import { ROLE_LABELS, STATUS_COLORS, STATUS_LABELS } from './user-labels';

const PAGE_SIZE = 20;
const ANY = 'any';

type UserRow = AdminUsersQueryQuery['users']['edges'][number]['node'];

interface Filters {
  search: string;
  role: Role | null;
  status: UserStatus | null;
  universityId: string | null;
  signedUp: [string | null, string | null];
}

const NO_FILTERS: Filters = {
  search: '',
  role: null,
  status: null,
  universityId: null,
  signedUp: [null, null],
};

function UserCard({ user }: { user: UserRow }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={paths.admin.user(user.id)} fw={600}>
            {user.displayName}
          </Anchor>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {[user.email, user.phoneNumber].filter(Boolean).join(' · ') || 'No contact details'}
          </Text>
          <Text size="xs" c="dimmed">
            Signed up {formatDate(user.createdAt)}
            {user.university ? ` · ${user.university.name}` : ''}
          </Text>
        </Stack>
        <Group gap={6}>
          <Badge variant="light" color="gray">
            {ROLE_LABELS[user.role]}
          </Badge>
          <Badge variant="light" color={STATUS_COLORS[user.status]}>
            {STATUS_LABELS[user.status]}
          </Badge>
        </Group>
      </Group>
    </Paper>
  );
}

/** `/admin/users`: find anybody by name, e-mail or phone, narrowed by role, status, university and sign-up days. */
export function AdminUsersScreen() {
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [applied, setApplied] = useState<Filters>(NO_FILTERS);
  const universities = useQuery(AdminUniversitiesQuery);
  const { data, loading, error, refetch, fetchMore } = useQuery(AdminUsersQuery, {
    variables: {
      first: PAGE_SIZE,
      filter: {
        search: applied.search || null,
        role: applied.role,
        status: applied.status,
        universityId: applied.universityId,
        signedUpFrom: applied.signedUp[0],
        signedUpTo: applied.signedUp[1] ?? applied.signedUp[0],
      },
    },
    fetchPolicy: 'cache-and-network',
  });
  const fields = error ? summarizeServerError(error).fields : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setApplied({ ...draft, search: draft.search.trim() });
  };
  const change = <K extends keyof Filters>(key: K, value: Filters[K]) => {
    const next = { ...draft, [key]: value };
    setDraft(next);
    // Choices apply at once; the text applies when searched.
    if (key !== 'search') setApplied({ ...next, search: applied.search });
  };

  return (
    <PageFrame
      title="Users"
      description="Find students, owners and admins; open one to act on their account."
    >
      <Stack gap="md">
        <Stack component="form" role="search" aria-label="Search users" onSubmit={submit} gap="sm">
          <Group align="flex-end" gap="sm">
            <TextInput
              label="Name, e-mail or phone"
              placeholder="e.g. Ama, ama@uni.edu, +233 24"
              value={draft.search}
              onChange={(e) => setDraft({ ...draft, search: e.currentTarget.value })}
              maxLength={SEARCH_TEXT_MAX}
              error={fields['filter.search']}
              style={{ flex: '1 1 260px' }}
            />
            <Button type="submit" leftSection={<IconSearch size={16} />}>
              Search
            </Button>
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
            <Select
              label="Role"
              data={[
                { value: ANY, label: 'Any role' },
                ...Object.entries(ROLE_LABELS).map(([value, label]) => ({ value, label })),
              ]}
              value={draft.role ?? ANY}
              onChange={(value) => change('role', value && value !== ANY ? (value as Role) : null)}
              allowDeselect={false}
            />
            <Select
              label="Status"
              data={[
                { value: ANY, label: 'Any status' },
                ...Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label })),
              ]}
              value={draft.status ?? ANY}
              onChange={(value) => change('status', value && value !== ANY ? (value as UserStatus) : null)}
              allowDeselect={false}
            />
            <Select
              label="University"
              searchable
              data={[
                { value: ANY, label: 'Any university' },
                ...(universities.data?.universities ?? []).map((u) => ({ value: u.id, label: u.name })),
              ]}
              value={draft.universityId ?? ANY}
              onChange={(value) => change('universityId', value && value !== ANY ? value : null)}
              allowDeselect={false}
            />
            <DateRangeInput
              label="Signed up"
              placeholder="Any day"
              value={draft.signedUp}
              onChange={(value) => change('signedUp', value)}
              error={fields['filter.signedUpFrom'] ?? fields['filter.signedUpTo']}
            />
          </SimpleGrid>
        </Stack>
        <QueryState
          loading={loading}
          error={Object.keys(fields).length > 0 ? null : error}
          data={data?.users}
          onRetry={() => void refetch()}
          isEmpty={(users) => users.edges.length === 0}
          empty={
            <EmptyState icon={<IconUsers size={28} />} title="No users found">
              Nobody matches this search. Try part of the name, e-mail or number, or fewer filters.
            </EmptyState>
          }
        >
          {(users) => (
            <Stack gap="sm">
              <Text size="sm" c="dimmed" aria-live="polite">
                {users.totalCount} {users.totalCount === 1 ? 'user' : 'users'}
              </Text>
              {users.edges.map(({ node }) => (
                <UserCard key={node.id} user={node} />
              ))}
              <LoadMore
                pageInfo={users.pageInfo}
                onLoad={(after) => fetchMore({ variables: { after }, updateQuery: appendPage('users') })}
              />
            </Stack>
          )}
        </QueryState>
      </Stack>
    </PageFrame>
  );
}

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
import { Link, type LoaderFunctionArgs } from 'react-router';
import { SEARCH_TEXT_MAX } from '@hostel/common';
import { DateRangeInput } from '../../../components/date-range-input';
import { EmptyState } from '../../../components/empty-state';
import { LoadMore } from '../../../components/load-more';
import { PageFrame } from '../../../components/page-frame';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import type { AdminUsersQueryQuery, UserFilterInput } from '../../../gql/graphql';
import { summarizeServerError } from '../../../lib/graphql-errors';
import { graphqlRequest } from '../../../lib/graphql-request';
import { screenLoader, useScreenData } from '../../../lib/screen-loader';
import { usePagedList, useRequest } from '../../../lib/use-request';
import { AdminUniversitiesQuery, AdminUsersQuery } from '../api/users';
import { formatDate } from '../../../lib/dates';
import { oneOf, paramsOf, useRouteFilters } from '../../../lib/route-filters';
import { ROLE_LABELS, STATUS_COLORS, STATUS_LABELS } from './user-labels';

const PAGE_SIZE = 20;
const ANY = 'any';

type Users = AdminUsersQueryQuery['users'];
type UserRow = Users['edges'][number]['node'];

/** The URL's filters (`search`, `role`, `status`, `university`, sign-up days `from`..`to`). */
function filterOf(params: URLSearchParams): UserFilterInput {
  const from = params.get('from');
  return {
    search: params.get('search') || null,
    role: oneOf(ROLE_LABELS, params.get('role')),
    status: oneOf(STATUS_LABELS, params.get('status')),
    universityId: params.get('university'),
    signedUpFrom: from,
    signedUpTo: params.get('to') ?? from,
  };
}

export const loader = screenLoader(AdminUsersQuery, (args: LoaderFunctionArgs) => ({
  first: PAGE_SIZE,
  filter: filterOf(paramsOf(args)),
}));

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

/** The users found, and the next pages on "Load more". */
function UserList({ users, filter }: { users: Users; filter: UserFilterInput }) {
  const { edges, pageInfo, loadMore } = usePagedList(users, (after) =>
    graphqlRequest(AdminUsersQuery, { first: PAGE_SIZE, filter, after }).then((r) => r.users),
  );
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {users.totalCount} {users.totalCount === 1 ? 'user' : 'users'}
      </Text>
      {edges.map(({ node }) => (
        <UserCard key={node.id} user={node} />
      ))}
      <LoadMore pageInfo={pageInfo} onLoad={loadMore} />
    </Stack>
  );
}

/** `/admin/users`: find anybody by name, e-mail or phone, narrowed by role, status, university and sign-up days. */
export function AdminUsersScreen() {
  const { params, set, reading } = useRouteFilters();
  const filter = filterOf(params);
  const [search, setSearch] = useState(filter.search ?? '');
  const universities = useRequest(AdminUniversitiesQuery, {});
  const { data, loading, error, retry } = useScreenData<AdminUsersQueryQuery>();
  const fields = error ? summarizeServerError(error).fields : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    set({ search: search.trim() });
  };
  // Choices apply at once; the text applies when searched.
  const choose = (key: string) => (value: string | null) => set({ [key]: value === ANY ? null : value });

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
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
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
              value={filter.role ?? ANY}
              onChange={choose('role')}
              allowDeselect={false}
            />
            <Select
              label="Status"
              data={[
                { value: ANY, label: 'Any status' },
                ...Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label })),
              ]}
              value={filter.status ?? ANY}
              onChange={choose('status')}
              allowDeselect={false}
            />
            <Select
              label="University"
              searchable
              data={[
                { value: ANY, label: 'Any university' },
                ...(universities.data?.universities ?? []).map((u) => ({ value: u.id, label: u.name })),
              ]}
              value={filter.universityId ?? ANY}
              onChange={choose('university')}
              allowDeselect={false}
            />
            <DateRangeInput
              label="Signed up"
              placeholder="Any day"
              value={[params.get('from'), params.get('to')]}
              onChange={([from, to]) => set({ from, to })}
              error={fields['filter.signedUpFrom'] ?? fields['filter.signedUpTo']}
            />
          </SimpleGrid>
        </Stack>
        <QueryState
          loading={loading}
          error={Object.keys(fields).length > 0 ? null : error}
          data={data?.users}
          onRetry={retry}
          isEmpty={(users) => users.edges.length === 0}
          empty={
            <EmptyState icon={<IconUsers size={28} />} title="No users found">
              Nobody matches this search. Try part of the name, e-mail or number, or fewer filters.
            </EmptyState>
          }
        >
          {(users) => (
            <div aria-busy={reading} style={{ opacity: reading ? 0.6 : 1 }}>
              <UserList users={users} filter={filter} />
            </div>
          )}
        </QueryState>
      </Stack>
    </PageFrame>
  );
}

import { useQuery } from '@apollo/client/react';
import { Anchor, Code, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DateRangeInput } from '../../../components/date-range-input';
import { EmptyState } from '../../../components/empty-state';
import { appendPage, LoadMore } from '../../../components/load-more';
import { PageFrame } from '../../../components/page-frame';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import type { AuditLogQueryQuery } from '../../../gql/graphql';
import { summarizeServerError } from '../../../lib/graphql-errors';
import { useAuth } from '../../auth/public';
import { AuditLogQuery } from '../api/audit';
import { useAdminOptions } from '../support/use-admins';
import { formatDateTime } from '../../../lib/dates';
import { entityLink } from './entity-link';

const PAGE_SIZE = 30;
const ANY = 'any';

type Entry = AuditLogQueryQuery['auditLog']['edges'][number]['node'];

/** The raw details, pretty-printed; the summary says the same in words. */
function rawDetails(details: string): string {
  try {
    return JSON.stringify(JSON.parse(details), null, 2);
  } catch {
    return details;
  }
}

function EntryRow({ entry }: { entry: Entry }) {
  const link = entityLink(entry.entity, entry.entityId);
  const thing = entry.entityName ?? entry.entityId;
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={entry.summary}>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" align="flex-start" wrap="nowrap">
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {entry.summary}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(entry.createdAt)}
          </Text>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          By{' '}
          {entry.actor ? (
            <>
              <Anchor component={Link} to={paths.admin.user(entry.actor.id)} underline="always">
                {entry.actor.displayName}
              </Anchor>
              {entry.actor.email && ` (${entry.actor.email})`}
            </>
          ) : (
            'the system'
          )}{' '}
          · {entry.entity}:{' '}
          {link ? (
            <Anchor component={Link} to={link} underline="always">
              {thing}
            </Anchor>
          ) : (
            thing
          )}
        </Text>
        {entry.details !== '{}' && (
          <details>
            <Text component="summary" size="xs" c="dimmed" style={{ cursor: 'pointer' }}>
              Details of {entry.action}
            </Text>
            <Code block mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {rawDetails(entry.details)}
            </Code>
          </details>
        )}
      </Stack>
    </Paper>
  );
}

/** `/admin/audit`: every admin action and money movement, newest first, by who, what, which thing and when. */
export function AuditLogScreen() {
  const [params] = useSearchParams();
  const viewerId = useAuth().me?.user?.id ?? null;
  const admins = useAdminOptions(viewerId);
  const [actorId, setActorId] = useState<string | null>(params.get('actorId'));
  const [action, setAction] = useState<string | null>(null);
  const [entity, setEntity] = useState<string | null>(params.get('entity'));
  const [entityId, setEntityId] = useState(params.get('entityId') ?? '');
  const [days, setDays] = useState<[string | null, string | null]>([null, null]);
  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(AuditLogQuery, {
    variables: {
      first: PAGE_SIZE,
      actorId,
      action,
      entity,
      entityId: entityId.trim() || null,
      from: days[0],
      to: days[1] ?? days[0],
    },
    fetchPolicy: 'cache-and-network',
  });
  const options = (data ?? previousData)?.auditFilterOptions;
  const fields = error ? summarizeServerError(error).fields : {};
  const choices = (values: string[] | undefined, anyLabel: string) => [
    { value: ANY, label: anyLabel },
    ...(values ?? []).map((value) => ({ value, label: value })),
  ];
  const pick = (set: (value: string | null) => void) => (value: string | null) =>
    set(value && value !== ANY ? value : null);

  return (
    <PageFrame title="Audit log" description="Every admin action and money movement, newest first.">
      <Stack gap="md">
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: 5 }}
          spacing="sm"
          role="search"
          aria-label="Filter the audit log"
        >
          <Select
            label="Who"
            searchable
            data={[{ value: ANY, label: 'Anybody' }, ...admins]}
            value={actorId ?? ANY}
            onChange={pick(setActorId)}
            allowDeselect={false}
          />
          <Select
            label="Action"
            searchable
            data={choices(options?.actions, 'Any action')}
            value={action ?? ANY}
            onChange={pick(setAction)}
            allowDeselect={false}
          />
          <Select
            label="Kind of thing"
            data={choices(options?.entities, 'Anything')}
            value={entity ?? ANY}
            onChange={pick(setEntity)}
            allowDeselect={false}
          />
          <TextInput
            label="Thing's id"
            value={entityId}
            onChange={(e) => setEntityId(e.currentTarget.value)}
            maxLength={100}
          />
          <DateRangeInput
            label="Days"
            placeholder="Any day"
            value={days}
            onChange={setDays}
            error={fields.from ?? fields.to}
          />
        </SimpleGrid>
        <QueryState
          loading={loading}
          error={Object.keys(fields).length > 0 ? null : error}
          data={data?.auditLog}
          onRetry={() => void refetch()}
          isEmpty={(log) => log.edges.length === 0}
          empty={
            <EmptyState icon={<IconHistory size={28} />} title="Nothing recorded">
              No action matches these filters.
            </EmptyState>
          }
        >
          {(log) => (
            <Stack gap="sm">
              <Text size="sm" c="dimmed" aria-live="polite">
                {log.totalCount} {log.totalCount === 1 ? 'entry' : 'entries'}
              </Text>
              {log.edges.map(({ node }) => (
                <EntryRow key={node.id} entry={node} />
              ))}
              <LoadMore
                pageInfo={log.pageInfo}
                onLoad={(after) => fetchMore({ variables: { after }, updateQuery: appendPage('auditLog') })}
              />
            </Stack>
          )}
        </QueryState>
      </Stack>
    </PageFrame>
  );
}

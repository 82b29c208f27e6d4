import { Anchor, Code, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { DateRangeInput } from '../../../components/date-range-input';
import { EmptyState } from '../../../components/empty-state';
import { LoadMore } from '../../../components/load-more';
import { PageFrame } from '../../../components/page-frame';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import type { AuditLogQueryQuery, AuditLogQueryQueryVariables } from '../../../gql/graphql';
import { summarizeServerError } from '../../../lib/graphql-errors';
import { graphqlRequest } from '../../../lib/graphql-request';
import { screenLoader, useScreenData } from '../../../lib/screen-loader';
import { usePagedList } from '../../../lib/use-request';
import { useAuth } from '../../auth/public';
import { AuditLogQuery } from '../api/audit';
import { useAdminOptions } from '../support/use-admins';
import { formatDateTime } from '../../../lib/dates';
import { paramsOf, useRouteFilters } from '../../../lib/route-filters';
import { entityLink } from './entity-link';

const PAGE_SIZE = 30;
const ANY = 'any';

type Log = AuditLogQueryQuery['auditLog'];
type Entry = Log['edges'][number]['node'];

/** The URL's filters: `actorId`, `action`, `entity`, `entityId`, days `from`..`to`. */
function filtersOf(params: URLSearchParams): AuditLogQueryQueryVariables {
  const from = params.get('from');
  return {
    first: PAGE_SIZE,
    actorId: params.get('actorId'),
    action: params.get('action'),
    entity: params.get('entity'),
    entityId: params.get('entityId')?.trim() || null,
    from,
    to: params.get('to') ?? from,
  };
}

export const loader = screenLoader(AuditLogQuery, (args: LoaderFunctionArgs) => filtersOf(paramsOf(args)));

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

/** The entries found, and the next pages on "Load more". */
function EntryList({ log, filters }: { log: Log; filters: AuditLogQueryQueryVariables }) {
  const { edges, pageInfo, loadMore } = usePagedList(log, (after) =>
    graphqlRequest(AuditLogQuery, { ...filters, after }).then((r) => r.auditLog),
  );
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {log.totalCount} {log.totalCount === 1 ? 'entry' : 'entries'}
      </Text>
      {edges.map(({ node }) => (
        <EntryRow key={node.id} entry={node} />
      ))}
      <LoadMore pageInfo={pageInfo} onLoad={loadMore} />
    </Stack>
  );
}

/** `/admin/audit`: every admin action and money movement, newest first, by who, what, which thing and when. */
export function AuditLogScreen() {
  const { params, set, reading } = useRouteFilters();
  const filters = filtersOf(params);
  const viewerId = useAuth().me?.user?.id ?? null;
  const admins = useAdminOptions(viewerId);
  // The id applies as it is typed; the field keeps what was typed while the URL follows.
  const [entityId, setEntityId] = useState(params.get('entityId') ?? '');
  const { data, loading, error, retry } = useScreenData<AuditLogQueryQuery>();
  const options = data?.auditFilterOptions;
  const fields = error ? summarizeServerError(error).fields : {};
  const choices = (values: string[] | undefined, anyLabel: string) => [
    { value: ANY, label: anyLabel },
    ...(values ?? []).map((value) => ({ value, label: value })),
  ];
  const pick = (key: string) => (value: string | null) => set({ [key]: value === ANY ? null : value });

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
            value={filters.actorId ?? ANY}
            onChange={pick('actorId')}
            allowDeselect={false}
          />
          <Select
            label="Action"
            searchable
            data={choices(options?.actions, 'Any action')}
            value={filters.action ?? ANY}
            onChange={pick('action')}
            allowDeselect={false}
          />
          <Select
            label="Kind of thing"
            data={choices(options?.entities, 'Anything')}
            value={filters.entity ?? ANY}
            onChange={pick('entity')}
            allowDeselect={false}
          />
          <TextInput
            label="Thing's id"
            value={entityId}
            onChange={(e) => {
              setEntityId(e.currentTarget.value);
              set({ entityId: e.currentTarget.value }, { replace: true });
            }}
            maxLength={100}
          />
          <DateRangeInput
            label="Days"
            placeholder="Any day"
            value={[params.get('from'), params.get('to')]}
            onChange={([from, to]) => set({ from, to })}
            error={fields.from ?? fields.to}
          />
        </SimpleGrid>
        <QueryState
          loading={loading}
          error={Object.keys(fields).length > 0 ? null : error}
          data={data?.auditLog}
          onRetry={retry}
          isEmpty={(log) => log.edges.length === 0}
          empty={
            <EmptyState icon={<IconHistory size={28} />} title="Nothing recorded">
              No action matches these filters.
            </EmptyState>
          }
        >
          {(log) => (
            <div aria-busy={reading} style={{ opacity: reading ? 0.6 : 1 }}>
              <EntryList log={log} filters={filters} />
            </div>
          )}
        </QueryState>
      </Stack>
    </PageFrame>
  );
}

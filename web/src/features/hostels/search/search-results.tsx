import { useQuery } from '@apollo/client/react';
import { Button, Group, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import type { HostelSort } from '../../../gql/graphql';
import { HostelsSearchQuery } from '../api/search';
import { appendPage, LoadMore } from '../load-more';
import { HostelCard } from './hostel-card';
import { hostelLink, SORTS, toSearchVariables, type SearchState } from './search-params';

const PAGE_SIZE = 20;

export interface SearchResultsProps {
  search: SearchState;
  onSortChange: (sort: HostelSort) => void;
  onClear: () => void;
}

/** One page of results and "Load more" (cursor pagination); each card keeps the searched stay. */
export function SearchResults({ search, onSortChange, onClear }: SearchResultsProps) {
  const variables = { ...toSearchVariables(search), first: PAGE_SIZE };
  const { data, loading, error, refetch, fetchMore } = useQuery(HostelsSearchQuery, { variables });
  const stay = { checkIn: search.checkIn, checkOut: search.checkOut, beds: search.beds };
  const sorts = SORTS.filter((sort) => sort.value !== 'DISTANCE' || search.universityId);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text c="dimmed" aria-live="polite">
          {data ? `${data.hostels.totalCount} ${data.hostels.totalCount === 1 ? 'hostel' : 'hostels'}` : ' '}
        </Text>
        <NativeSelect
          label="Sort by"
          data={sorts}
          value={variables.sort}
          onChange={(e) => onSortChange(e.currentTarget.value as HostelSort)}
          w={{ base: '100%', xs: 240 }}
        />
      </Group>
      <QueryState
        loading={loading}
        error={error}
        data={data?.hostels}
        onRetry={() => void refetch()}
        isEmpty={(hostels) => hostels.edges.length === 0}
        empty={
          <EmptyState
            icon={<IconMoodEmpty size={28} />}
            title="No hostels match this search"
            action={
              <Button variant="light" onClick={onClear}>
                Clear the filters
              </Button>
            }
          >
            Try other dates, a wider radius, a higher price or fewer amenities.
          </EmptyState>
        }
      >
        {(hostels) => (
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {hostels.edges.map((edge) => (
                <HostelCard key={edge.node.id} hostel={edge.node} to={hostelLink(edge.node.id, stay)} />
              ))}
            </SimpleGrid>
            <LoadMore
              pageInfo={hostels.pageInfo}
              label="Load more hostels"
              onLoad={(after) => fetchMore({ variables: { after }, updateQuery: appendPage('hostels') })}
            />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

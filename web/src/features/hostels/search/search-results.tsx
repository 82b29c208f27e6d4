import { useQuery } from '@apollo/client/react';
import { Button, Group, NativeSelect, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { FullPageLoader } from '../../../components/full-page-loader';
import { QueryState } from '../../../components/query-state';
import type { HostelSort } from '../../../gql/graphql';
import { importWithReload } from '../../../lib/chunk-reload';
import { HostelsSearchQuery } from '../api/search';
import { SORTS, toSearchVariables, type SearchState } from './search-params';
import { appendPage } from '../../../components/load-more';

const PAGE_SIZE = 20;

// The cards (and their favourite button) are not needed to paint the search form: their chunk is
// fetched alongside the results query (see the effect below) instead of before the first paint.
const loadResultList = () => importWithReload(() => import('./result-list'));
const ResultList = lazy(() => loadResultList().then((m) => ({ default: m.ResultList })));

export interface SearchResultsProps {
  search: SearchState;
  onSortChange: (sort: HostelSort) => void;
  onClear: () => void;
}

/** "1 hostel", "12 hostels", or "100+ hostels" when the server stopped counting. */
const countLabel = (count: number, capped: boolean) =>
  `${count}${capped ? '+' : ''} ${count === 1 && !capped ? 'hostel' : 'hostels'}`;

/** One page of results and "Load more" (cursor pagination); each card keeps the searched stay. */
export function SearchResults({ search, onSortChange, onClear }: SearchResultsProps) {
  const variables = { ...toSearchVariables(search), first: PAGE_SIZE };
  const { data, loading, error, refetch, fetchMore } = useQuery(HostelsSearchQuery, { variables });
  useEffect(() => void loadResultList(), []);
  // The cards render in a background (interruptible) render: a query result alone would render
  // twenty cards in one blocking task.
  const hostels = useDeferredValue(data?.hostels);
  const stay = { checkIn: search.checkIn, checkOut: search.checkOut, beds: search.beds };
  const sorts = SORTS.filter((sort) => sort.value !== 'DISTANCE' || search.universityId);
  // Where prices are compared, say in which currency (the city's): cards keep their own.
  const comparesPrices = variables.sort.startsWith('PRICE') || Boolean(search.minPrice || search.maxPrice);
  const currency = data?.hostels.priceCurrency;
  const priceNote = comparesPrices && currency ? ` · prices compared in ${currency}` : '';
  return (
    <Stack gap="md">
      {/* The cards' names are third-level headings, under the page's title and this one. */}
      <VisuallyHidden component="h2">Search results</VisuallyHidden>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text c="dimmed" aria-live="polite">
          {data ? `${countLabel(data.hostels.totalCount, data.hostels.totalCountIsCapped)}${priceNote}` : ' '}
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
        loading={loading || hostels !== data?.hostels}
        error={error}
        data={hostels}
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
          <Suspense fallback={<FullPageLoader />}>
            <ResultList
              hostels={hostels}
              stay={stay}
              onLoadMore={(after) => fetchMore({ variables: { after }, updateQuery: appendPage('hostels') })}
            />
          </Suspense>
        )}
      </QueryState>
    </Stack>
  );
}

import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { HostelSort } from '../../../gql/graphql';
import { SearchFilters } from './search-filters';
import { emptySearch, parseSearch, toSearchParams, type SearchState } from './search-params';
import { SearchResults } from './search-results';

/** Filters and results of `/` and `/students`; the URL is the only state of the search. */
export function HostelSearch() {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => parseSearch(params), [params]);
  const apply = (next: SearchState) => setParams(toSearchParams(next));
  return (
    <Stack gap="lg">
      <SearchFilters value={search} onSearch={apply} />
      <SearchResults
        search={search}
        onSortChange={(sort: HostelSort) => apply({ ...search, sort })}
        onClear={() => apply(emptySearch)}
      />
    </Stack>
  );
}

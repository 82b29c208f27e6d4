import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useLoaderData, useSearchParams } from 'react-router';
import type { HostelSort } from '../../../gql/graphql';
import { SearchFilters } from './search-filters';
import type { SearchData } from './search-loader';
import { emptySearch, parseSearch, toSearchParams, type SearchState } from './search-params';
import { SearchResults } from './search-results';

/**
 * Filters and results of `/` and `/students`; the URL is the only state of the search, and the
 * route's loader (search-loader.ts) fetches what it finds.
 */
export function HostelSearch() {
  const [params, setParams] = useSearchParams();
  const data = useLoaderData() as SearchData;
  const search = useMemo(() => parseSearch(params), [params]);
  // An area searched on the map means nothing in another city or near another university.
  const apply = (next: SearchState) => {
    const elsewhere = next.city !== search.city || next.universityId !== search.universityId;
    setParams(toSearchParams(elsewhere ? { ...next, bounds: null } : next));
  };
  return (
    <Stack gap="lg">
      <SearchFilters value={search} universities={data.universities} onSearch={apply} />
      <SearchResults
        search={search}
        data={data}
        onChange={apply}
        onSortChange={(sort: HostelSort) => apply({ ...search, sort })}
        onClear={() => apply({ ...emptySearch, view: search.view })}
        onClearDates={() => apply({ ...search, checkIn: '', checkOut: '' })}
      />
    </Stack>
  );
}

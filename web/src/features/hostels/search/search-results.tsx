import { Alert, Box, Button, Group, NativeSelect, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import { lazy, Suspense, useDeferredValue, useEffect, useState, type ComponentType } from 'react';
import { useLocation, useNavigation, useRevalidator } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { FullPageLoader } from '../../../components/full-page-loader';
import { QueryState } from '../../../components/query-state';
import type { HostelSort } from '../../../gql/graphql';
import { importWithReload } from '../../../lib/chunk-reload';
import { hasErrorCode, summarizeServerError } from '../../../lib/graphql-errors';
import { graphqlRequest } from '../../../lib/graphql-request';
import { neededForFirstRender, serverData } from '../../../lib/server-data';
import { HostelsSearchQuery } from '../api/search';
import { MapSlot, ViewToggle } from './map-slot';
import type { ResultListProps } from './result-list';
import { searchVariables, type SearchData, type SearchHostels } from './search-loader';
import { SearchProblem } from './search-problem';
import { SORTS, toSearchVariables, type SearchState } from './search-params';

// The cards (and their favourite button) are not needed to paint the search form: their chunk is
// fetched alongside the results (see the effect below) instead of before the first paint.
let resultList: { ResultList: ComponentType<ResultListProps> } | undefined;
const loadResultList = () =>
  importWithReload(() => import('./result-list')).then((module) => (resultList = module));
const LazyResultList = lazy(() => loadResultList().then((m) => ({ default: m.ResultList })));
// Over a page the server rendered with its results, the app's first render needs the cards at once.
if (typeof document !== 'undefined' && serverData()) neededForFirstRender(loadResultList());

/**
 * The cards, straight away when their chunk is here: React.lazy suspends on its first render even
 * then, and its fallback would replace the cards the server sent.
 */
function Cards(props: ResultListProps) {
  const [List] = useState(() => resultList?.ResultList ?? LazyResultList);
  return <List {...props} />;
}

export interface SearchResultsProps {
  search: SearchState;
  /** The route loader's answer for this search (search-loader.ts). */
  data: SearchData;
  /** A new search: the view (list or map) or the map's area. */
  onChange: (next: SearchState) => void;
  onSortChange: (sort: HostelSort) => void;
  onClear: () => void;
  onClearDates: () => void;
}

/** "1 hostel", "12 hostels", or "100+ hostels" when the server stopped counting. */
const countLabel = (count: number, capped: boolean) =>
  `${count}${capped ? '+' : ''} ${count === 1 && !capped ? 'hostel' : 'hostels'}`;

/** The loader's page and the pages "Load more" added to it (dropped when the search changes). */
function usePages(first: SearchHostels | null, search: SearchState) {
  const [more, setMore] = useState<{ first: SearchHostels; all: SearchHostels } | null>(null);
  const hostels = more && more.first === first ? more.all : first;
  const loadMore = async (after: string) => {
    const next = await graphqlRequest(HostelsSearchQuery, { ...searchVariables(search), after });
    if (!first || !hostels) return;
    setMore({ first, all: { ...next.hostels, edges: [...hostels.edges, ...next.hostels.edges] } });
  };
  return { hostels, loadMore };
}

/** One page of results and "Load more" (cursor pagination); each card keeps the searched stay. */
export function SearchResults(props: SearchResultsProps) {
  const { search, data, onChange, onSortChange, onClear, onClearDates } = props;
  const { hostels: found, loadMore } = usePages(data.hostels, search);
  // Why the map could not show (no WebGL, tiles or style unreachable): the list shows instead.
  const [mapFailure, setMapFailure] = useState<string | null>(null);
  const showMap = search.view === 'map' && !mapFailure;
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const location = useLocation();
  // A new search of this screen is on its way: the results shown are the previous search's.
  const searching =
    revalidator.state === 'loading' ||
    (navigation.state === 'loading' && navigation.location.pathname === location.pathname);
  useEffect(() => void loadResultList(), []);
  // The cards render in a background (interruptible) render: new results alone would render
  // twenty cards in one blocking task.
  const hostels = useDeferredValue(found);
  const stay = { checkIn: search.checkIn, checkOut: search.checkOut, beds: search.beds };
  const universities = data.universities ?? [];
  const sorts = SORTS.filter((sort) => sort.value !== 'DISTANCE' || search.universityId);
  const sort = toSearchVariables(search).sort;
  // Where prices are compared, say in which currency (the city's): cards keep their own.
  const comparesPrices = sort.startsWith('PRICE') || Boolean(search.minPrice || search.maxPrice);
  const currency = found?.priceCurrency;
  const priceNote = comparesPrices && currency ? ` · prices compared in ${currency}` : '';
  if (hasErrorCode(data.error, 'BAD_USER_INPUT')) {
    const problem = summarizeServerError(data.error);
    return <SearchProblem problem={problem} onClearDates={onClearDates} onClear={onClear} />;
  }
  return (
    <Stack gap="md">
      {/* The cards' names are third-level headings, under the page's title and this one. */}
      <VisuallyHidden component="h2">Search results</VisuallyHidden>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4} align="flex-start">
          <Text c="dimmed" aria-live="polite">
            {found ? `${countLabel(found.totalCount, found.totalCountIsCapped)}${priceNote}` : ' '}
          </Text>
          {search.bounds && (
            <Button variant="light" size="compact-sm" onClick={() => onChange({ ...search, bounds: null })}>
              In the map area · Show all
            </Button>
          )}
        </Stack>
        <Group gap="sm" align="flex-end" w={{ base: '100%', xs: 'auto' }}>
          <ViewToggle
            view={showMap ? 'map' : 'list'}
            onChange={(view) => {
              setMapFailure(null);
              onChange({ ...search, view });
            }}
          />
          <NativeSelect
            label="Sort by"
            data={sorts}
            value={sort}
            onChange={(e) => onSortChange(e.currentTarget.value as HostelSort)}
            w={{ base: '100%', xs: 240 }}
          />
        </Group>
      </Group>
      {mapFailure && search.view === 'map' && (
        <Alert color="yellow" title="The map could not be shown">
          {mapFailure} Here are the same results as a list.
        </Alert>
      )}
      <Box aria-busy={searching} style={{ opacity: searching ? 0.6 : 1, transition: 'opacity 150ms' }}>
        {showMap && found ? (
          <MapSlot
            hostels={found}
            stay={stay}
            search={search}
            university={universities.find((u) => u.id === search.universityId) ?? null}
            onSearchArea={(bounds) => onChange({ ...search, bounds })}
            onFail={setMapFailure}
            onLoadMore={loadMore}
          />
        ) : (
          <QueryState
            loading={hostels !== found}
            error={data.error}
            data={hostels}
            onRetry={() => void revalidator.revalidate()}
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
                <Cards
                  hostels={hostels}
                  stay={stay}
                  universityId={search.universityId}
                  onLoadMore={loadMore}
                />
              </Suspense>
            )}
          </QueryState>
        )}
      </Box>
    </Stack>
  );
}

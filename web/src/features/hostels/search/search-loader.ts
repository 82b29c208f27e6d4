import type { LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router';
import type { HostelsSearchQueryQuery, HostelsUniversitiesQueryQuery } from '../../../gql/graphql';
import { graphqlRequest, type GraphQLRequestOptions } from '../../../lib/graphql-request';
import { loaderRequestOptions } from '../../../lib/screen-loader';
import { serverData } from '../../../lib/server-data';
import { HostelsSearchQuery, HostelsUniversitiesQuery } from '../api/search';
import { parseSearch, toSearchVariables, type SearchState } from './search-params';

const PAGE_SIZE = 20;

export type SearchHostels = HostelsSearchQueryQuery['hostels'];
type Universities = HostelsUniversitiesQueryQuery['universities'];

/** The search's first page for the URL's filters, and the form's universities. */
export interface SearchData {
  hostels: SearchHostels | null;
  /** Why there are no results: the screen shows it with Retry, or what to change (BAD_USER_INPUT). */
  error?: unknown;
  universities: Universities | null;
}

export const searchVariables = (search: SearchState) => ({ ...toSearchVariables(search), first: PAGE_SIZE });

// The browser asks for the universities once per page load (they change rarely), or not at all when
// the page the server rendered carried them; the server renderer asks with each page it renders.
let universitiesOnce: Promise<Universities> | null = null;

const sentUniversities = () =>
  Object.values(serverData()?.router?.loaderData ?? {})
    .map((data) => (data as Partial<SearchData> | null)?.universities)
    .find((list) => list != null);

function universities(options: GraphQLRequestOptions, server: boolean): Promise<Universities> {
  const request = () =>
    graphqlRequest(HostelsUniversitiesQuery, {}, options).then((data) => data.universities);
  if (server) return request();
  universitiesOnce ??= (async () => sentUniversities() ?? request())().catch((error: unknown) => {
    universitiesOnce = null;
    throw error;
  });
  return universitiesOnce;
}

/** The route loader of the search screens (`/`, `/hostels?city=`, `/students`). */
export async function searchLoader(args: LoaderFunctionArgs): Promise<SearchData> {
  const options = loaderRequestOptions(args);
  const server = import.meta.env.SSR;
  const [results, list] = await Promise.allSettled([
    graphqlRequest(
      HostelsSearchQuery,
      searchVariables(parseSearch(new URL(args.request.url).searchParams)),
      options,
    ),
    universities(options, server),
  ]);
  // The server renderer sends the plain shell instead, and the browser asks again.
  if (server && results.status === 'rejected') throw results.reason;
  return {
    hostels: results.status === 'fulfilled' ? results.value.hostels : null,
    error: results.status === 'rejected' ? results.reason : undefined,
    universities: list.status === 'fulfilled' ? list.value : null,
  };
}

/** Switching between the list and the map reads nothing new: the same search. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => {
  const searched = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete('view');
    return `${url.pathname}?${params}`;
  };
  return (
    defaultShouldRevalidate &&
    (currentUrl.href === nextUrl.href || searched(currentUrl) !== searched(nextUrl))
  );
};

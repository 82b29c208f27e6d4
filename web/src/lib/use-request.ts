import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { graphqlRequest, type GraphQLRequestOptions } from './graphql-request';

type RunOptions = Pick<GraphQLRequestOptions, 'onUploadProgress' | 'signal'>;

export interface MutationState<Result> {
  loading: boolean;
  error: unknown;
  data: Result | undefined;
  reset: () => void;
}

/**
 * A write through the one client (graphql-request.ts). After it succeeds, the route loaders on
 * screen read again (what Apollo's cache did): pass `revalidate: false` when the screen updates
 * itself from the answer. `run` rejects as the request did; `error` holds it for the screen too.
 */
export function useMutationRequest<Result, Variables>(
  document: TypedDocumentNode<Result, Variables>,
  { revalidate = true }: { revalidate?: boolean } = {},
): [(variables: Variables, options?: RunOptions) => Promise<Result>, MutationState<Result>] {
  const revalidator = useRevalidator();
  const [state, setState] = useState<{ loading: boolean; error: unknown; data: Result | undefined }>({
    loading: false,
    error: undefined,
    data: undefined,
  });
  const latest = useRef(0);
  const run = useCallback(
    async (variables: Variables, options: RunOptions = {}) => {
      const ticket = ++latest.current;
      setState((previous) => ({ ...previous, loading: true, error: undefined }));
      try {
        const data = await graphqlRequest(document, variables, options);
        if (ticket === latest.current) setState({ loading: false, error: undefined, data });
        if (revalidate) await revalidator.revalidate();
        return data;
      } catch (error) {
        if (ticket === latest.current) setState({ loading: false, error, data: undefined });
        throw error;
      }
    },
    // revalidator is a new object each render; its revalidate is what matters and is stable enough.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [document, revalidate],
  );
  const reset = useCallback(() => setState({ loading: false, error: undefined, data: undefined }), []);
  return [run, { ...state, reset }];
}

export interface RequestState<Result> {
  data: Result | undefined;
  error: unknown;
  loading: boolean;
  refetch: () => void;
}

/**
 * A read that is not the route's (the route's data comes from its loader): one a screen makes when
 * the user opens something (a dialog's quote, a card's details). Reads again when `variables`
 * change; `skip` waits. An answer that arrives after newer variables is dropped.
 */
export function useRequest<Result, Variables>(
  document: TypedDocumentNode<Result, Variables>,
  variables: Variables,
  { skip = false }: { skip?: boolean } = {},
): RequestState<Result> {
  const key = JSON.stringify(variables);
  const [reads, setReads] = useState(0);
  const [state, setState] = useState<{ key: string | null; data?: Result; error?: unknown }>({ key: null });
  useEffect(() => {
    if (skip) return;
    const controller = new AbortController();
    graphqlRequest(document, JSON.parse(key) as Variables, { signal: controller.signal }).then(
      (data) => setState({ key, data }),
      (error: unknown) => !controller.signal.aborted && setState({ key, error }),
    );
    return () => controller.abort();
  }, [document, key, skip, reads]);
  const current = state.key === key;
  return {
    data: current ? state.data : undefined,
    error: current ? state.error : undefined,
    loading: !skip && !current,
    refetch: useCallback(() => setReads((n) => n + 1), []),
  };
}

export interface Connection<Edge> {
  edges: Edge[];
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
}

/**
 * A cursor-paginated list whose first page is the route loader's: "Load more" appends the next
 * pages read by `fetchPage`; a new first page (the loader read again) starts over.
 */
export function usePagedList<Edge>(
  first: Connection<Edge>,
  fetchPage: (after: string) => Promise<Connection<Edge>>,
): Connection<Edge> & { loadMore: (after: string) => Promise<void> } {
  const [pages, setPages] = useState<{ first: Connection<Edge>; more: Connection<Edge>[] }>({
    first,
    more: [],
  });
  const more = pages.first === first ? pages.more : [];
  const loadMore = async (after: string) => {
    const page = await fetchPage(after);
    setPages((current) =>
      current.first === first ? { first, more: [...current.more, page] } : { first, more: [page] },
    );
  };
  const last = more.at(-1) ?? first;
  return {
    edges: [...first.edges, ...more.flatMap((page) => page.edges)],
    pageInfo: last.pageInfo,
    loadMore,
  };
}

/**
 * Calls `read` every `intervalMs` while the page is visible (what Apollo's `pollInterval` did);
 * `null` stops. Typically `useRevalidator().revalidate` (the route's data) or useRequest's refetch.
 */
export function usePolling(read: () => unknown, intervalMs: number | null): void {
  const latest = useRef(read);
  useEffect(() => {
    latest.current = read;
  });
  useEffect(() => {
    if (intervalMs === null) return;
    const timer = setInterval(() => {
      if (!document.hidden) latest.current();
    }, intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
}

import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { graphqlRequest, type GraphQLRequestOptions } from './graphql-request';

/** What the server renderer (entry-server.tsx) gives route loaders: its API address and headers. */
export interface ServerLoadContext {
  graphqlUrl: string;
  headers: Record<string, string>;
}

/**
 * How a route loader sends its requests: in the server renderer to its API address with its headers
 * (the browser's router passes a context of its own, which says nothing).
 */
export function loaderRequestOptions({ request, context }: LoaderFunctionArgs): GraphQLRequestOptions {
  const server = import.meta.env.SSR ? (context as ServerLoadContext) : undefined;
  return { url: server?.graphqlUrl, headers: server?.headers, signal: request.signal };
}

/** What a screen's route loader read: its data, or why there is none (the screen shows it with Retry). */
export interface Loaded<Result> {
  data: Result | null;
  error?: unknown;
  /** Set when `data` is a copy saved on this device (the API could not be reached): when it was read. */
  savedAt?: number;
}

/**
 * The route loader of a screen that reads one document, with the variables the route's URL gives.
 * A failure is the screen's to show, not the route's error page; in the server renderer it sends
 * the plain shell instead, and the browser asks again.
 */
export function screenLoader<Result, Variables>(
  document: TypedDocumentNode<Result, Variables>,
  variables: (args: LoaderFunctionArgs) => Variables = () => ({}) as Variables,
) {
  return async (args: LoaderFunctionArgs): Promise<Loaded<Result>> => {
    try {
      return { data: await graphqlRequest(document, variables(args), loaderRequestOptions(args)) };
    } catch (error) {
      if (import.meta.env.SSR) throw error;
      return { data: null, error };
    }
  };
}

/** The screen's side of `screenLoader`: what it read, and Retry (which reads again). */
export function useScreenData<Result>(): Loaded<Result> & { loading: boolean; retry: () => void } {
  const loaded = useLoaderData() as Loaded<Result>;
  const { revalidate, state } = useRevalidator();
  return { ...loaded, loading: state === 'loading', retry: () => void revalidate() };
}

import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { graphqlRequest } from './graphql-request';

/** What a screen's route loader read: its data, or why there is none (the screen shows it with Retry). */
export interface Loaded<Result> {
  data: Result | null;
  error?: unknown;
}

/**
 * The route loader of a screen that reads one document without Apollo Client (an area's first
 * screen, kept light: `publicScreen` in app/lazy-screen.ts). Its document is sent as text
 * (SENT_AS_TEXT in codegen.ts). A failure is the screen's to show, not the route's error page.
 */
export function screenLoader<Result>(document: TypedDocumentNode<Result, Record<string, never>>) {
  return async ({ request }: LoaderFunctionArgs): Promise<Loaded<Result>> => {
    try {
      return { data: await graphqlRequest(document, {}, { signal: request.signal }) };
    } catch (error) {
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

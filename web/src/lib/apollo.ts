import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { Observable, tap, type Subscription } from 'rxjs';
import { hadSession } from './auth-registry';
import { refusesToken } from './graphql-errors';
import { progressFetch } from './progress-fetch';

/**
 * Returns the current Firebase ID token (refreshed by Firebase when expired), or null: signed out, or
 * signed in by the API's session cookie alone (current-user.ts).
 */
export type TokenGetter = (forceRefresh: boolean) => Promise<string | null>;

export interface ApolloClientOptions {
  /** The server renderer's client (entry-server.tsx): an absolute `uri`, and these headers sent. */
  ssrMode?: boolean;
  headers?: Record<string, string>;
  /** The API refused a freshly refreshed token too: the session is over here (see the retry below). */
  onSessionRefused?: () => void;
}

export function createApolloClient(
  getToken: TokenGetter,
  uri = '/graphql',
  { ssrMode = false, headers = {}, onSessionRefused }: ApolloClientOptions = {},
): ApolloClient {
  const authLink = new SetContextLink(async (previous) => {
    const token = await getToken(previous.forceTokenRefresh === true);
    // A retry starts from the first attempt's context: its token must not outlive a sign-out.
    const { authorization: _previous, ...headers }: Record<string, string> = previous.headers ?? {};
    return { headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers };
  });

  // A token can expire or be revoked between Firebase's refresh and the server's check, and the
  // session cookie can lapse: retry once with a forced refresh (which loads the Auth SDK for a
  // session that had only the cookie). Signed-out requests are not retried (nothing to refresh).
  // Refused again means the session was revoked or the account is gone: Firebase does not always
  // say so on refresh (its emulator never does), so `onSessionRefused` ends it.
  const signedIn = (operation: ApolloLink.Operation) =>
    hadSession(Boolean(operation.getContext().headers?.authorization));
  const retryUnauthenticated = new ErrorLink(({ error, operation, forward }) => {
    const unauthenticated = CombinedGraphQLErrors.is(error) && refusesToken(error.errors);
    if (!unauthenticated || operation.getContext().retriedAuth || !signedIn(operation)) return;
    operation.setContext({ retriedAuth: true, forceTokenRefresh: true });
    return forward(operation).pipe(
      tap((result) => {
        if (refusesToken(result.errors) && signedIn(operation)) onSessionRefused?.();
      }),
    );
  });

  const httpLink = new UploadHttpLink({
    uri,
    fetch: progressFetch,
    // Apollo Server's CSRF prevention requires this header on multipart (upload) requests.
    headers: { 'Apollo-Require-Preflight': 'true', ...headers },
  });

  // graphql-ws is loaded with the first subscription, not with the start-up bundle.
  let wsLink: Promise<ApolloLink> | null = null;
  const lazyWsLink = new ApolloLink(
    (operation, forward) =>
      new Observable((observer) => {
        let subscription: Subscription | undefined;
        let closed = false;
        wsLink ??= import('./ws-link').then((m) => m.createWsLink());
        wsLink.then(
          (link) => {
            if (!closed) subscription = link.request(operation, forward).subscribe(observer);
          },
          (error: unknown) => observer.error(error),
        );
        return () => {
          closed = true;
          subscription?.unsubscribe();
        };
      }),
  );

  const transport = ApolloLink.split(
    (operation) => operation.operationType === 'subscription',
    lazyWsLink,
    httpLink,
  );

  return new ApolloClient({
    ssrMode,
    link: ApolloLink.from([retryUnauthenticated, authLink, transport]),
    // `Me` has no id: keyed by uid, the queries that each ask for a part of it (the auth state, the
    // unread count) merge into one object instead of replacing it and refetching the other.
    cache: new InMemoryCache({ typePolicies: { Me: { keyFields: ['uid'] } } }),
    // A refetch after a write must be a new request: joined to an identical one still in flight
    // (sent before the write committed), it would answer with what the write changed.
    queryDeduplication: false,
  });
}

declare module '@apollo/client' {
  interface DefaultContext {
    retriedAuth?: boolean;
    forceTokenRefresh?: boolean;
  }
}

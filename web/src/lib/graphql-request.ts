import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { hadSession } from './auth-registry';
import { signOutHere, getIdToken } from './current-user';
import { refusesToken } from './graphql-errors';

export interface GraphQLRequestOptions {
  /** The API's GraphQL endpoint: the server renderer's is absolute. */
  url?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** The text codegen wrote into the document (SENT_AS_TEXT in codegen.ts): no printer at runtime. */
export function textOf(document: object): string {
  const text = (document as { __meta__?: { text?: string } }).__meta__?.text;
  if (!text) throw new Error('This document has no text: add its operation to SENT_AS_TEXT in codegen.ts.');
  return text;
}

/**
 * One GraphQL request without Apollo Client, for the public pages' route loaders (which run before
 * the app renders, also in the server renderer): signed in by the session cookie or a token,
 * errors thrown as Apollo's CombinedGraphQLErrors so the app reads them one way (graphql-errors.ts),
 * and a refused session retried once refreshed (a lapsed cookie too), as Apollo's link does (apollo.ts).
 */
export async function graphqlRequest<Result, Variables>(
  document: TypedDocumentNode<Result, Variables>,
  variables: Variables,
  { url = '/graphql', headers = {}, signal }: GraphQLRequestOptions = {},
): Promise<Result> {
  const body = JSON.stringify({ query: textOf(document), variables });

  const send = async (forceRefresh: boolean) => {
    const token = await getIdToken(forceRefresh);
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...headers,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body,
      signal,
    });
    const result = (await response.json().catch(() => {
      throw new Error(`The API answered ${response.status} without GraphQL.`);
    })) as { data?: Result | null; errors?: CombinedGraphQLErrors['errors'] };
    return { token, result };
  };

  let { token, result } = await send(false);
  if (refusesToken(result.errors) && hadSession(token !== null)) {
    ({ token, result } = await send(true));
    if (refusesToken(result.errors) && hadSession(token !== null)) void signOutHere();
  }
  if (result.errors?.length || !result.data) throw new CombinedGraphQLErrors(result);
  return result.data;
}

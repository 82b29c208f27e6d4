import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { hadSession } from './auth-registry';
import { signOutHere, getIdToken } from './current-user';
import { GraphQLRequestError, refusesToken, type GraphQLErrorEntry } from './graphql-errors';
import { progressFetch, type UploadProgress } from './progress-fetch';

export interface GraphQLRequestOptions {
  /** The API's GraphQL endpoint: the server renderer's is absolute. */
  url?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Reported while the files among the variables upload (the request goes multipart). */
  onUploadProgress?: (progress: UploadProgress) => void;
}

/** The text codegen wrote into the document: no printer at runtime. */
export function textOf(document: object): string {
  const text = (document as { __meta__?: { text?: string } }).__meta__?.text;
  if (!text) throw new Error('This document has no text: run npm run codegen.');
  return text;
}

/**
 * The files among `variables`, each replaced by null, with the path the GraphQL multipart request
 * spec names it by (`variables.input.file`): what the API's upload scalar reads.
 */
function extractFiles(variables: unknown): { clean: unknown; files: Map<Blob, string[]> } {
  const files = new Map<Blob, string[]>();
  const walk = (value: unknown, path: string): unknown => {
    if (typeof Blob !== 'undefined' && value instanceof Blob) {
      files.set(value, [...(files.get(value) ?? []), path]);
      return null;
    }
    if (Array.isArray(value)) return value.map((item, index) => walk(item, `${path}.${index}`));
    if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [key, walk(item, `${path}.${key}`)]),
      );
    }
    return value;
  };
  return { clean: walk(variables, 'variables'), files };
}

function requestBody(query: string, variables: unknown): { body: BodyInit; headers: Record<string, string> } {
  const { clean, files } = extractFiles(variables);
  if (files.size === 0) {
    return { body: JSON.stringify({ query, variables }), headers: { 'content-type': 'application/json' } };
  }
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: clean }));
  form.append('map', JSON.stringify(Object.fromEntries([...files.values()].map((paths, i) => [i, paths]))));
  [...files.keys()].forEach((file, i) =>
    form.append(String(i), file, file instanceof File ? file.name : 'blob'),
  );
  // Apollo Server's CSRF prevention requires this header on multipart requests.
  return { body: form, headers: { 'apollo-require-preflight': 'true' } };
}

/**
 * The web app's one GraphQL client, in the browser and in the server renderer's route loaders:
 * signed in by the session cookie or a token, errors thrown as GraphQLRequestError, and a refused
 * session retried once refreshed (a lapsed cookie too) and ended here when refused again.
 */
export async function graphqlRequest<Result, Variables>(
  document: TypedDocumentNode<Result, Variables>,
  variables: Variables,
  { url = '/graphql', headers = {}, signal, onUploadProgress }: GraphQLRequestOptions = {},
): Promise<Result> {
  const request = requestBody(textOf(document), variables);

  const send = async (forceRefresh: boolean) => {
    const token = await getIdToken(forceRefresh);
    const response = await progressFetch(url, {
      method: 'POST',
      headers: {
        ...request.headers,
        ...headers,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: request.body,
      signal,
      onUploadProgress,
    });
    const result = (await response.json().catch(() => {
      throw new Error(`The API answered ${response.status} without GraphQL.`);
    })) as { data?: Result | null; errors?: GraphQLErrorEntry[] };
    return { token, result };
  };

  let { token, result } = await send(false);
  if (refusesToken(result.errors) && hadSession(token !== null)) {
    ({ token, result } = await send(true));
    if (refusesToken(result.errors) && hadSession(token !== null)) void signOutHere();
  }
  if (result.errors?.length || !result.data) throw new GraphQLRequestError(result.errors, result.data);
  return result.data;
}

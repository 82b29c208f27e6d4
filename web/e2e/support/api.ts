// The API over HTTP, as an integrator would call it: for setting up what a test is not about.
import { baseUrl } from './browser.js';

export interface GraphqlBody<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** One GraphQL operation (JSON POST) with the user's ID token; returns the whole response body. */
export async function graphqlRequest<T = unknown>(
  query: string,
  variables: object,
  idToken: string,
): Promise<GraphqlBody<T>> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(10_000),
  });
  return (await response.json()) as GraphqlBody<T>;
}

/** The data of an operation that must succeed. */
export async function graphqlData<T>(query: string, variables: object, idToken: string): Promise<T> {
  const body = await graphqlRequest<T>(query, variables, idToken);
  if (body.errors || !body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** Uploads one file through a `mutation($file: Upload!)` (GraphQL multipart request); returns its id. */
export async function uploadFile(
  mutation: 'uploadImage' | 'uploadArchive',
  file: { name: string; type: string; bytes: Buffer },
  idToken: string,
): Promise<string> {
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({
      query: `mutation($file: Upload!) { ${mutation}(file: $file) { id } }`,
      variables: { file: null },
    }),
  );
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    // Multipart requests need the CSRF preflight header (docs/integrators.md).
    headers: { authorization: `Bearer ${idToken}`, 'apollo-require-preflight': 'true' },
    body: form,
    signal: AbortSignal.timeout(20_000),
  });
  const body = (await response.json()) as GraphqlBody<Record<string, { id: string }>>;
  const uploaded = body.data?.[mutation];
  if (!uploaded) throw new Error(`${mutation} failed: ${JSON.stringify(body.errors)}`);
  return uploaded.id;
}

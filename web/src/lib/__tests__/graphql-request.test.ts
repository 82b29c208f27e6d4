import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { describe, expect, it, vi } from 'vitest';
import { GraphQLRequestError, summarizeServerError } from '../graphql-errors';
import { graphqlRequest } from '../graphql-request';

const document = (text: string) => ({ __meta__: { text } }) as unknown as TypedDocumentNode<unknown, object>;
const Upload = document('mutation Upload($input: UploadInput!) { upload(input: $input) { id } }');

function answer(body: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('graphqlRequest', () => {
  it('sends files among the variables as a GraphQL multipart request', async () => {
    const fetch = answer({ data: { upload: { id: 'f1' } } });
    const photo = new File(['jpeg bytes'], 'room.jpg', { type: 'image/jpeg' });
    await expect(graphqlRequest(Upload, { input: { files: [photo], caption: 'Room' } })).resolves.toEqual({
      upload: { id: 'f1' },
    });
    const init = fetch.mock.calls[0]![1] as RequestInit;
    const body = init.body as FormData;
    expect(JSON.parse(String(body.get('operations')))).toEqual({
      query: 'mutation Upload($input: UploadInput!) { upload(input: $input) { id } }',
      variables: { input: { files: [null], caption: 'Room' } },
    });
    expect(JSON.parse(String(body.get('map')))).toEqual({ 0: ['variables.input.files.0'] });
    expect((body.get('0') as File).name).toBe('room.jpg');
    // Apollo Server's CSRF prevention refuses a multipart request without it.
    expect(init.headers).toMatchObject({ 'apollo-require-preflight': 'true' });
    vi.unstubAllGlobals();
  });

  it('sends JSON without files and throws what the API said', async () => {
    const fetch = answer({
      data: null,
      errors: [
        {
          message: 'Too long',
          extensions: { code: 'BAD_USER_INPUT', fields: { 'input.caption': 'Too long' } },
        },
      ],
    });
    const error = await graphqlRequest(Upload, { input: { caption: 'x'.repeat(500) } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect(summarizeServerError(error)).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { caption: 'Too long' },
      message: 'Too long',
    });
    const init = fetch.mock.calls[0]![1] as RequestInit;
    expect(init.headers).toMatchObject({ 'content-type': 'application/json' });
    expect(JSON.parse(String(init.body))).toMatchObject({
      variables: { input: { caption: 'x'.repeat(500) } },
    });
    vi.unstubAllGlobals();
  });
});

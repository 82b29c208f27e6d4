import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getIdToken, signOutHere } from '../current-user';
import { GraphQLRequestError, summarizeServerError } from '../graphql-errors';
import { graphqlRequest } from '../graphql-request';

vi.mock('../current-user', () => ({ getIdToken: vi.fn(), signOutHere: vi.fn() }));
const token = vi.mocked(getIdToken);
const signOut = vi.mocked(signOutHere);
beforeEach(() => {
  token.mockReset().mockResolvedValue(null);
  signOut.mockClear();
});

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

describe('a token the API refuses', () => {
  const Probe = document('query Probe { probe }');
  const refused = {
    errors: [{ message: 'This session was revoked.', extensions: { code: 'UNAUTHENTICATED' } }],
  };

  /** The API answers each request with the next body (HTTP 200, as it does for refused tokens). */
  function apiAnswering(...bodies: object[]) {
    const sent: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push(new Headers(init.headers).get('authorization'));
        return Response.json(bodies[Math.min(sent.length - 1, bodies.length - 1)]);
      }),
    );
    return sent;
  }

  it('is retried once with a forced refresh, and the fresh one is used', async () => {
    const sent = apiAnswering(refused, { data: { probe: 'yes' } });
    token.mockImplementation(async (force) => (force ? 'fresh' : 'stale'));
    await expect(graphqlRequest(Probe, {})).resolves.toEqual({ probe: 'yes' });
    expect(sent).toEqual(['Bearer stale', 'Bearer fresh']);
    expect(signOut).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('ends the session here when the fresh token is refused as well', async () => {
    const sent = apiAnswering(refused, refused);
    token.mockImplementation(async (force) => (force ? 'fresh' : 'stale'));
    await expect(graphqlRequest(Probe, {})).rejects.toThrow('This session was revoked.');
    expect(sent).toEqual(['Bearer stale', 'Bearer fresh']);
    expect(signOut).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });

  it('is not retried, nor any session ended, for a signed-out request', async () => {
    const sent = apiAnswering(refused);
    await expect(graphqlRequest(Probe, {})).rejects.toThrow('This session was revoked.');
    expect(sent).toEqual([null]);
    expect(signOut).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('ends nothing when the refresh finds the user signed out meanwhile', async () => {
    const sent = apiAnswering(refused, refused);
    token.mockImplementation(async (force) => (force ? null : 'stale'));
    await expect(graphqlRequest(Probe, {})).rejects.toThrow();
    expect(sent).toEqual(['Bearer stale', null]);
    expect(signOut).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});

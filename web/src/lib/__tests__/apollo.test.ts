import { parse } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from '../apollo';

// Parsed, not a tagged template: codegen checks tagged documents against the real schema.
const QUERY = parse('query Probe { probe }');

const refused = {
  errors: [{ message: 'This session was revoked.', extensions: { code: 'UNAUTHENTICATED' } }],
};
const answered = { data: { probe: 'yes' } };

/** The API answers each request with the next body (HTTP 200, as it does for refused tokens). */
function apiAnswering(...bodies: object[]) {
  const sent: (string | null)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Headers(init?.headers).get('authorization'));
      return Response.json(bodies[Math.min(sent.length - 1, bodies.length - 1)]);
    }),
  );
  return sent;
}

function client(token: (forceRefresh: boolean) => Promise<string | null>) {
  const onSessionRefused = vi.fn();
  const apollo = createApolloClient(token, 'http://api.test/graphql', { onSessionRefused });
  return { apollo, onSessionRefused };
}

afterEach(() => vi.unstubAllGlobals());

describe('a token the API refuses', () => {
  it('is retried once with a forced refresh, and the fresh one is used', async () => {
    const sent = apiAnswering(refused, answered);
    const { apollo, onSessionRefused } = client(async (force) => (force ? 'fresh' : 'stale'));
    const { data } = await apollo.query({ query: QUERY });
    expect(data).toEqual({ probe: 'yes' });
    expect(sent).toEqual(['Bearer stale', 'Bearer fresh']);
    expect(onSessionRefused).not.toHaveBeenCalled();
  });

  it('ends the session when the fresh token is refused as well', async () => {
    const sent = apiAnswering(refused, refused);
    const { apollo, onSessionRefused } = client(async (force) => (force ? 'fresh' : 'stale'));
    await expect(apollo.query({ query: QUERY })).rejects.toThrow('This session was revoked.');
    expect(sent).toEqual(['Bearer stale', 'Bearer fresh']);
    expect(onSessionRefused).toHaveBeenCalledOnce();
  });

  it('is not retried, nor any session ended, for a signed-out request', async () => {
    const sent = apiAnswering(refused);
    const { apollo, onSessionRefused } = client(async () => null);
    await expect(apollo.query({ query: QUERY })).rejects.toThrow('This session was revoked.');
    expect(sent).toEqual([null]);
    expect(onSessionRefused).not.toHaveBeenCalled();
  });

  it('ends nothing when the refresh finds the user signed out meanwhile', async () => {
    const sent = apiAnswering(refused, refused);
    const { apollo, onSessionRefused } = client(async (force) => (force ? null : 'stale'));
    await expect(apollo.query({ query: QUERY })).rejects.toThrow();
    expect(sent).toEqual(['Bearer stale', null]);
    expect(onSessionRefused).not.toHaveBeenCalled();
  });
});

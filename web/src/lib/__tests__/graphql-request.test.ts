import type { Auth } from 'firebase/auth';
import { registerAuth, setSignedInHint } from '../auth-registry';
import { graphqlRequest } from '../graphql-request';

const document = { __meta__: { text: 'query Figures { figures }' } } as never;
const refused = () =>
  Response.json({ errors: [{ message: 'Sign in', extensions: { code: 'UNAUTHENTICATED' } }] });

describe('graphqlRequest with a lapsed session cookie', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setSignedInHint(false);
  });

  // Before any Firebase session is registered (the module keeps it).
  it('does not retry a signed-out visitor’s request', async () => {
    const fetchMock = vi.fn(async () => refused());
    vi.stubGlobal('fetch', fetchMock);
    await expect(graphqlRequest(document, {})).rejects.toThrow('Sign in');
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('retries once with the Firebase session when this browser was signed in', async () => {
    setSignedInHint(true);
    registerAuth({
      auth: {
        authStateReady: async () => {},
        currentUser: { getIdToken: async () => 'fresh-token' },
      } as unknown as Auth,
      onIdTokenChanged: () => () => {},
      signOut: async () => {},
    });
    const fetchMock = vi
      .fn()
      .mockImplementationOnce(async () => refused())
      .mockImplementationOnce(async () => Response.json({ data: { figures: 3 } }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await graphqlRequest(document, {})).toEqual({ figures: 3 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect((fetchMock.mock.calls[1] as [string, RequestInit])[1].headers).toMatchObject({
      authorization: 'Bearer fresh-token',
    });
  });
});

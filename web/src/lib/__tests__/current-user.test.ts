import type { Auth } from 'firebase/auth';
import { hasSignedInHint, registerAuth, setSignedInHint } from '../auth-registry';
import { closeSession, endRefusedSession, openSession } from '../current-user';

const handleSigningOut = (signOut: () => Promise<void>) => ({
  auth: {} as Auth,
  onIdTokenChanged: () => () => {},
  signOut: vi.fn(signOut),
});

describe('endRefusedSession', () => {
  it('signs this browser out', async () => {
    const handle = handleSigningOut(async () => {});
    registerAuth(handle);
    await endRefusedSession();
    expect(handle.signOut).toHaveBeenCalledOnce();
  });

  it('when Firebase cannot sign out, resolves and leaves the next page load signed out', async () => {
    setSignedInHint(true);
    const handle = handleSigningOut(() => Promise.reject(new Error('IndexedDB is not available')));
    registerAuth(handle);
    await expect(endRefusedSession()).resolves.toBeUndefined();
    expect(handle.signOut).toHaveBeenCalledOnce();
    expect(hasSignedInHint()).toBe(false);
  });
});

describe('openSession and closeSession', () => {
  it('reach the API one at a time, in the order called: a sign-out is never overtaken', async () => {
    const calls: string[] = [];
    let finishOpen!: () => void;
    const fetchMock = vi.fn((_url: string, init: RequestInit) => {
      calls.push(`${init.method} start`);
      if (init.method === 'POST')
        return new Promise<Response>((resolve) => {
          finishOpen = () => {
            calls.push('POST end');
            resolve(new Response(null, { status: 204 }));
          };
        });
      calls.push(`${init.method} end`);
      return Promise.resolve(new Response(null, { status: 204 }));
    });
    vi.stubGlobal('fetch', fetchMock);
    try {
      const opened = openSession('token');
      const closed = closeSession();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(calls).toEqual(['POST start']);
      finishOpen();
      await Promise.all([opened, closed]);
      expect(calls).toEqual(['POST start', 'POST end', 'DELETE start', 'DELETE end']);
      expect(fetchMock.mock.calls[0]![1].headers).toEqual({ authorization: 'Bearer token' });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

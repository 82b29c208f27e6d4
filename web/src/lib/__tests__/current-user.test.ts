import type { Auth } from 'firebase/auth';
import { hasSignedInHint, registerAuth, setSignedInHint } from '../auth-registry';
import { signOutHere } from '../current-user';

const handleSigningOut = (signOut: () => Promise<void>) => ({
  auth: {} as Auth,
  onIdTokenChanged: () => () => {},
  signOut: vi.fn(signOut),
});

describe('signOutHere', () => {
  it('signs this browser out', async () => {
    const handle = handleSigningOut(async () => {});
    registerAuth(handle);
    await signOutHere();
    expect(handle.signOut).toHaveBeenCalledOnce();
  });

  it('when Firebase cannot sign out, resolves and leaves the next page load signed out', async () => {
    setSignedInHint(true);
    const handle = handleSigningOut(() => Promise.reject(new Error('IndexedDB is not available')));
    registerAuth(handle);
    await expect(signOutHere()).resolves.toBeUndefined();
    expect(handle.signOut).toHaveBeenCalledOnce();
    expect(hasSignedInHint()).toBe(false);
  });
});

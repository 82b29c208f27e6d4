import { beforeEach, describe, expect, it } from 'vitest';
import { createSecureStorage } from '../secure-storage';

describe('secure storage', () => {
  beforeEach(() => window.localStorage.clear());

  it('round-trips JSON values and stores them encrypted', async () => {
    const store = createSecureStorage();
    expect(await store.set('profile', { role: 'OWNER', count: 2 })).toBe(true);
    expect(await store.get('profile')).toEqual({ role: 'OWNER', count: 2 });
    const raw = Object.values({ ...window.localStorage }).join('');
    expect(raw).not.toContain('OWNER');
  });

  it('uses a fresh IV each time, so equal values do not look equal', async () => {
    const store = createSecureStorage();
    await store.set('a', 'same');
    await store.set('b', 'same');
    expect(window.localStorage.getItem('hostel.secure.a')).not.toBe(
      window.localStorage.getItem('hostel.secure.b'),
    );
  });

  it('returns null for an absent key', async () => {
    expect(await createSecureStorage().get('missing')).toBeNull();
  });

  it('returns null after remove', async () => {
    const store = createSecureStorage();
    await store.set('k', 1);
    store.remove('k');
    expect(await store.get('k')).toBeNull();
  });

  it('removeAll removes the keys under a prefix and leaves the others', async () => {
    const store = createSecureStorage();
    await Promise.all([store.set('offline.a', 1), store.set('offline.b', 2), store.set('role', 'OWNER')]);
    window.localStorage.setItem('offline.plain', 'not ours');
    store.removeAll('offline.');
    expect(await store.get('offline.a')).toBeNull();
    expect(await store.get('offline.b')).toBeNull();
    expect(await store.get('role')).toBe('OWNER');
    expect(window.localStorage.getItem('offline.plain')).toBe('not ours');
  });

  it('returns null for tampered ciphertext and for garbage that is not base64', async () => {
    const store = createSecureStorage();
    await store.set('k', 'value');
    const stored = window.localStorage.getItem('hostel.secure.k')!;
    const flipped = (stored[20] === 'A' ? 'B' : 'A') as string;
    window.localStorage.setItem('hostel.secure.k', stored.slice(0, 20) + flipped + stored.slice(21));
    expect(await store.get('k')).toBeNull();
    window.localStorage.setItem('hostel.secure.k', '%%% not base64 %%%');
    expect(await store.get('k')).toBeNull();
  });

  it('returns null when the value was written under another passphrase', async () => {
    await createSecureStorage(undefined, 'one').set('k', 'secret');
    expect(await createSecureStorage(undefined, 'two').get('k')).toBeNull();
  });

  it('never throws when storage itself fails', async () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    const store = createSecureStorage(() => broken);
    expect(await store.set('k', 1)).toBe(false);
    expect(await store.get('k')).toBeNull();
    expect(() => store.remove('k')).not.toThrow();
  });

  it('returns null when values cannot be serialised or crypto is unavailable', async () => {
    const store = createSecureStorage();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(await store.set('cyclic', cyclic)).toBe(false);
    expect(await store.get('cyclic')).toBeNull();

    await store.set('k', 'v');
    const subtle = globalThis.crypto.subtle;
    Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined, configurable: true });
    try {
      expect(await createSecureStorage().get('k')).toBeNull();
    } finally {
      Object.defineProperty(globalThis.crypto, 'subtle', { value: subtle, configurable: true });
    }
  });
});

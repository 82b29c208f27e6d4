// Encrypted localStorage for harmless preferences (e.g. the role chosen before sign-up).
// The passphrase ships with the client, so this is obfuscation only: never store tokens or secrets.
const PASSPHRASE = 'hostel-marketplace:secure-storage:v1';
const SALT = new TextEncoder().encode('hostel-marketplace-salt');
const PREFIX = 'hostel.secure.';
const IV_BYTES = 12;

export interface SecureStorage {
  /** Stores `value` as encrypted JSON; resolves false when it could not be stored. */
  set(key: string, value: unknown): Promise<boolean>;
  /** The stored value, or null when absent or on any failure (missing crypto, tampering, bad JSON). */
  get<T = unknown>(key: string): Promise<T | null>;
  remove(key: string): void;
  /** Removes every key that starts with `prefix`. */
  removeAll(prefix: string): void;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function createSecureStorage(
  storage: () => Storage = () => window.localStorage,
  passphrase = PASSPHRASE,
): SecureStorage {
  let keyPromise: Promise<CryptoKey> | null = null;

  const getKey = () => {
    keyPromise ??= (async () => {
      const material = await crypto.subtle.importKey(
        'raw',
        new TextEncoder().encode(passphrase),
        'PBKDF2',
        false,
        ['deriveKey'],
      );
      return crypto.subtle.deriveKey(
        { name: 'PBKDF2', salt: SALT, iterations: 100_000, hash: 'SHA-256' },
        material,
        { name: 'AES-GCM', length: 256 },
        false,
        ['encrypt', 'decrypt'],
      );
    })();
    // A failed derivation must not poison every later call.
    keyPromise.catch(() => (keyPromise = null));
    return keyPromise;
  };

  return {
    async set(key, value) {
      try {
        const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
        const plain = new TextEncoder().encode(JSON.stringify(value));
        const cipher = new Uint8Array(
          await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await getKey(), plain),
        );
        const packed = new Uint8Array(IV_BYTES + cipher.length);
        packed.set(iv);
        packed.set(cipher, IV_BYTES);
        storage().setItem(PREFIX + key, toBase64(packed));
        return true;
      } catch {
        return false;
      }
    },
    async get<T>(key: string) {
      try {
        const stored = storage().getItem(PREFIX + key);
        if (stored === null) return null;
        const packed = fromBase64(stored);
        const iv = packed.slice(0, IV_BYTES);
        const plain = await crypto.subtle.decrypt(
          { name: 'AES-GCM', iv },
          await getKey(),
          packed.slice(IV_BYTES),
        );
        return JSON.parse(new TextDecoder().decode(plain)) as T;
      } catch {
        return null;
      }
    },
    remove(key) {
      try {
        storage().removeItem(PREFIX + key);
      } catch {
        // Storage disabled (private mode, quota): nothing to remove.
      }
    },
    removeAll(prefix) {
      try {
        const store = storage();
        const keys = Array.from({ length: store.length }, (_, i) => store.key(i));
        for (const key of keys) if (key?.startsWith(PREFIX + prefix)) store.removeItem(key);
      } catch {
        // Storage disabled: nothing was stored.
      }
    },
  };
}

export const secureStorage = createSecureStorage();

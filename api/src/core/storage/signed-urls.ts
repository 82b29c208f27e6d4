import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived links to private files of the local driver: `?expires=<unix seconds>&signature=<s>`,
 * where s is HMAC-SHA256(secret, "<storage path>\n<expires>") in base64url. Storage paths never hold
 * a line break, so no other path and expiry can produce the same signed text.
 */
export interface SignedQuery {
  expires: string;
  signature: string;
}

const signature = (secret: string, storagePath: string, expires: string) =>
  createHmac('sha256', secret).update(`${storagePath}\n${expires}`).digest('base64url');

/**
 * The text a download link signs: the storage path, and the name the file is saved under when the
 * link carries one (`?name=`), so nobody can change that name without breaking the signature.
 */
export const downloadSignedText = (storagePath: string, name?: string) =>
  name === undefined ? storagePath : `${storagePath}\n${name}`;

export function signStoragePath(secret: string, storagePath: string, expiresAt: Date): SignedQuery {
  const expires = String(Math.floor(expiresAt.getTime() / 1000));
  return { expires, signature: signature(secret, storagePath, expires) };
}

/**
 * Whether `query` (a request's query string, as parsed) is a valid, unexpired signature of
 * `storagePath`. The comparison takes the same time wherever the signatures differ.
 */
export function isValidSignature(
  secret: string,
  storagePath: string,
  query: Record<string, unknown>,
  now = new Date(),
): boolean {
  const { expires, signature: given } = query;
  if (typeof expires !== 'string' || typeof given !== 'string' || !/^\d{1,12}$/.test(expires)) return false;
  if (Number(expires) * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signature(secret, storagePath, expires));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookSignatureError } from './signature.js';

/** Paystack signs each delivery: hex HMAC-SHA512 of the raw body, keyed with the secret key. */
export const PAYSTACK_SIGNATURE_HEADER = 'x-paystack-signature';

export const signPaystackBody = (secretKey: string, rawBody: Buffer): string =>
  createHmac('sha512', secretKey).update(rawBody).digest('hex');

/**
 * Checks a Paystack delivery's signature (payments and transfers alike). Paystack's scheme has no
 * timestamp: a replayed delivery passes this check, so its event is applied once by its own key.
 */
export function verifyPaystackSignature(
  secretKey: string,
  rawBody: Buffer,
  header: string | undefined,
): void {
  if (!header) throw new WebhookSignatureError('Missing signature header.');
  const expected = Buffer.from(signPaystackBody(secretKey, rawBody), 'hex');
  const given = Buffer.from(header.trim(), 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new WebhookSignatureError('The signature does not match.');
}

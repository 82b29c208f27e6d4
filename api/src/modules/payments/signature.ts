import { createHmac, timingSafeEqual } from 'node:crypto';

/** Deliveries older (or further in the future) than this are refused: a captured one can't be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

const hmac = (secret: string, timestamp: number, rawBody: Buffer) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');

/**
 * Stripe's scheme, also used by the sandbox: header `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body>">` (several v1 values are allowed while a secret is rotated).
 */
export function signPayload(secret: string, rawBody: Buffer, now = new Date()): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, rawBody)}`;
}

export function verifySignature(
  secret: string,
  rawBody: Buffer,
  header: string | undefined,
  now = new Date(),
): void {
  if (!header) throw new WebhookSignatureError('Missing signature header.');
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts.filter(([key]) => key === 'v1').map(([, value]) => value ?? '');
  if (!Number.isInteger(timestamp) || signatures.length === 0)
    throw new WebhookSignatureError('Malformed signature header.');
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) {
    throw new WebhookSignatureError('The signature timestamp is outside the tolerance.');
  }
  const expected = Buffer.from(hmac(secret, timestamp, rawBody), 'hex');
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookSignatureError('The signature does not match.');
}

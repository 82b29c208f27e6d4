import { createHmac, randomBytes } from 'node:crypto';

/**
 * One signature of a delivery: hex HMAC-SHA256, keyed with a subscription secret, of
 * `${timestamp}.${body}` (timestamp: the X-Hostel-Timestamp header, Unix seconds; body: the raw
 * request body). Receivers recompute it and compare in constant time (docs/integrators.md, webhooks).
 */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/**
 * The X-Hostel-Signature header: one signature per valid secret, comma-separated, the current
 * secret's first (as Stripe lists several v1 signatures); a receiver accepts the body when any one
 * matches, so it keeps working with either secret during a rotation's overlap.
 */
export function webhookSignatureHeader(secrets: readonly string[], timestamp: number, body: string) {
  return secrets.map((secret) => signWebhook(secret, timestamp, body)).join(',');
}

/** A new subscription secret (shown once). */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** How long deliveries stay signed with the old secret too after a rotation. */
export const SECRET_OVERLAP_MS = 24 * 3_600_000;

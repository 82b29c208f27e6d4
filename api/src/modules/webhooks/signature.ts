import { createHmac, randomBytes } from 'node:crypto';

/**
 * The X-Hostel-Signature of a delivery: hex HMAC-SHA256, keyed with the subscription's secret, of
 * `${timestamp}.${body}` (timestamp: the X-Hostel-Timestamp header, Unix seconds; body: the raw
 * request body). Receivers recompute it and compare in constant time (README, Webhooks).
 */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** A new subscription secret (shown once). */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

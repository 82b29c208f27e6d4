// The HTTP side of a push: web-push encrypts the payload to the browser's keys (aes128gcm) and signs
// the VAPID header; the POST itself is a guarded request (core/outbound.ts), so an endpoint can never
// make the server call into its own network.
import webpush from 'web-push';
import { guardedRequest } from '../../core/outbound.js';
import type { VapidKeys } from './push-keys.js';

/** The push channel as the server made it at start. */
export interface PushChannel {
  /** Null when push is off (PUSH_ENABLED=false). */
  keys: VapidKeys | null;
  subject: string;
  /** Also http to loopback endpoints, where webhooks allow it (WEBHOOKS_ALLOW_LOOPBACK). */
  allowLoopback: boolean;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What a device shows: the notice's words, never more (the app has the rest). */
export interface PushPayload {
  title: string;
  body: string;
  link: string | null;
}

export const PUSH_TIMEOUT_MS = 10_000;
/** How long a push service keeps a notice for a device that is offline (a day: the app has them all). */
export const PUSH_TTL_SECONDS = 86_400;

/** POSTs one push; resolves with the push service's HTTP status. Redirects are not followed. */
export async function sendPush(
  channel: PushChannel & { keys: VapidKeys },
  target: PushTarget,
  payload: PushPayload,
): Promise<number> {
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: { subject: channel.subject, ...channel.keys },
      TTL: PUSH_TTL_SECONDS,
      contentEncoding: 'aes128gcm',
    },
  );
  const answer = await guardedRequest(new URL(details.endpoint), {
    method: 'POST',
    allowLoopback: channel.allowLoopback,
    signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    // Only the status matters: a push service's answer body is never read.
    maxBytes: 0,
    headers: details.headers,
    body: details.body,
  });
  return answer.status;
}

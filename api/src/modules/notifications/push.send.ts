// The HTTP side of a push: web-push encrypts the payload to the browser's keys (aes128gcm) and signs
// the VAPID header; the POST itself goes through the address guard the webhooks use (modules/index.ts
// hands it over), so an endpoint can never make the server call into its own network.
import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import webpush from 'web-push';
import type { VapidKeys } from './push-keys.js';

/** Where push requests may go: the webhooks' guard (public addresses; https but for allowed loopback). */
export interface AddressGuard {
  /** Why `url` cannot take requests, in words for the user; null when it can. */
  urlProblem(url: string): Promise<string | null>;
  /** Throws when a request to `url` may not be made now (an IP literal never reaches `lookup`). */
  check(url: URL): Promise<unknown>;
  /** The DNS lookup for http(s).request that only ever connects to an allowed address. */
  lookup: RequestOptions['lookup'];
}

/** The push channel as the server made it at start. */
export interface PushChannel {
  /** Null when push is off (PUSH_ENABLED=false). */
  keys: VapidKeys | null;
  subject: string;
  guard: AddressGuard;
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
  const url = new URL(details.endpoint);
  await channel.guard.check(url);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      url,
      {
        method: 'POST',
        // A new connection each time, so every push goes through the address check.
        agent: false,
        lookup: channel.guard.lookup,
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
        headers: details.headers,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(details.body);
  });
}

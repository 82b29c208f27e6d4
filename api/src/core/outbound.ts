// One request to a URL a user chose (a webhook, a push endpoint, a calendar feed): through the address
// guard (outbound-address.ts), checked before it is sent and again as the socket connects, within the
// caller's deadline, reading at most `maxBytes` of the answer. Redirects are not followed: a caller
// that follows one sends a new guarded request.
import {
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
} from 'node:http';
import { request as httpsRequest } from 'node:https';
import { guardedLookup, requestAddresses } from './outbound-address.js';

export interface GuardedRequest {
  method: 'GET' | 'POST';
  headers: OutgoingHttpHeaders;
  body?: string | Buffer;
  /** Also http to loopback (WEBHOOKS_ALLOW_LOOPBACK, on outside production). */
  allowLoopback: boolean;
  /** The deadline: sending, the answer's headers and reading its body. */
  signal: AbortSignal;
  /** Bytes of the answer's body read at most; reading stops there. */
  maxBytes: number;
}

export interface GuardedAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body, or its first `maxBytes` when it is longer. */
  body: Buffer;
  /** Whether `body` is the whole body. */
  complete: boolean;
}

/**
 * Sends the request; resolves with the answer. Throws RefusedAddressError for an address the guard
 * refuses, the DNS error for a host that does not resolve, an AbortError past the deadline.
 */
export async function guardedRequest(url: URL, request: GuardedRequest): Promise<GuardedAnswer> {
  // An IP literal never reaches the lookup below: check it here.
  await requestAddresses(url, request.allowLoopback);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(url, {
      method: request.method,
      // A new connection each time, so every request goes through the address check (a pooled
      // socket would skip the lookup).
      agent: false,
      lookup: guardedLookup(request.allowLoopback) as never,
      signal: request.signal,
      headers: request.headers,
    });
    req.on('response', (res) =>
      readUpTo(res, request.maxBytes).then(
        (read) => resolve({ status: res.statusCode ?? 0, headers: res.headers, ...read }),
        reject,
      ),
    );
    req.on('error', reject);
    req.end(request.body);
  });
}

/** At most `maxBytes` of the body; the connection is closed as soon as more arrives. */
function readUpTo(res: IncomingMessage, maxBytes: number): Promise<{ body: Buffer; complete: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  return new Promise((resolve, reject) => {
    res.on('data', (chunk: Buffer) => {
      if (size + chunk.length > maxBytes) {
        chunks.push(chunk.subarray(0, maxBytes - size));
        res.destroy();
        resolve({ body: Buffer.concat(chunks), complete: false });
        return;
      }
      chunks.push(chunk);
      size += chunk.length;
    });
    res.on('end', () => resolve({ body: Buffer.concat(chunks), complete: true }));
    res.on('error', reject);
    // Cut short (the deadline passed mid-body): settles it when no 'error' does.
    res.on('close', () => reject(new Error('The answer was cut short.')));
  });
}

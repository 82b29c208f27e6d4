// The HTTP side of a delivery: one POST through the address guard, timed, with the start of a text
// answer kept for the delivery log.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { guardedLookup, requestAddresses } from './address.js';
import { webhookSignatureHeader } from './signature.js';

export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Bytes of a text answer the attempt log keeps. */
export const RESPONSE_EXCERPT_BYTES = 500;

export interface Outgoing {
  id: string;
  event: string;
  url: string;
  payload: unknown;
  /** The current secret first, then any still in its overlap window. */
  secrets: string[];
}

export interface Answer {
  status: number;
  excerpt: string | null;
}

/** POSTs the delivery; resolves with the HTTP status and excerpt. Redirects are not followed. */
export async function post(row: Outgoing, allowLoopback: boolean): Promise<Answer> {
  const url = new URL(row.url);
  // An IP literal never reaches the lookup below: check it here.
  await requestAddresses(url, allowLoopback);
  const body = JSON.stringify(row.payload);
  const timestamp = Math.floor(Date.now() / 1000);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      url,
      {
        method: 'POST',
        // A new connection each time, so every delivery goes through the address check (a pooled
        // socket would skip the lookup).
        agent: false,
        lookup: guardedLookup(allowLoopback) as never,
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Hostel-Webhooks/1',
          'x-hostel-delivery': row.id,
          'x-hostel-event': row.event,
          'x-hostel-timestamp': String(timestamp),
          'x-hostel-signature': webhookSignatureHeader(row.secrets, timestamp, body),
        },
      },
      (res) => readExcerpt(res).then((excerpt) => resolve({ status: res.statusCode ?? 0, excerpt }), reject),
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The first bytes of a text (or JSON/XML) answer; null for other content. The rest is drained. */
function readExcerpt(res: IncomingMessage): Promise<string | null> {
  const type = String(res.headers['content-type'] ?? 'text/plain');
  const text = /^text\/|json|xml|urlencoded/i.test(type);
  const chunks: Buffer[] = [];
  let kept = 0;
  return new Promise((resolve, reject) => {
    res.on('data', (chunk: Buffer) => {
      if (!text || kept >= RESPONSE_EXCERPT_BYTES) return;
      chunks.push(chunk.subarray(0, RESPONSE_EXCERPT_BYTES - kept));
      kept += Math.min(chunk.length, RESPONSE_EXCERPT_BYTES - kept);
    });
    res.on('end', () => {
      if (!text) return resolve(null);
      // A character cut at the 500th byte is dropped rather than shown broken.
      resolve(new TextDecoder().decode(Buffer.concat(chunks)).replace(/\uFFFD$/, ''));
    });
    res.on('error', reject);
  });
}

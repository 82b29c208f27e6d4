// The HTTP side of a delivery: one guarded POST (core/outbound.ts), timed, with the start of a text
// answer kept for the delivery log.
import { guardedRequest, type GuardedAnswer } from '../../core/outbound.js';
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
  const body = JSON.stringify(row.payload);
  const timestamp = Math.floor(Date.now() / 1000);
  const answer = await guardedRequest(new URL(row.url), {
    method: 'POST',
    allowLoopback,
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    maxBytes: RESPONSE_EXCERPT_BYTES,
    body,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      'user-agent': 'Hostel-Webhooks/1',
      'x-hostel-delivery': row.id,
      'x-hostel-event': row.event,
      'x-hostel-timestamp': String(timestamp),
      'x-hostel-signature': webhookSignatureHeader(row.secrets, timestamp, body),
    },
  });
  return { status: answer.status, excerpt: excerptOf(answer) };
}

/** The start of a text (or JSON/XML) answer; null for other content. */
function excerptOf(answer: GuardedAnswer): string | null {
  const type = String(answer.headers['content-type'] ?? 'text/plain');
  if (!/^text\/|json|xml|urlencoded/i.test(type)) return null;
  // A character cut at the 500th byte is dropped rather than shown broken.
  return new TextDecoder().decode(answer.body).replace(/\uFFFD$/, '');
}

// Fetches another channel's iCal feed: guarded GETs (core/outbound.ts: public addresses only, https;
// each redirect checked again) within one deadline and a size limit. Whatever goes wrong becomes a
// FeedProblem whose message the owner reads on the feed.
import { RefusedAddressError } from '../../core/outbound-address.js';
import { guardedRequest } from '../../core/outbound.js';

export const FEED_MAX_BYTES = 1_000_000;
export const FEED_TIMEOUT_MS = 10_000;
const MAX_REDIRECTS = 5;

/** Why a feed could not be read, in words for its owner. */
export class FeedProblem extends Error {}

export interface FeedLimits {
  maxBytes: number;
  timeoutMs: number;
}

/** The feed's text; throws FeedProblem. */
export async function fetchFeed(
  url: string,
  allowLoopback: boolean,
  limits: FeedLimits = { maxBytes: FEED_MAX_BYTES, timeoutMs: FEED_TIMEOUT_MS },
): Promise<string> {
  // One deadline for the whole exchange, redirects included.
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let target = new URL(url);
  try {
    for (let redirects = 0; ; redirects++) {
      const answer = await guardedRequest(target, {
        method: 'GET',
        allowLoopback,
        signal,
        maxBytes: limits.maxBytes,
        headers: { accept: 'text/calendar, */*;q=0.5', 'user-agent': 'Hostel-Calendar/1' },
      });
      const { status, headers } = answer;
      if (status >= 300 && status < 400 && headers.location) {
        if (redirects >= MAX_REDIRECTS) throw new FeedProblem('The feed redirects too many times.');
        target = new URL(headers.location, target);
        continue;
      }
      if (status < 200 || status >= 300) throw new FeedProblem(`The feed answered HTTP ${status}.`);
      if (!answer.complete)
        throw new FeedProblem(`The feed is larger than ${limits.maxBytes / 1_000_000} MB.`);
      return answer.body.toString('utf8');
    }
  } catch (err) {
    if (err instanceof FeedProblem) throw err;
    if (err instanceof RefusedAddressError)
      throw new FeedProblem('The feed’s address must be a public https address.');
    if ((err as NodeJS.ErrnoException).syscall === 'getaddrinfo')
      throw new FeedProblem('The feed’s host name does not resolve.');
    if (signal.aborted)
      throw new FeedProblem(`The feed did not answer within ${limits.timeoutMs / 1000} seconds.`);
    throw new FeedProblem('The feed could not be reached.');
  }
}

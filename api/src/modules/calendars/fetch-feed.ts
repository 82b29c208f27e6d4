// Fetches another channel's iCal feed: GET through the webhooks' address guard (public addresses
// only, https; each redirect checked again), within a time and a size limit. Whatever goes wrong
// becomes a FeedProblem whose message the owner reads on the feed.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { guardedLookup, RefusedAddressError, requestAddresses } from '../webhooks/index.js';

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
      try {
        await requestAddresses(target, allowLoopback);
      } catch (err) {
        if (err instanceof RefusedAddressError)
          throw new FeedProblem('The feed’s address must be a public https address.');
        throw new FeedProblem('The feed’s host name does not resolve.');
      }
      const res = await get(target, allowLoopback, signal);
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.resume();
        if (redirects >= MAX_REDIRECTS) throw new FeedProblem('The feed redirects too many times.');
        target = new URL(res.headers.location, target);
        continue;
      }
      if (status < 200 || status >= 300) {
        res.resume();
        throw new FeedProblem(`The feed answered HTTP ${status}.`);
      }
      return await readLimited(res, limits.maxBytes);
    }
  } catch (err) {
    if (err instanceof FeedProblem) throw err;
    if (signal.aborted)
      throw new FeedProblem(`The feed did not answer within ${limits.timeoutMs / 1000} seconds.`);
    throw new FeedProblem('The feed could not be reached.');
  }
}

function get(url: URL, allowLoopback: boolean, signal: AbortSignal): Promise<IncomingMessage> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(url, {
      method: 'GET',
      // A new connection each time, so every request goes through the address check.
      agent: false,
      lookup: guardedLookup(allowLoopback) as never,
      signal,
      headers: { accept: 'text/calendar, */*;q=0.5', 'user-agent': 'Hostel-Calendar/1' },
    });
    req.on('response', resolve);
    req.on('error', reject);
    req.end();
  });
}

/** The body as UTF-8 text; a FeedProblem as soon as it passes `maxBytes`. */
function readLimited(res: IncomingMessage, maxBytes: number): Promise<string> {
  const tooLarge = () => new FeedProblem(`The feed is larger than ${maxBytes / 1_000_000} MB.`);
  if (Number(res.headers['content-length'] ?? 0) > maxBytes) {
    res.destroy();
    return Promise.reject(tooLarge());
  }
  const chunks: Buffer[] = [];
  let size = 0;
  return new Promise((resolve, reject) => {
    res.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        res.destroy();
        reject(tooLarge());
      } else chunks.push(chunk);
    });
    res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    res.on('error', reject);
    // Cut short (the deadline passed mid-body): settles it when no 'error' does.
    res.on('close', () => reject(new Error('The answer was cut short.')));
  });
}

// Paystack's HTTP API and webhook signature, shared by whoever talks to Paystack (payouts'
// transfers; payments' charges). No SDK: a few JSON calls with the secret key as bearer token.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const PAYSTACK_SIGNATURE_HEADER = 'x-paystack-signature';

/** Paystack's webhook signature: hex HMAC-SHA512 of the raw body, keyed with the secret key. */
export const paystackSignature = (secretKey: string, rawBody: Buffer) =>
  createHmac('sha512', secretKey).update(rawBody).digest('hex');

/** Whether `header` is the body's signature (timing-safe). Paystack signs no timestamp: replays are the receiver's to make harmless. */
export function isPaystackSignatureValid(secretKey: string, rawBody: Buffer, header: string | undefined) {
  if (!header || !/^[0-9a-f]{128}$/i.test(header)) return false;
  return timingSafeEqual(
    Buffer.from(header, 'hex'),
    Buffer.from(paystackSignature(secretKey, rawBody), 'hex'),
  );
}

/** Paystack answered with `status: false` or an HTTP error: `message` is its own words. */
export class PaystackError extends Error {
  override name = 'PaystackError';
  constructor(
    message: string,
    readonly httpStatus: number,
  ) {
    super(message);
  }
}

/** No answer from Paystack (network, timeout): the call may or may not have been carried out. */
export class PaystackUnavailableError extends Error {
  override name = 'PaystackUnavailableError';
}

const TIMEOUT_MS = 15_000;

/** One call; answers `data` of Paystack's `{ status, message, data }` envelope. */
export async function paystackRequest<T>(
  options: { secretKey: string; baseUrl: string },
  method: 'GET' | 'POST',
  path: string,
  body?: Record<string, unknown>,
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${options.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${options.secretKey}`, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    throw new PaystackUnavailableError(`Paystack did not answer: ${(err as Error).message}`);
  }
  if (res.status >= 500) throw new PaystackUnavailableError(`Paystack answered ${res.status}.`);
  const json = (await res.json().catch(() => null)) as {
    status?: boolean;
    message?: string;
    data?: T;
  } | null;
  if (!res.ok || !json?.status) {
    throw new PaystackError(json?.message ?? `Paystack answered ${res.status}.`, res.status);
  }
  return json.data as T;
}

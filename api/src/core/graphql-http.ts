// `/graphql` on node:http: the request's scope, CORS, the body (JSON up to a limit, or a GraphQL
// multipart upload), then Apollo. GraphQL skips Express's router, body-parser and `res.send`,
// a large share of a small request's CPU (docs/benchmarks.md); every other route is an Express route.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HeaderMap, type ApolloServer } from '@apollo/server';
import processRequest from 'graphql-upload/processRequest.mjs';
import type { Context } from './context.js';
import { cors, requestErrorResponse } from './http.js';
import { openRequestScope, type Logger, type RequestScope } from './logger.js';
import type { LimitState } from './rate-limits.js';

export interface GraphqlHttpOptions {
  logger: Logger;
  /** Largest JSON body accepted, in bytes; larger ones are answered 413. */
  maxBodyBytes: number;
  uploads: { maxFileSize: number; maxFiles: number };
  /** `addressLimit`: the address window `admit` counted the request in, for the answer to report. */
  context: (req: IncomingMessage, scope: RequestScope, addressLimit?: LimitState) => Promise<Context>;
  /** Admits a request, or answers it itself (a limit's 429) and resolves false. */
  admit: (req: IncomingMessage, res: ServerResponse) => Promise<{ addressLimit?: LimitState } | false>;
  /**
   * `extensions.cost` and RateLimit headers of an answer refused before any operation ran (a bad
   * token, a forbidden origin, a request limit; `error` is the refusal): integrators read them on
   * every answer.
   */
  refusedCost: (
    req: IncomingMessage,
    error: unknown,
    addressLimit?: LimitState,
  ) => Promise<{ cost: unknown; headers: [string, string][] }>;
}

/** `/graphql` and `/graphql/`, with or without a query string. */
export const isGraphqlPath = (url: string | undefined) => /^\/graphql\/?(?:\?|$)/.test(url ?? '');

/** A client's fault found before GraphQL runs, in the shape body readers and http-errors use. */
class BodyError extends Error {
  readonly expose = true;
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function graphqlHttpHandler(
  apollo: ApolloServer<Context>,
  options: GraphqlHttpOptions,
): (req: IncomingMessage, res: ServerResponse) => void {
  const corsHeaders = cors();

  async function answer(req: IncomingMessage, res: ServerResponse, scope: RequestScope, multipart: boolean) {
    const admitted = await options.admit(req, res);
    if (!admitted) return void req.resume();
    const body = multipart
      ? await processRequest(req, res, options.uploads)
      : await readJson(req, options.maxBodyBytes);
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const url = req.url ?? '';
    const query = url.indexOf('?');
    let refused: { error: unknown } | undefined;
    const response = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: {
        method: req.method?.toUpperCase() ?? 'GET',
        headers,
        search: query < 0 ? '' : url.slice(query),
        body,
      },
      context: () =>
        options.context(req, scope, admitted.addressLimit).catch((error: unknown) => {
          refused = { error };
          throw error;
        }),
    });
    // An answer sent before an upload has finished arriving makes most clients fail to read it.
    if (multipart) await requestFinished(req);
    for (const [key, value] of response.headers) res.setHeader(key, value);
    res.statusCode = response.status ?? 200;
    if (response.body.kind === 'complete') {
      if (!refused) return void res.end(response.body.string);
      const { cost, headers: limits } = await options.refusedCost(req, refused.error, admitted.addressLimit);
      for (const [key, value] of limits) res.setHeader(key, value);
      return void res.end(withCost(response.body.string, cost));
    }
    for await (const chunk of response.body.asyncIterator) res.write(chunk);
    res.end();
  }

  return (req, res) => {
    const scope = openRequestScope(options.logger, req, res);
    if (corsHeaders(req, res)) return;
    const multipart = mediaType(req) === 'multipart/form-data';
    answer(req, res, scope, multipart).catch(async (error: unknown) => {
      if (res.headersSent) return void res.destroy(); // mid-stream: all that is left is to cut it
      if (multipart) await requestFinished(req);
      const { status, body } = requestErrorResponse(error, scope, options.uploads.maxFiles);
      res.statusCode = status;
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.end(JSON.stringify(body));
    });
  };
}

/** A JSON error answer with `extensions.cost` added (Apollo answers context failures without plugins). */
function withCost(body: string, cost: unknown): string {
  const parsed = JSON.parse(body) as { extensions?: Record<string, unknown> };
  parsed.extensions = { ...parsed.extensions, cost };
  return JSON.stringify(parsed);
}

function mediaType(req: IncomingMessage): string | undefined {
  return req.headers['content-type']?.split(';', 1)[0]!.trim().toLowerCase();
}

/**
 * The parsed body of a JSON request; undefined for any other (Apollo answers those, refusing the
 * ones a browser could send cross-site). UTF-8 only, uncompressed, at most `limit` bytes.
 */
async function readJson(req: IncomingMessage, limit: number): Promise<unknown> {
  const type = mediaType(req);
  if (type !== 'application/json' && !type?.endsWith('+json')) {
    req.resume(); // nothing here reads it
    return undefined;
  }
  const charset = /;\s*charset\s*=\s*"?([\w-]+)"?/i.exec(req.headers['content-type']!)?.[1]?.toLowerCase();
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
    throw new BodyError(415, `the ${charset} charset is not supported; send UTF-8.`);
  }
  const encoding = req.headers['content-encoding']?.toLowerCase() ?? 'identity';
  if (encoding !== 'identity') {
    throw new BodyError(415, `compressed bodies (${encoding}) are not supported.`);
  }
  if (Number(req.headers['content-length']) > limit) throw new BodyError(413, 'request entity too large');
  const text = (await readBody(req, limit)).toString('utf8');
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new BodyError(400, (error as SyntaxError).message);
  }
}

/**
 * The whole body, refused past `limit` bytes. What arrives after a refusal is read and dropped, as
 * Node does with any unread body, so the connection can carry the answer and the next request.
 */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const settle = (error?: Error) => {
      req.off('data', onData).off('end', onEnd).off('error', onAbort).off('close', onAbort);
      if (error) reject(error);
    };
    const onData = (chunk: Buffer) => {
      length += chunk.length;
      if (length <= limit) return void chunks.push(chunk);
      settle(new BodyError(413, 'request entity too large'));
      req.resume(); // keeps flowing, with nobody listening
    };
    const onEnd = () => {
      settle();
      resolve(Buffer.concat(chunks, length));
    };
    // The client went away (the connection closed, or Node reports the request aborted).
    const onAbort = () => settle(new BodyError(400, 'the request was aborted before its body arrived.'));
    req.on('data', onData).on('end', onEnd).on('error', onAbort).on('close', onAbort);
  });
}

/** Resolves once the request has finished arriving (or its connection closed). */
function requestFinished(req: IncomingMessage): Promise<void> {
  return req.closed ? Promise.resolve() : new Promise((resolve) => req.once('close', () => resolve()));
}

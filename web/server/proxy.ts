// Forwards the API's paths (HTTP and the GraphQL WebSocket) from the web origin to the API, so the
// browser talks to one origin. Bodies stream both ways; the API enforces its own size limits.
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

// The API's paths (web/src/config/api-paths.ts): Vite's dev proxy and the service worker read them too.
export { API_PATHS, API_PREFIXES } from '../src/config/api-paths.js';

// Hop-by-hop headers (RFC 9110 section 7.6.1) are this connection's, never forwarded.
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
];

/** The client chain the API reads its per-client limits from, with this hop's client appended. */
export function forwardedFor(req: IncomingMessage): string {
  const address = req.socket.remoteAddress ?? '';
  const prior = req.headers['x-forwarded-for'];
  return prior ? `${String(prior)}, ${address}` : address;
}

function forwardedHeaders(req: IncomingMessage) {
  const headers = { ...req.headers };
  for (const name of HOP_BY_HOP) delete headers[name];
  headers['x-forwarded-for'] = forwardedFor(req);
  headers['x-forwarded-proto'] ??= 'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http';
  if (req.headers.host) headers['x-forwarded-host'] ??= req.headers.host;
  return headers;
}

export function createApiProxy(apiUrl: string) {
  const target = new URL(apiUrl);
  const options = (req: IncomingMessage) => ({
    protocol: target.protocol,
    hostname: target.hostname,
    port: target.port,
    method: req.method,
    path: req.url,
  });

  /** An HTTP request: streamed to the API, its answer streamed back (502 when the API is down). */
  function web(req: IncomingMessage, res: ServerResponse) {
    const upstream = httpRequest({ ...options(req), headers: forwardedHeaders(req) }, (answer) => {
      const headers = { ...answer.headers };
      for (const name of HOP_BY_HOP) delete headers[name];
      res.writeHead(answer.statusCode ?? 502, headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (res.headersSent) return void res.destroy();
      res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' }).end('The API is not reachable.');
    });
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  }

  /** A WebSocket upgrade (GraphQL subscriptions): the handshake goes through, then the bytes. */
  function upgrade(req: IncomingMessage, socket: Socket, head: Buffer) {
    const headers = { ...forwardedHeaders(req), connection: 'Upgrade', upgrade: req.headers.upgrade };
    const upstream = httpRequest({ ...options(req), headers });
    const fail = () => socket.destroy();
    socket.on('error', () => upstream.destroy());
    upstream.on('error', fail);
    upstream.on('response', (answer) => {
      // The API refused the upgrade: hand its answer back as it is.
      socket.write(
        `HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}\r\n` +
          Object.entries(answer.headers)
            .map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(', ') : v}\r\n`)
            .join('') +
          '\r\n',
      );
      answer.pipe(socket);
    });
    upstream.on('upgrade', (answer, apiSocket, apiHead) => {
      const lines = [`HTTP/1.1 101 ${answer.statusMessage ?? 'Switching Protocols'}`];
      for (let i = 0; i < answer.rawHeaders.length; i += 2)
        lines.push(`${answer.rawHeaders[i]}: ${answer.rawHeaders[i + 1]}`);
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (apiHead.length) socket.write(apiHead);
      if (head.length) apiSocket.write(head);
      apiSocket.on('error', fail);
      socket.on('close', () => apiSocket.destroy());
      apiSocket.on('close', fail);
      apiSocket.pipe(socket).pipe(apiSocket);
    });
    upstream.end();
  }

  return { web, upgrade };
}

// A real local HTTP endpoint for webhook tests: records every request with its raw body and
// answers with whatever status the test sets (optionally after a delay).
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

export async function startReceiver() {
  const received: Received[] = [];
  const state = {
    status: 200,
    delayMs: 0,
    body: 'ok',
    /** Per request: a status (and delay) instead of the ones above. */
    answer: undefined as ((hit: Received) => { status?: number; delayMs?: number }) | undefined,
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const hit = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(hit);
      const custom = state.answer?.(hit) ?? {};
      setTimeout(() => {
        res.statusCode = custom.status ?? state.status;
        res.end(state.body);
      }, custom.delayMs ?? state.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

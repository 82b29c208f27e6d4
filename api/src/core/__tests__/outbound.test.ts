// The one guarded request (webhooks, pushes, calendar feeds) against a real local HTTP server: the
// address guard, the size limit and the deadline.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { RefusedAddressError } from '../outbound-address.js';
import { guardedRequest, type GuardedRequest } from '../outbound.js';

describe('guardedRequest', () => {
  let server: Server;
  let base: string;
  const received: string[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push(`${req.method} ${req.url} ${body}`);
        if (req.url === '/slow') return void setTimeout(() => res.end('late'), 2_000);
        res.writeHead(201, { 'content-type': 'text/plain' }).end('0123456789');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const options = (over: Partial<GuardedRequest> = {}): GuardedRequest => ({
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: 'hello',
    allowLoopback: true,
    signal: AbortSignal.timeout(5_000),
    maxBytes: 100,
    ...over,
  });

  it('sends the body and reads the whole answer within the size limit', async () => {
    const answer = await guardedRequest(new URL(`${base}/hook`), options());
    assert.deepEqual([answer.status, answer.body.toString(), answer.complete], [201, '0123456789', true]);
    assert.equal(received.at(-1), 'POST /hook hello');
  });

  it('stops reading at the size limit and says the answer was longer', async () => {
    const answer = await guardedRequest(new URL(`${base}/big`), options({ maxBytes: 4 }));
    assert.deepEqual([answer.status, answer.body.toString(), answer.complete], [201, '0123', false]);
    const none = await guardedRequest(new URL(`${base}/big`), options({ maxBytes: 0 }));
    assert.deepEqual([none.status, none.body.length, none.complete], [201, 0, false]);
  });

  it('refuses loopback and private addresses unless loopback is allowed, before sending anything', async () => {
    const sent = received.length;
    for (const url of [`${base}/hook`, 'https://10.0.0.1/hook', 'https://[::ffff:127.0.0.1]/hook'])
      await assert.rejects(
        guardedRequest(new URL(url), options({ allowLoopback: false })),
        RefusedAddressError,
      );
    // http is refused for a public address even where loopback is allowed.
    await assert.rejects(guardedRequest(new URL('http://1.1.1.1/hook'), options()), /must use https/);
    assert.equal(received.length, sent);
  });

  it('gives up at the deadline', async () => {
    const signal = AbortSignal.timeout(200);
    await assert.rejects(guardedRequest(new URL(`${base}/slow`), options({ signal })));
    assert.ok(signal.aborted);
  });
});

// With OTEL_EXPORTER_OTLP_ENDPOINT set, the API process exports one trace per request (HTTP,
// GraphQL operation, resolver, database), whose id is the request id it answers with.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { emulatorHost, postGraphQL } from '../../test/harness.js';

const mainFile = fileURLToPath(new URL('../../main.ts', import.meta.url));
type OtlpSpan = { traceId: string; name: string; attributes?: { key: string }[] };

describe('OpenTelemetry traces', () => {
  const spans: OtlpSpan[] = [];
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const sent = JSON.parse(body) as {
          resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[];
        };
        for (const r of sent.resourceSpans) for (const s of r.scopeSpans) spans.push(...s.spans);
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'hostel-tracing-'));
  let child: ReturnType<typeof spawn>;
  let url: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.address() as AddressInfo;
    child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PORT: '0',
        HOST: '127.0.0.1',
        PUBLIC_URL: '',
        FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        OTEL_BSP_SCHEDULE_DELAY: '100',
        OTEL_TRACES_SAMPLER: 'always_on',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    url = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        out += chunk;
        const found = /API ready on (http:\/\/[^/\s]+)/.exec(out);
        if (found) resolve(found[1]!);
      });
      child.stderr!.on('data', (chunk: Buffer) => (out += chunk));
      child.once('exit', (code) => reject(new Error(`The API exited (${code}): ${out}`)));
    });
  });
  afterAll(async () => {
    child?.kill('SIGTERM');
    await new Promise((resolve) => child?.once('exit', resolve));
    receiver.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends the HTTP request, operation, resolver and database spans under the request id', async () => {
    const res = await postGraphQL(url, 'query TraceProbe { hostel(slug: "no-such-hostel") { id } }');
    assert.equal(res.body.errors?.[0]?.extensions.code, 'NOT_FOUND');
    const requestId = res.headers.get('x-request-id')!;
    assert.match(requestId, /^[0-9a-f]{32}$/, 'the request id is a trace id');

    const ofTrace = () => spans.filter((span) => span.traceId === requestId).map((span) => span.name);
    for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
      const names = ofTrace();
      // The HTTP span ends last (after the answer is sent), so it may come in a later batch.
      const complete =
        names.some((n) => /^POST\b/.test(n)) &&
        names.includes('query TraceProbe') &&
        names.some((n) => n.startsWith('prisma:'));
      if (complete) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const names = ofTrace();
    assert.ok(
      names.some((name) => /^POST\b/.test(name)),
      `an HTTP span: ${names.join(', ')}`,
    );
    assert.ok(names.includes('query TraceProbe'), `the operation: ${names.join(', ')}`);
    assert.ok(names.includes('Query.hostel'), `the resolver: ${names.join(', ')}`);
    assert.ok(
      names.some((name) => name.startsWith('prisma:')),
      `a database span: ${names.join(', ')}`,
    );
  });
});

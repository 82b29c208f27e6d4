// /metrics on its private port: GraphQL operations and HTTP routes by bounded labels, and the
// gauges read from the database on scrape.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { rmSync } from 'node:fs';
import { createTestDatabase } from '../../test/database.js';
import { postGraphQL, testConfig } from '../../test/harness.js';
import { createServer, type RunningServer } from '../../server.js';
import { operationLabel, OPERATION_NAMES_MAX } from '../metrics.js';

/** The value of one series (`name{labels}`) in a scrape, or undefined when absent. */
function series(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present: string[] = (match[2] ?? '').match(/\w+="(?:[^"\\]|\\.)*"/g) ?? [];
    if (wanted.every((label) => present.includes(label))) return Number(match[3]);
  }
  return undefined;
}

describe('Prometheus metrics', () => {
  let api: RunningServer;
  let tempDir: string;
  let metricsUrl: string;
  const scrape = async () => {
    const res = await fetch(metricsUrl);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /text\/plain/);
    return res.text();
  };

  beforeAll(async () => {
    const test = testConfig({ metrics: { host: '127.0.0.1', port: 0, explicit: true } });
    tempDir = test.tempDir;
    api = await createServer(test.config, { db: await createTestDatabase() });
    metricsUrl = api.metricsUrl!;
    assert.ok(metricsUrl, 'the server reports where /metrics is served');
  });
  afterAll(async () => {
    await api?.close();
    await api?.db.close();
    rmSync(tempDir, { recursive: true, force: true });
  });

  it('counts each named operation, its errors by code, and HTTP routes by pattern', async () => {
    const ok = await postGraphQL(api.url, 'query MetricsProbeOk { __typename }');
    assert.equal(ok.status, 200);
    await postGraphQL(api.url, 'query MetricsProbeOk { __typename }');
    const failed = await postGraphQL(api.url, 'query MetricsProbeFail { apiClients { id } }');
    assert.equal(failed.body.errors?.[0]?.extensions.code, 'UNAUTHENTICATED');
    assert.equal((await fetch(`${api.url}/healthz`)).status, 200);
    assert.equal((await fetch(`${api.url}/files/no/such-file-8d2f.png`)).status, 404);

    const text = await scrape();
    const okLabels = { operation: 'MetricsProbeOk', type: 'query' };
    assert.equal(series(text, 'graphql_operation_duration_seconds_count', okLabels), 2);
    assert.equal(series(text, 'graphql_operation_errors_total', okLabels), undefined);
    const failLabels = { operation: 'MetricsProbeFail', type: 'query' };
    assert.equal(series(text, 'graphql_operation_duration_seconds_count', failLabels), 1);
    assert.equal(
      series(text, 'graphql_operation_errors_total', { ...failLabels, code: 'UNAUTHENTICATED' }),
      1,
    );

    const route = (path: string, status: string) =>
      series(text, 'http_request_duration_seconds_count', { method: 'POST', route: path, status });
    assert.ok((route('/graphql', '200') ?? 0) >= 3);
    const get = (path: string, status: string) =>
      series(text, 'http_request_duration_seconds_count', { method: 'GET', route: path, status });
    assert.ok((get('/healthz', '200') ?? 0) >= 1);
    assert.equal(
      get('/files/*storagePath', '404'),
      1,
      text.match(/^http_request_duration_seconds_count.*$/gm)?.join('\n'),
    );
    assert.doesNotMatch(text, /such-file-8d2f/, 'raw paths are never labels');
  });

  it('reports the queues, backlogs, payments, payouts, sockets and the process', async () => {
    await api.db.prisma.emailOutbox.create({
      data: {
        category: 'ACCOUNT',
        to: 'metrics@example.com',
        subject: 'Hi',
        body: 'Hi',
        nextAttemptAt: new Date(Date.now() - 60_000),
      },
    });
    const text = await scrape();
    assert.equal(series(text, 'metrics_database_ok'), 1);
    assert.equal(series(text, 'job_queue_due', { job: 'notifications.email' }), 1);
    assert.ok((series(text, 'job_queue_oldest_due_seconds', { job: 'notifications.email' }) ?? 0) >= 59);
    assert.equal(series(text, 'job_queue_due', { job: 'webhooks.deliver' }), 0);
    assert.equal(series(text, 'email_outbox_queued'), 1);
    assert.equal(series(text, 'webhook_deliveries_pending'), 0);
    assert.equal(series(text, 'payments', { status: 'SUCCEEDED' }), 0);
    assert.equal(series(text, 'payouts', { status: 'FAILED' }), 0);
    assert.equal(series(text, 'websocket_connections'), 0);
    assert.equal(series(text, 'graphql_subscriptions_active'), 0);
    assert.notEqual(series(text, 'process_cpu_user_seconds_total'), undefined);
    for (const name of ['redis_errors_total', 'rate_limit_refusals_total', 'job_run_duration_seconds'])
      assert.match(text, new RegExp(`^# TYPE ${name} `, 'm'));
  });

  it('is served on its own port only', async () => {
    assert.equal((await fetch(`${api.url}/metrics`)).status, 404);
    assert.equal((await fetch(metricsUrl.replace('/metrics', '/other'))).status, 404);
  });

  it('keeps operation names bounded, whatever names clients send', () => {
    for (let i = 0; i < OPERATION_NAMES_MAX; i++) operationLabel(`Flood${i}`);
    assert.equal(operationLabel('MetricsProbeOk'), 'MetricsProbeOk', 'a name seen before keeps its label');
    assert.equal(operationLabel('OneTooMany'), 'other');
    assert.equal(operationLabel(undefined), 'anonymous');
    assert.equal(operationLabel('x'.repeat(100)), 'other');
  });
});

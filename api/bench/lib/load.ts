// Load generation for the benchmarks. Percentiles are computed from every response time, not from
// histogram buckets.
// - runLoad: autocannon at saturation (throughput at N concurrent connections).
// - runFixedRate: an open-loop generator for latency at a fixed offered load. autocannon's
//   `overallRate` is not one: each connection sends its whole per-second quota back to back and
//   then pauses until the next second, so "100 req/s" is a burst of 100 requests at the start of
//   every second and the latency measured is mostly queueing behind that burst. Here request i is
//   sent at start + i / rate whatever the earlier ones are doing, and its latency is counted from
//   that scheduled moment, so a slow server cannot hide its queueing (no coordinated omission).
import http from 'node:http';
import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  body: string;
  headers?: Record<string, string>;
  seconds: number;
  connections: number;
}

export interface LoadResult {
  requests: number;
  rps: number;
  errors: number;
  non2xx: number;
  p50: number;
  p95: number;
  p99: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;

function result(latencies: number[], seconds: number, errors: number, non2xx: number): LoadResult {
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: latencies.length / seconds,
    errors,
    non2xx,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

export function runLoad(options: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        method: 'POST',
        body: options.body,
        headers: { 'content-type': 'application/json', ...options.headers },
        duration: options.seconds,
        connections: options.connections,
      },
      (error, res) => {
        if (error) return reject(error);
        const r = result(latencies, options.seconds, res.errors + res.timeouts, res.non2xx);
        resolve({ ...r, requests: res.requests.total, rps: res.requests.total / options.seconds });
      },
    );
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) =>
      latencies.push(responseTime),
    );
  });
}

/**
 * One POST on a keep-alive agent, resolved with the status and the body's text. The load
 * generators share the machine with the servers they measure, and `fetch` costs the client
 * several times the CPU of `http.request`.
 */
export function post(
  agent: http.Agent,
  url: string,
  body: Buffer,
  headers: Record<string, string | number>,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, text: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * `rate` requests per second, evenly spaced, for `seconds` or until `stop` is aborted (a window that
 * lasts as long as something else does); connections are opened as needed.
 */
export async function runFixedRate(
  options: Omit<LoadOptions, 'connections'> & { rate: number; stop?: AbortSignal },
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const body = Buffer.from(options.body);
  const headers = { 'content-type': 'application/json', 'content-length': body.length, ...options.headers };
  const total = Math.round(options.rate * options.seconds);
  const interval = 1000 / options.rate;
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;

  const send = async (scheduledAt: number) => {
    try {
      const { status } = await post(agent, options.url, body, headers);
      if (status < 200 || status >= 300) non2xx++;
      latencies.push(performance.now() - scheduledAt);
    } catch {
      errors++;
    }
  };

  const start = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    if (options.stop?.aborted) break;
    inFlight.push(send(Math.max(due, performance.now()))); // never counted from before it left
  }
  await Promise.all(inFlight);
  agent.destroy();
  return result(latencies, inFlight.length / options.rate, errors, non2xx);
}

export const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

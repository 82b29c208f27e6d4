// Load generation for the benchmarks: autocannon at saturation (throughput) and at a fixed offered
// rate (latency). Percentiles are computed from every response time, not from histogram buckets.
import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  body: string;
  headers?: Record<string, string>;
  seconds: number;
  connections: number;
  /** Requests per second across all connections; omitted = as fast as possible. */
  overallRate?: number;
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
        overallRate: options.overallRate,
      },
      (error, result) => {
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        resolve({
          requests: result.requests.total,
          rps: result.requests.total / options.seconds,
          errors: result.errors + result.timeouts,
          non2xx: result.non2xx,
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          p99: percentile(latencies, 99),
        });
      },
    );
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) =>
      latencies.push(responseTime),
    );
  });
}

export const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

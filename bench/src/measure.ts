import autocannon from 'autocannon';
import { createServer, type Server } from 'node:http';
import { freePort } from '@syna/server-process';

export interface Measurement {
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  requests: number;
  errors: number;
}

/** The load of every measurement: concurrent requests in flight, and seconds measured after a warm-up. */
export const LOAD = { connections: 10, durationSeconds: 6, warmupSeconds: 1 };

/** The latency at `fraction` (0.95 for p95) of the sorted latencies, by the nearest-rank method. */
function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

const roundedMs = (value: number) => Math.round(value * 100) / 100;

/** Throughput and latency percentiles from every latency recorded during `seconds`. */
export function summarise(latenciesMs: number[], seconds: number, errors: number): Measurement {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(sorted.length / seconds),
    p50Ms: roundedMs(percentile(sorted, 0.5)),
    p95Ms: roundedMs(percentile(sorted, 0.95)),
    requests: sorted.length,
    errors,
  };
}

function runAutocannon(options: autocannon.Options, onLatency?: (ms: number) => void) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    if (onLatency) {
      instance.on('response', (_client, statusCode, _bytes, responseTime) => {
        if (statusCode < 300) onLatency(responseTime);
      });
    }
  });
}

/**
 * Loads one URL with autocannon (for answers too quick for a JavaScript client loop to keep up
 * with), recording the latency of every successful response for the same percentiles as
 * `runLoad`.
 */
export async function measure(url: string, headers: Record<string, string> = {}): Promise<Measurement> {
  const options = { url, headers, connections: LOAD.connections };
  await runAutocannon({ ...options, duration: LOAD.warmupSeconds });
  const latencies: number[] = [];
  const result = await runAutocannon({ ...options, duration: LOAD.durationSeconds }, (ms) =>
    latencies.push(ms),
  );
  return summarise(latencies, LOAD.durationSeconds, result.errors + result.non2xx);
}

/**
 * The raw baseline: a bare node:http server that answers with the same bytes the product
 * answered, so the ratio shows what routing, auth, tenancy and the database cost.
 */
export async function startBaseline(body: string): Promise<{ url: string; server: Server }> {
  const port = await freePort();
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}/`, server };
}

import autocannon from 'autocannon';
import { createServer, type Server } from 'node:http';
import { freePort } from './server-process.ts';

export interface Measurement {
  requestsPerSecond: number;
  p50Ms: number;
  /** autocannon reports p97.5, not p95. */
  p975Ms: number;
  errors: number;
  non2xx: number;
}

export const LOAD = { connections: 10, durationSeconds: 8 };

/** Loads one URL with autocannon, bounded in time, and reports throughput and latency. */
export async function measure(url: string, headers: Record<string, string> = {}): Promise<Measurement> {
  const result = await autocannon({
    url,
    headers,
    connections: LOAD.connections,
    duration: LOAD.durationSeconds,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p975Ms: result.latency.p97_5,
    errors: result.errors,
    non2xx: result.non2xx,
  };
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

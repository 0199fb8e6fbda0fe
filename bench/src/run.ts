import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { LOAD, measure, startBaseline, type Measurement } from './measure.ts';
import { startServer } from './server-process.ts';
import { signIn } from './sign-in.ts';

/** Demo sign-in of the seeded owner (README). */
const OWNER = { email: 'agare@example.se', password: 'demo-agare-2026' };

interface ScenarioResult {
  scenario: string;
  product: Measurement;
  baseline: Measurement;
  ratio: number;
}

async function initialDataScenario(baseUrl: string, token: string): Promise<ScenarioResult> {
  const url = `${baseUrl}/norrbesikt/v1/vb`;
  const headers = { authorization: `Bearer ${token}`, 'x-client-version': '1.0.0' };
  const sample = await fetch(url, { headers });
  if (!sample.ok) throw new Error(`initial data answered ${sample.status}`);
  const baseline = await startBaseline(await sample.text());
  try {
    const baselineMeasurement = await measure(baseline.url);
    const product = await measure(url, headers);
    return {
      scenario: 'GET /{tenant}/v1/vb (initial data, authenticated)',
      product,
      baseline: baselineMeasurement,
      ratio: product.requestsPerSecond / baselineMeasurement.requestsPerSecond,
    };
  } finally {
    baseline.server.close();
  }
}

const server = await startServer();
try {
  const token = await signIn(server.baseUrl, OWNER.email, OWNER.password);
  const results = [await initialDataScenario(server.baseUrl, token)];
  const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded)';
  console.log(
    `\nSyna benchmarks — ${database}, ${LOAD.connections} connections, ${LOAD.durationSeconds} s each\n`,
  );
  for (const result of results) {
    console.log(result.scenario);
    console.log(
      `  product : ${result.product.requestsPerSecond.toFixed(0)} req/s, p50 ${result.product.p50Ms} ms, p97.5 ${result.product.p975Ms} ms, errors ${result.product.errors}, non-2xx ${result.product.non2xx}`,
    );
    console.log(
      `  baseline: ${result.baseline.requestsPerSecond.toFixed(0)} req/s, p50 ${result.baseline.p50Ms} ms, p97.5 ${result.baseline.p975Ms} ms (raw node:http, same body)`,
    );
    console.log(`  ratio   : ${result.ratio.toFixed(3)} of the raw baseline\n`);
  }
  await writeFile(
    fileURLToPath(new URL('../results.json', import.meta.url)),
    `${JSON.stringify({ database, load: LOAD, results }, null, 2)}\n`,
  );
} finally {
  await server.stop();
}

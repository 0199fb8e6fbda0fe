import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { freshBenchDatabase, redacted } from './bench-database.ts';
import { httpTask } from './http-task.ts';
import { calendarScenario } from './calendar-scenario.ts';
import { runLoad } from './load-loop.ts';
import { LOAD, measure, startBaseline, type Measurement } from './measure.ts';
import { orderScenario } from './order-scenario.ts';
import { rawSqlBaseline } from './raw-sql-task.ts';
import { searchScenarios } from './search-scenarios.ts';
import type { SqlScenario } from './sql-scenario.ts';
import { BIG_FIRM, BIG_FIRM_ROWS, FIRMS_IN_ALL, seedBenchData } from './seed-data.ts';
import { startServer } from './server-process.ts';
import { TRICKLE_LOAD, trickleScenario } from './trickle-scenario.ts';
import { signIn } from './sign-in.ts';

/** Demo sign-in of the seeded owner (README). */
const OWNER = { email: 'agare@example.se', password: 'demo-agare-2026' };

const BASELINES = {
  http: 'a bare node:http server answering the same bytes, loaded by autocannon',
  quiet: 'the same product request measured in the same run while no upload is under way',
  sql:
    'the same SQL the product sent for the request (BEGIN, request role and tenant scope, the ' +
    "statements of the work, COMMIT), recorded from the product's own code and replayed by a raw pg " +
    'pool of the same size and concurrency (an order with its own number and ids each time); no HTTP, ' +
    'token, membership or firm lookup, validation, row mapping or JSON',
};

interface ScenarioResult {
  scenario: string;
  baseline: keyof typeof BASELINES;
  product: Measurement;
  raw: Measurement;
  /** Product throughput as a share of the baseline's (1 = as fast as the baseline). */
  ratio: number;
  /** Product p95 latency as a multiple of the baseline's. */
  p95Ratio: number;
}

const compare = (
  scenario: string,
  baseline: keyof typeof BASELINES,
  product: Measurement,
  raw: Measurement,
): ScenarioResult => ({
  scenario,
  baseline,
  product,
  raw,
  ratio: Math.round((product.requestsPerSecond / raw.requestsPerSecond) * 1000) / 1000,
  p95Ratio: Math.round((product.p95Ms / raw.p95Ms) * 100) / 100,
});

async function initialDataScenario(baseUrl: string, token: string): Promise<ScenarioResult> {
  const url = `${baseUrl}/${BIG_FIRM}/v1/vb`;
  const headers = { authorization: `Bearer ${token}`, 'x-client-version': '1.0.0' };
  const sample = await fetch(url, { headers });
  if (!sample.ok) throw new Error(`initial data answered ${sample.status}`);
  const baseline = await startBaseline(await sample.text());
  try {
    const raw = await measure(baseline.url);
    const product = await measure(url, headers);
    return compare('GET /{tenant}/v1/vb (initial data, authenticated)', 'http', product, raw);
  } finally {
    baseline.server.close();
  }
}

/** Measures the raw SQL first, then the product over HTTP, with the same measuring loop. */
async function sqlScenario(
  { scenario, call, statements, outcome }: SqlScenario,
  baseline: ReturnType<typeof rawSqlBaseline>,
): Promise<ScenarioResult> {
  const product = httpTask(call);
  try {
    const shown = outcome(await product.sample());
    const raw = await runLoad(baseline.task(statements));
    const measured = await runLoad(product.task);
    return compare(`${scenario} — ${shown}, ${statements.length} statements`, 'sql', measured, raw);
  } finally {
    product.close();
  }
}

const line = (measurement: Measurement) =>
  `${measurement.requestsPerSecond} req/s, p50 ${measurement.p50Ms} ms, p95 ${measurement.p95Ms} ms` +
  `, ${measurement.requests} requests, errors ${measurement.errors}`;

function print(database: string, results: ScenarioResult[], skipped: string | null): void {
  console.log(
    `\nSyna benchmarks — ${database}; ${LOAD.connections} concurrent requests, ` +
      `${LOAD.warmupSeconds} s warm-up + ${LOAD.durationSeconds} s measured per side\n`,
  );
  for (const kind of new Set(results.map((result) => result.baseline))) {
    console.log(`Baseline (${kind}): ${BASELINES[kind]}.`);
  }
  console.log('');
  for (const result of results) {
    console.log(result.scenario);
    console.log(`  product : ${line(result.product)}`);
    console.log(`  baseline: ${line(result.raw)} (${result.baseline})`);
    console.log(
      `  ratio   : ${result.ratio.toFixed(3)} of the baseline's throughput; p95 ${result.p95Ratio}× the baseline's\n`,
    );
  }
  if (skipped) console.log(skipped);
}

const bench = await freshBenchDatabase();
const postgres = 'url' in bench ? { url: bench.url, poolSize: LOAD.connections } : null;
const database = postgres ? `PostgreSQL ${redacted(postgres.url)}` : 'PGlite (embedded)';
const skipped =
  'unreachable' in bench
    ? `Search, order and calendar scenarios skipped: they need a PostgreSQL server and none answered (${bench.unreachable}). ` +
      'Set DATABASE_URL to one; the benchmark makes its own database on it.'
    : null;
if (skipped) console.log(skipped);
const server = await startServer(postgres);
try {
  let seeding: { seconds: number } | null = null;
  if (postgres) {
    console.log(`Seeding ${FIRMS_IN_ALL} firms, ${BIG_FIRM_ROWS} contacts and assignments in ${BIG_FIRM} …`);
    seeding = await seedBenchData(postgres.url);
    console.log(`Seeded in ${seeding.seconds.toFixed(1)} s.`);
  }
  const token = await signIn(server.baseUrl, OWNER.email, OWNER.password);
  console.log('Measuring the initial data …');
  const results = [await initialDataScenario(server.baseUrl, token)];
  console.log('Measuring the initial data while uploads trickle in …');
  const { quiet, trickling } = await trickleScenario(server.baseUrl, token);
  results.push(compare(`GET /{tenant}/v1/vb while ${TRICKLE_LOAD}`, 'quiet', trickling, quiet));
  if (postgres) {
    const signedIn = { token, email: OWNER.email };
    const scenarios = [
      ...(await searchScenarios(postgres.url, server.baseUrl, signedIn)),
      await orderScenario(postgres.url, server.baseUrl),
      await calendarScenario(postgres.url, server.baseUrl, signedIn),
    ];
    const baseline = rawSqlBaseline(postgres.url);
    try {
      for (const scenario of scenarios) {
        console.log(`Measuring ${scenario.scenario} …`);
        results.push(await sqlScenario(scenario, baseline));
      }
    } finally {
      await baseline.close();
    }
  }
  print(database, results, skipped);
  await writeFile(
    fileURLToPath(new URL('../results.json', import.meta.url)),
    `${JSON.stringify({ database, load: LOAD, seeding, baselines: BASELINES, skipped, results }, null, 2)}\n`,
  );
} finally {
  await server.stop();
}

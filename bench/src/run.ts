import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { freshBenchDatabase, redacted } from './bench-database.ts';
import { sharedBuffers } from './buffers.ts';
import { calendarScenario } from './calendar-scenario.ts';
import { COPIES_MIX, copiesScenario, describeCopies } from './copies-scenario.ts';
import { exportScenarios } from './export-scenario.ts';
import { FAN_OUT, fanOutScenario } from './fanout-scenario.ts';
import { check, describe, GOALS, type GoalCheck, type GoalName } from './goals.ts';
import { httpTask } from './http-task.ts';
import { runLoad, runPaired } from './load-loop.ts';
import { LOAD, measure, startBaseline, type Measurement } from './measure.ts';
import { orderInboxScenarios } from './order-inbox-scenarios.ts';
import { orderScenario } from './order-scenario.ts';
import { phaseTimer, type PhaseTimes } from './phases.ts';
import { rawSqlBaseline } from './raw-sql-task.ts';
import { rowSecurityPair } from './rls-scenario.ts';
import { runLabel } from './run-label.ts';
import { writeScaleChart } from './scale-chart.ts';
import { createScaleFirms, scaleFirms } from './scale-firms.ts';
import { printScaleTable, scaleScenarios, type ScaleLine } from './scale-scenarios.ts';
import { scenarioFilter } from './scenario-filter.ts';
import { searchScenarios } from './search-scenarios.ts';
import { ALL_ROWS, BIG_FIRM, BIG_FIRM_ROWS, FIRMS_IN_ALL, seedBenchData } from './seed-data.ts';
import { startServer } from './server-process.ts';
import { signIn } from './sign-in.ts';
import type { SqlScenario } from './sql-scenario.ts';
import { TRICKLE_LOAD, trickleScenario } from './trickle-scenario.ts';
import { LARGE_PHOTOS, PHOTO, uploadScenarios } from './upload-scenarios.ts';

/** Demo sign-in of the seeded owner (README). */
const OWNER = { email: 'agare@example.se', password: 'demo-agare-2026' };

const BASELINES = {
  http: 'a bare node:http server answering the same bytes, loaded by autocannon',
  quiet: 'the same product request measured in the same run while no upload is under way',
  sql:
    'the same SQL the product sent for the request (BEGIN with the request role and tenant scope, the ' +
    "statements of the work, COMMIT), recorded from the product's own code and replayed by a raw pg " +
    'pool of the same size and concurrency (an order with its own number and ids each time); no HTTP, ' +
    'token, membership or firm lookup, validation, row mapping or JSON',
  owner:
    'the same recorded SQL replayed the same way, but run by the tables’ owner, to which ' +
    'row-level security does not apply',
  copy:
    `the same mix (${COPIES_MIX.listPages} assignment list pages to ${COPIES_MIX.contactsCreated} new contact) ` +
    'with the same concurrency through the same nginx in front of one copy of the server, on the same database',
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
  /** Shared buffers (hit + read) of one request's recorded statements, and of the baseline's where it differs. */
  buffers?: number;
  rawBuffers?: number;
  /** Lines printed under the figures: what else the scenario measured. */
  notes?: string[];
}

/** A figure of a scenario measured against its goal, for the table at the end. */
interface GoalLine extends GoalCheck {
  scenario: string;
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
  databaseUrl: string,
): Promise<ScenarioResult> {
  const product = httpTask(call);
  try {
    const shown = outcome(await product.sample());
    const raw = await runLoad(baseline.task(statements));
    const measured = await runLoad(product.task);
    return {
      ...compare(`${scenario} — ${shown}, ${statements.length} statements`, 'sql', measured, raw),
      buffers: await sharedBuffers(databaseUrl, statements),
    };
  } finally {
    product.close();
  }
}

/** The list's recorded SQL as the product runs it (row-level security) against the same SQL as the owner. */
async function rowSecurityScenario(
  list: SqlScenario,
  baseline: ReturnType<typeof rawSqlBaseline>,
  databaseUrl: string,
): Promise<{ result: ScenarioResult; overheadPercent: number }> {
  const { owner, withoutRowSecurity } = await rowSecurityPair(databaseUrl, list.statements);
  const [secured, open] = await runPaired(baseline.task(list.statements), baseline.task(withoutRowSecurity));
  const result = {
    ...compare(`Row-level security: ${list.scenario}, as syna_app vs as ${owner}`, 'owner', secured, open),
    buffers: await sharedBuffers(databaseUrl, list.statements),
    rawBuffers: await sharedBuffers(databaseUrl, withoutRowSecurity),
  };
  const overheadPercent = Math.round((open.requestsPerSecond / secured.requestsPerSecond - 1) * 1000) / 10;
  return { result, overheadPercent };
}

const line = (measurement: Measurement) =>
  `${measurement.requestsPerSecond} req/s, p50 ${measurement.p50Ms} ms, p95 ${measurement.p95Ms} ms` +
  `, ${measurement.requests} requests, errors ${measurement.errors}`;

function printRatios(results: ScenarioResult[]): void {
  for (const kind of new Set(results.map((result) => result.baseline))) {
    console.log(`Baseline (${kind}): ${BASELINES[kind]}.`);
  }
  console.log('');
  for (const result of results) {
    console.log(result.scenario);
    console.log(`  product : ${line(result.product)}`);
    console.log(`  baseline: ${line(result.raw)} (${result.baseline})`);
    console.log(
      `  ratio   : ${result.ratio.toFixed(3)} of the baseline's throughput; p95 ${result.p95Ratio}× the baseline's`,
    );
    if (result.buffers !== undefined) {
      const raw =
        result.rawBuffers === undefined ? '' : `; baseline ${result.rawBuffers.toLocaleString('en')}`;
      console.log(`  buffers : ${result.buffers.toLocaleString('en')} shared buffers per request${raw}`);
    }
    for (const note of result.notes ?? []) console.log(`  ${note}`);
    console.log('');
  }
}

/** Every figure next to its goal, as a Markdown table (docs/BENCHMARKS.md carries one). */
function printGoals(goals: GoalLine[]): void {
  console.log('| scenario | goal | figure |');
  console.log('| --- | --- | --- |');
  for (const goal of goals)
    console.log(`| ${goal.scenario} | ${GOALS[goal.goal].label} | ${describe(goal)} |`);
  const missed = goals.filter((goal) => !goal.met).length;
  console.log(`\n${goals.length - missed} of ${goals.length} goals met.`);
}

const only = scenarioFilter();
const bench = await freshBenchDatabase();
const postgres = 'url' in bench ? { url: bench.url, poolSize: LOAD.connections } : null;
const database = postgres ? `PostgreSQL ${redacted(postgres.url)}` : 'PGlite (embedded)';
const skipped =
  'unreachable' in bench
    ? `The scenarios at a million assignments skipped: they need a PostgreSQL server and none answered (${bench.unreachable}). ` +
      'Set DATABASE_URL to one; the benchmark makes its own database on it.'
    : null;
if (skipped) console.log(skipped);
const timer = phaseTimer();
const server = await timer.phase('server start', () => startServer(postgres));
// The firms of the scale scenarios beside the demo firm are made and seeded only when they run.
const scale = postgres && only('scale') ? scaleFirms() : [];
const fixedFirms = scale.filter((firm) => firm.tenantId !== BIG_FIRM);
try {
  let seeding: PhaseTimes | null = null;
  if (postgres) {
    await createScaleFirms(postgres.url, server.baseUrl, OWNER.email, fixedFirms);
    const fixed = fixedFirms
      .map((firm) => ` + ${firm.rows.toLocaleString('en')} in ${firm.tenantId}`)
      .join('');
    console.log(
      `Seeding ${ALL_ROWS.toLocaleString('en')} assignments in ${FIRMS_IN_ALL} firms, ` +
        `${BIG_FIRM_ROWS.toLocaleString('en')} of them in ${BIG_FIRM}${fixed} …`,
    );
    seeding = await timer.phase('seeding', () => seedBenchData(postgres.url, fixedFirms));
  }
  const token = await signIn(server.baseUrl, OWNER.email, OWNER.password);
  const signedIn = { token, email: OWNER.email };
  const results: ScenarioResult[] = [];
  const goals: GoalLine[] = [];
  const goal = (scenario: string, name: GoalName, figure: number) =>
    goals.push({ scenario, ...check(name, figure) });
  if (only('initial')) {
    const initial = await timer.phase('initial data', () => initialDataScenario(server.baseUrl, token));
    results.push(initial);
    goal('initial data', 'ratio', initial.ratio);
  }
  if (only('trickle')) {
    const { quiet, trickling } = await timer.phase('initial data while uploads trickle in', () =>
      trickleScenario(server.baseUrl, token),
    );
    const trickle = compare(`GET /{tenant}/v1/vb while ${TRICKLE_LOAD}`, 'quiet', trickling, quiet);
    results.push(trickle);
    goal('initial data while uploads trickle in', 'trickleP95', trickle.p95Ratio);
  }
  const figures: Record<string, unknown> = {};
  let scaled: ScaleLine[] = [];
  if (postgres) {
    const { scenarios: searches, surname } = await searchScenarios(postgres.url, server.baseUrl, signedIn);
    const scenarios = [
      ...searches,
      ...(await orderInboxScenarios(postgres.url, server.baseUrl, signedIn, surname)),
      await orderScenario(postgres.url, server.baseUrl),
      await calendarScenario(postgres.url, server.baseUrl, signedIn),
    ];
    const baseline = rawSqlBaseline(postgres.url);
    try {
      for (const scenario of scenarios.filter((candidate) => only(candidate.key))) {
        const result = await timer.phase(scenario.scenario, () =>
          sqlScenario(scenario, baseline, postgres.url),
        );
        results.push(result);
        goal(scenario.scenario, 'ratio', result.ratio);
        for (const name of scenario.goals ?? []) {
          goal(scenario.scenario, name, name === 'listP95' ? result.product.p95Ms : result.buffers!);
        }
      }
      if (only('rls')) {
        const rls = await timer.phase('row-level security on vs off', () =>
          rowSecurityScenario(searches[0]!, baseline, postgres.url),
        );
        results.push(rls.result);
        figures.rowSecurityOverheadPercent = rls.overheadPercent;
        goal('row-level security, inspection list', 'rlsOverhead', rls.overheadPercent);
      }
    } finally {
      await baseline.close();
    }
    if (scale.length > 0) {
      scaled = await timer.phase('scale', () =>
        scaleScenarios(postgres.url, server.baseUrl, signedIn, scale, timer),
      );
      const label = runLabel();
      figures.scale = { ...label, chart: await writeScaleChart(scaled, label) };
      for (const line of scaled)
        if (line.goal) goals.push({ scenario: `${line.label}, by firm size`, ...line.goal });
    }
  }
  if (postgres && only('copies')) {
    const { one, two } = await timer.phase('one copy and two behind nginx', () =>
      copiesScenario(postgres, OWNER),
    );
    const copies = compare(
      `Assignment list and new contacts (${COPIES_MIX.listPages}:${COPIES_MIX.contactsCreated}) through two copies behind nginx`,
      'copy',
      two.measurement,
      one.measurement,
    );
    results.push({ ...copies, notes: describeCopies(one, two) });
    figures.copies = { one, two };
    goal('two copies behind nginx, list and writes', 'twoCopies', Math.round(copies.ratio * 100) / 100);
  }
  if (postgres && only('fanout')) {
    const fanOut = await timer.phase('live fan-out', () =>
      fanOutScenario(postgres.url, server.baseUrl, signedIn),
    );
    figures.fanOut = fanOut;
    const fanOutName = `live fan-out, ${FAN_OUT.events} events to ${FAN_OUT.sockets.toLocaleString('en')} sockets`;
    const { deliveries } = fanOut;
    console.log(
      `${fanOutName}: ${deliveries.requests} deliveries, p50 ${deliveries.p50Ms} ms, p95 ${deliveries.p95Ms} ms, ` +
        `lost ${fanOut.lost}; to ${FAN_OUT.otherFirmSockets} sockets of another firm ${fanOut.crossTenant}`,
    );
    // A delivery to another firm is a leak, not a slow figure: the run fails.
    if (fanOut.crossTenant > 0) process.exitCode = 1;
    goal(fanOutName, 'fanOutP95', fanOut.deliveries.p95Ms);
    goal(fanOutName, 'crossTenant', fanOut.crossTenant);
  }
  if (postgres && only('upload')) {
    const uploads = await timer.phase('photo uploads', () =>
      uploadScenarios(postgres.url, server.baseUrl, signedIn),
    );
    figures.uploads = uploads;
    console.log(
      `${PHOTO.uploads} photo uploads of ${uploads.photoMb} MB one after the other: ${line(uploads.uploads)}; ` +
        `${LARGE_PHOTOS.concurrent} of ${uploads.largePhotoMb} MB at once: server RSS ${uploads.rssBeforeMb} MiB before, ` +
        `peak ${uploads.peakRssMb} MiB sampled, VmHWM ${uploads.highWaterMarkMb} MiB`,
    );
    goal(`photo upload, ${uploads.photoMb} MB with thumbnail`, 'uploadP95', uploads.uploads.p95Ms);
    goal(
      `${LARGE_PHOTOS.concurrent} concurrent uploads of ${uploads.largePhotoMb} MB`,
      'peakRss',
      uploads.peakRssMb,
    );
  }
  if (postgres && only('export')) {
    const exports = await timer.phase('spreadsheet exports', () =>
      exportScenarios(postgres.url, server.baseUrl, signedIn),
    );
    figures.exports = exports;
    for (const run of exports) {
      const name = `export of ${run.rows.toLocaleString('en')} assignments as ${run.format}`;
      console.log(
        `${name}: ${run.seconds} s to done (${run.fileMb} MB); the rows read raw in ${run.baselineSeconds} s, ` +
          `ratio ${(run.baselineSeconds / run.seconds).toFixed(3)}; server RSS ${run.rssBeforeMb} MiB before, ` +
          `peak ${run.peakRssMb} MiB sampled`,
      );
      goal(name, 'exportRssGrowth', run.peakRssMb - run.rssBeforeMb);
    }
  }
  console.log(
    `\nSyna benchmarks — ${database}; ${LOAD.connections} concurrent requests, ` +
      `${LOAD.warmupSeconds} s warm-up + ${LOAD.durationSeconds} s measured per side\n`,
  );
  printRatios(results);
  if (scaled.length > 0) {
    printScaleTable(scaled);
    console.log(`\nThe chart: ${(figures.scale as { chart: string }).chart}\n`);
  }
  printGoals(goals);
  if (skipped) console.log(skipped);
  await writeFile(
    fileURLToPath(new URL('../results.json', import.meta.url)),
    `${JSON.stringify({ database, load: LOAD, seeding, phases: timer.times, baselines: BASELINES, skipped, results, scale: scaled, figures, goals }, null, 2)}\n`,
  );
} finally {
  await server.stop();
}

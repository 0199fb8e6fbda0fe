import { calendarScenario } from './calendar-scenario.ts';
import { check, describe, type GoalCheck, type GoalName } from './goals.ts';
import { httpTask } from './http-task.ts';
import { runLoad } from './load-loop.ts';
import type { Measurement } from './measure.ts';
import { orderInboxScenarios } from './order-inbox-scenarios.ts';
import type { phaseTimer } from './phases.ts';
import type { ScenarioKey } from './scenario-filter.ts';
import { searchScenarios } from './search-scenarios.ts';
import type { BenchFirm } from './seed-data.ts';
import type { SqlScenario } from './sql-scenario.ts';

/** The scenarios compared across firm sizes, in the table's order, with the goal of each that has one. */
const SCALED: { key: ScenarioKey; label: string; goal?: GoalName }[] = [
  { key: 'list', label: 'assignment list', goal: 'scaleExact' },
  { key: 'customer', label: 'assignment search by customer', goal: 'scaleText' },
  { key: 'number', label: 'assignment search by number', goal: 'scaleExact' },
  { key: 'address', label: 'assignment search by address', goal: 'scaleText' },
  { key: 'contacts', label: 'contact search', goal: 'scaleText' },
  { key: 'inbox', label: 'order inbox' },
  { key: 'order-search', label: 'order search', goal: 'scaleText' },
  { key: 'calendar', label: 'calendar month' },
];

/** One scenario measured in one firm: what was asked (with its text), what it found, and the product's figures. */
export interface ScalePoint {
  rows: number;
  scenario: string;
  shown: string;
  measurement: Measurement;
}

/** One scenario across the firm sizes, smallest first, and its goal when it has one. */
export interface ScaleLine {
  key: ScenarioKey;
  label: string;
  points: ScalePoint[];
  goal?: GoalCheck;
}

/** The product's side only: a sample answer (which must find something), then the measured load. */
async function measureProduct({ call, outcome }: SqlScenario) {
  const product = httpTask(call);
  try {
    const shown = outcome(await product.sample());
    return { shown, measurement: await runLoad(product.task) };
  } finally {
    product.close();
  }
}

/**
 * The scale scenarios (issue 31, point 5): the same scenario functions the demo firm's figures
 * come from, called for each firm of `firms` (smallest first) with texts from that firm's own
 * data, and the product measured with the same load, scenario by scenario. The goal compares the p95 of the largest
 * firm with the smallest's.
 */
export async function scaleScenarios(
  databaseUrl: string,
  baseUrl: string,
  signedIn: { token: string; email: string },
  firms: BenchFirm[],
  timer: ReturnType<typeof phaseTimer>,
): Promise<ScaleLine[]> {
  const lines: ScaleLine[] = SCALED.map(({ key, label }) => ({ key, label, points: [] }));
  const perFirm: { firm: BenchFirm; scenarios: SqlScenario[] }[] = [];
  for (const firm of firms) {
    const { scenarios: searches, surname } = await searchScenarios(databaseUrl, baseUrl, signedIn, firm);
    const scenarios = [
      ...searches,
      ...(await orderInboxScenarios(databaseUrl, baseUrl, signedIn, surname, firm)),
      await calendarScenario(databaseUrl, baseUrl, signedIn, firm),
    ];
    perFirm.push({ firm, scenarios });
  }
  // A scenario's sizes are measured one right after the other, so that a change in the machine's
  // load between them (other work on a shared machine) weighs as little as it can on the ratio.
  for (const line of lines) {
    for (const { firm, scenarios } of perFirm) {
      const scenario = scenarios.find((candidate) => candidate.key === line.key);
      if (!scenario) throw new Error(`no scenario ${line.key} in ${firm.tenantId}`);
      const { shown, measurement } = await timer.phase(`${firm.tenantId}: ${scenario.scenario}`, () =>
        measureProduct(scenario),
      );
      line.points.push({ rows: firm.rows, scenario: scenario.scenario, shown, measurement });
    }
  }
  for (const line of lines) {
    const goal = SCALED.find((scaled) => scaled.key === line.key)!.goal;
    const first = line.points[0]!.measurement.p95Ms;
    const last = line.points.at(-1)!.measurement.p95Ms;
    if (goal && line.points.length > 1) line.goal = check(goal, Math.round((last / first) * 100) / 100);
  }
  return lines;
}

const size = (rows: number) => rows.toLocaleString('en').replace(/,/g, ' ');

/** The p95 of every scenario at every size with its goal, as a Markdown table (docs/BENCHMARKS.md carries one). */
export function printScaleTable(lines: ScaleLine[]): void {
  const sizes = lines[0]!.points.map((point) => point.rows);
  const largest = size(sizes.at(-1)!);
  console.log(
    `\np95 in ms by firm size (assignments); the goal compares ${largest} with ${size(sizes[0]!)}\n`,
  );
  console.log(`| scenario | ${sizes.map(size).join(' | ')} | goal |`);
  console.log(`| --- | ${sizes.map(() => '---:').join(' | ')} | --- |`);
  for (const line of lines) {
    const p95s = line.points.map((point) => point.measurement.p95Ms.toFixed(1));
    console.log(`| ${line.label} | ${p95s.join(' | ')} | ${line.goal ? describe(line.goal) : 'none'} |`);
  }
  console.log('');
  for (const line of lines) {
    for (const point of line.points) {
      const { requestsPerSecond, p50Ms, requests, errors } = point.measurement;
      console.log(
        `  ${size(point.rows)}: ${point.scenario} — ${point.shown}; ${requestsPerSecond} req/s, ` +
          `p50 ${p50Ms} ms, ${requests} requests, errors ${errors}`,
      );
    }
  }
}

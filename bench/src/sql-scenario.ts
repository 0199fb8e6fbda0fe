import type { HttpCall } from './http-task.ts';
import type { RawStatement } from './raw-sql-task.ts';
import type { ScenarioKey } from './scenario-filter.ts';

/**
 * A request as the product serves it over HTTP, and the statements its own code sends the
 * database for it, which the SQL baseline replays.
 */
export interface SqlScenario {
  /** What is measured, the same in every firm (`list`, `number` …): the scale table's rows and `BENCH_ONLY`'s words. */
  key: ScenarioKey;
  scenario: string;
  /** The call, or a function that makes each request anew. */
  call: HttpCall | (() => HttpCall);
  statements: RawStatement[];
  /** What a sample answer shows (e.g. "1,234 found"); throws when it shows the scenario is void. */
  outcome(sample: unknown): string;
  /** Goals beside the ratio: a list's p95, the calendar's shared buffers. */
  goals?: ('listP95' | 'calendarBuffers')[];
}

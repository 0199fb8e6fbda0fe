import { zoneToday } from '@syna/contracts/time-zone';
import { calendarQuerySchema, type CalendarEntry } from '@syna/contracts/activities';
import { listCalendar } from '../../apps/server/src/modules/activities/activity.service.ts';
import { visibleRange } from '../../apps/web/src/features/calendar/calendar-range.ts';
import { memberContext } from './baseline-context.ts';
import { BIG_FIRM } from './seed-data.ts';
import type { SqlScenario } from './sql-scenario.ts';
import { memberOf, statementRecorder } from './statement-recorder.ts';

/** What a month's answer holds: activity occurrences and dated inspections. */
function entries(sample: unknown): string {
  const { items } = sample as { items: CalendarEntry[] };
  const activities = items.filter((item) => item.kind === 'activity').length;
  if (activities === 0) throw new Error('the month shows no activity');
  return (
    `${items.length.toLocaleString('en')} entries: ${activities} activity occurrences, ` +
    `${(items.length - activities).toLocaleString('en')} inspections`
  );
}

/**
 * The calendar's month view of the demo firm for this month: the six weeks the staff app's month
 * grid asks for. The baseline replays the statements of `listCalendar`, which the route calls,
 * recorded in the caller's tenant transaction.
 */
export async function calendarScenario(
  databaseUrl: string,
  baseUrl: string,
  signedIn: { token: string; email: string },
): Promise<SqlScenario> {
  const range = visibleRange('month', zoneToday());
  const recorder = await statementRecorder(databaseUrl);
  try {
    const { scope, caller } = await memberOf(recorder.database, signedIn.email);
    const statements = await recorder.record(scope, (tx) =>
      listCalendar(memberContext(tx, caller), calendarQuerySchema.parse(range)),
    );
    return {
      scenario: `Calendar month view ${range.from} – ${range.to}`,
      call: {
        method: 'GET',
        url: `${baseUrl}/${BIG_FIRM}/v1/activity?from=${range.from}&to=${range.to}`,
        headers: { authorization: `Bearer ${signedIn.token}`, 'x-client-version': '1.0.0' },
      },
      statements,
      outcome: entries,
      goals: ['calendarBuffers'],
    };
  } finally {
    await recorder.close();
  }
}

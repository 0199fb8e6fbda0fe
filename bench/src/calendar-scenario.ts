import { zoneToday } from '@syna/contracts/time-zone';
import { calendarQuerySchema, type CalendarEntry } from '@syna/contracts/activities';
import { listCalendar } from '../../apps/server/src/modules/activities/activity.service.ts';
import { visibleRange } from '../../apps/web/src/features/calendar/calendar-range.ts';
import { memberContext } from './baseline-context.ts';
import { DEMO_FIRM, type BenchFirm } from './seed-data.ts';
import type { SqlScenario } from './sql-scenario.ts';
import { memberOf, statementRecorder } from './statement-recorder.ts';

/** What a month's answer holds: activity occurrences and dated inspections, or the count per day. */
function entries(sample: unknown): string {
  const { items, total, days } = sample as { items: CalendarEntry[]; total: number; days: unknown[] | null };
  if (total === 0) throw new Error('the month shows nothing');
  if (days) return `${total.toLocaleString('en')} entries, summarised over ${days.length} days`;
  const activities = items.filter((item) => item.kind === 'activity').length;
  return (
    `${items.length.toLocaleString('en')} entries: ${activities} activity occurrences, ` +
    `${(items.length - activities).toLocaleString('en')} inspections`
  );
}

/**
 * The calendar's month view of a firm (the demo firm unless said) for this month as it opens: the
 * six weeks the staff app's month grid asks for, in the default scope (`mine`: the signed-in
 * member's own activities and assignments). The firm's month (`scope=firm`, "Hela firman") is past
 * CALENDAR_ENTRIES_MAX in the seeded firm and answered as the number per day. The baseline replays
 * the statements of `listCalendar`, which the route calls, recorded in the caller's tenant
 * transaction.
 */
export async function calendarScenario(
  databaseUrl: string,
  baseUrl: string,
  signedIn: { token: string; email: string },
  { tenantId }: BenchFirm = DEMO_FIRM,
): Promise<SqlScenario> {
  const range = visibleRange('month', zoneToday());
  const recorder = await statementRecorder(databaseUrl);
  try {
    const { scope, caller } = await memberOf(recorder.database, signedIn.email, tenantId);
    const statements = await recorder.record(scope, (tx) =>
      listCalendar(memberContext(tx, caller), calendarQuerySchema.parse({ ...range, scope: 'mine' })),
    );
    return {
      key: 'calendar',
      scenario: `Calendar month view, own entries, ${range.from} – ${range.to}`,
      call: {
        method: 'GET',
        url: `${baseUrl}/${tenantId}/v1/activity?from=${range.from}&to=${range.to}&scope=mine`,
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

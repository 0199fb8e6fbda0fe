import { sql } from 'drizzle-orm';
import { CALENDAR_TIME_ZONE } from '@syna/contracts/activities';
import { queryRows, type Database, type Tx } from '../../platform/db/database.ts';
import { enqueueJob } from '../../platform/jobs/job-outbox.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { notifyUser } from '../notifications/notification.service.ts';
import { isoInstant, localTime, occurrenceStarts } from './activity-occurrences.ts';
import { lockActivity } from './activity.repo.ts';
import { activities } from './activities.tables.ts';

export const ACTIVITY_REMINDER_JOB = 'activity.reminder';

/** A reminder job: the activity, and the moment it was scheduled for (its `remind_at` then). */
interface ReminderJob {
  tenantId: string;
  activityId: string;
  remindAt: string;
}

/** How far ahead the next occurrence is looked for: four years, so 29 February comes round. */
const LOOKAHEAD_DAYS = 4 * 366;

/**
 * Sets when the activity's next reminder is due (its next occurrence that is still to be
 * reminded of, after `after`), and asks for a job at that moment when it changed. None for an
 * activity without reminder, cancelled or done, or whose reminder time has passed.
 */
export async function rescheduleReminder(
  tx: Tx,
  tenantId: string,
  activityId: string,
  after: Date = new Date(),
): Promise<void> {
  const threshold = sql`greatest(now(), ${after.toISOString()}::timestamptz)`;
  const remindAt = sql`(o.occurrence_start - a.reminder * interval '1 minute')`;
  const fromDay = sql`${localTime(sql`${threshold} + a.reminder * interval '1 minute'`)}::date`;
  const [row] = await queryRows<{ current: string | null; next: string | null }>(
    tx,
    sql`SELECT ${isoInstant(sql`a.remind_at`)} AS current,
               (SELECT ${isoInstant(remindAt)}
                FROM ${occurrenceStarts(fromDay, sql`${fromDay} + ${LOOKAHEAD_DAYS}::int`)} o
                WHERE a.reminder IS NOT NULL AND a.progress NOT IN (-1, 100) AND ${remindAt} > ${threshold}
                ORDER BY o.occurrence_start LIMIT 1) AS next
        FROM activities a
        WHERE a.tenant_id = app_tenant() AND a.id = ${activityId}`,
  );
  if (!row || row.current === row.next) return;
  await tx
    .update(activities)
    .set({ remindAt: row.next ? new Date(row.next) : null })
    .where(sql`${activities.tenantId} = app_tenant() AND ${activities.id} = ${activityId}`);
  if (row.next) {
    const job: ReminderJob = { tenantId, activityId, remindAt: row.next };
    await enqueueJob(tx, { name: ACTIVITY_REMINDER_JOB, data: { ...job }, startAfter: new Date(row.next) });
  }
}

const calendarDate = new Intl.DateTimeFormat('sv-SE', { timeZone: CALENDAR_TIME_ZONE, dateStyle: 'short' });
const clockTime = new Intl.DateTimeFormat('sv-SE', { timeZone: CALENDAR_TIME_ZONE, timeStyle: 'short' });

/**
 * Delivers due reminders as REMINDER notifications, live. The job re-reads the activity under a
 * lock and fires only if the activity still expects this reminder, so each fires once; a
 * repeating activity then schedules the reminder of its next occurrence.
 */
export function registerActivityReminders(jobs: JobQueue, database: Database): void {
  jobs.work<ReminderJob>(ACTIVITY_REMINDER_JOB, ({ tenantId, activityId, remindAt }) =>
    database.withTenant({ tenantId }, async (tx) => {
      const activity = await lockActivity(tx, activityId);
      // Deleted, moved, finished, or already reminded of: this job is stale.
      if (!activity?.remindAt || activity.remindAt.toISOString() !== remindAt) return;
      const start = new Date(activity.remindAt.getTime() + (activity.reminder ?? 0) * 60_000);
      const stop = new Date(start.getTime() + activity.stopTime.getTime() - activity.startTime.getTime());
      const date = calendarDate.format(start);
      if (activity.userId) {
        await notifyUser(tx, tenantId, {
          userId: activity.userId,
          subject: activity.title,
          body: [`${date} ${clockTime.format(start)}–${clockTime.format(stop)}`, activity.location]
            .filter(Boolean)
            .join(', '),
          category: 'REMINDER',
          icon: null,
          timeout: null,
          route: `/${tenantId}?view=calendar&date=${date}`,
        });
      }
      await tx
        .update(activities)
        .set({ remindedAt: sql`now()` })
        .where(sql`${activities.tenantId} = app_tenant() AND ${activities.id} = ${activityId}`);
      await rescheduleReminder(tx, tenantId, activityId, activity.remindAt);
    }),
  );
}

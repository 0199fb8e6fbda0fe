import { renderMessage } from '@syna/contracts/messages';
import { wallClock } from '@syna/contracts/time-zone';
import type { Tx } from '../../platform/db/database.ts';
import { enqueueJob } from '../../platform/jobs/job-outbox.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { notifyUser } from '../notifications/index.ts';
import { chosenLanguages } from '../users/index.ts';
import { lockActivity, markReminded, reminderTimes, setRemindAt } from './activity.repo.ts';

export const ACTIVITY_REMINDER_JOB = 'activity.reminder';

/** A reminder job: the activity, and the moment it was scheduled for (its `remind_at` then). */
interface ReminderJob {
  tenantId: string;
  activityId: string;
  remindAt: string;
}

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
  const times = await reminderTimes(tx, activityId, after);
  if (!times || times.current === times.next) return;
  await setRemindAt(tx, activityId, times.next ? new Date(times.next) : null);
  if (times.next) {
    const job: ReminderJob = { tenantId, activityId, remindAt: times.next };
    await enqueueJob(tx, { name: ACTIVITY_REMINDER_JOB, data: { ...job }, startAfter: new Date(times.next) });
  }
}

/**
 * Delivers due reminders as REMINDER notifications, live. The job re-reads the activity under a
 * lock and fires only if the activity still expects this reminder, so each fires once; a
 * repeating activity then schedules the reminder of its next occurrence.
 */
export function registerActivityReminders(jobs: JobQueue): void {
  jobs.work<ReminderJob>(ACTIVITY_REMINDER_JOB, (job) =>
    job.transaction(async ({ tx, tenant }) => {
      const { activityId, remindAt } = job.data;
      const activity = await lockActivity(tx, activityId);
      // Deleted, moved, finished, or already reminded of: this job is stale.
      if (!activity?.remindAt || activity.remindAt.toISOString() !== remindAt) return;
      const start = new Date(activity.remindAt.getTime() + (activity.reminder ?? 0) * 60_000);
      const stop = new Date(start.getTime() + activity.stopTime.getTime() - activity.startTime.getTime());
      const { date, time: startTime } = wallClock(start);
      if (activity.userId) {
        const route = `/${tenant.id}?view=calendar&date=${date}`;
        await notifyUser(tx, tenant.id, {
          userId: activity.userId,
          subject: activity.title,
          body: [`${date} ${startTime}–${wallClock(stop).time}`, activity.location]
            .filter(Boolean)
            .join(', '),
          category: 'REMINDER',
          icon: 'calendar',
          timeout: null,
          route,
          // In the language the member chose in their settings (Swedish when none).
          action: {
            label: renderMessage(
              { key: 'organisation.showInCalendar' },
              (await chosenLanguages(tx, [activity.userId])).get(activity.userId) ?? 'sv',
            ),
            route,
          },
        });
      }
      await markReminded(tx, activityId);
      await rescheduleReminder(tx, tenant.id, activityId, activity.remindAt);
    }),
  );
}

import {
  type Activity,
  type ActivityCreate,
  type ActivityProgress,
  type ActivityUpdate,
  CALENDAR_ENTRIES_MAX,
  type CalendarDayCount,
  type CalendarEntryList,
  type CalendarQuery,
} from '@syna/contracts/activities';
import { isAdmin } from '@syna/contracts/roles';
import { badRequest, forbidden, notFound, type FieldErrors } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { describeChange } from '../events/index.ts';
import { inspectionExists } from '../inspections/index.ts';
import { isMember } from '../tenancy/index.ts';
import { rescheduleReminder } from './activity-reminders.ts';
import {
  deleteActivity,
  findActivity,
  insertActivity,
  lockActivity,
  updateActivity,
  updateProgress,
} from './activity.repo.ts';
import {
  type CalendarRange,
  countCalendarDays,
  listActivityOccurrences,
  listInspectionEntries,
} from './calendar.repo.ts';

const activityMissing = () => notFound({ key: 'assignments.activityMissing' });

/**
 * The calendar between two dates: activity occurrences and dated inspections, by start; the
 * caller's own (`mine`), one member's (`userId`) or the firm's (`firm`). A range of more than
 * CALENDAR_ENTRIES_MAX entries is answered by the number per day instead: the firm's is counted
 * first (a month of a large firm is thousands, never sent), one member's only when it is over.
 */
export async function listCalendar(
  context: RequestContext,
  query: CalendarQuery,
): Promise<CalendarEntryList> {
  const range: CalendarRange = {
    from: query.from,
    to: query.to,
    userId: query.userId ?? (query.scope === 'mine' ? context.user.id : undefined),
  };
  // Every member's calendar opens at the firm's working day, which only administrators may read
  // among the settings, so it travels with the entries.
  const { settings } = context.tenant;
  const businessHours = { start: settings['calendar.dayStart'], end: settings['calendar.dayEnd'] };
  const summary = (days: CalendarDayCount[]) => ({
    items: [],
    total: days.reduce((sum, day) => sum + day.count, 0),
    businessHours,
    days,
  });
  if (!range.userId) {
    const days = await countCalendarDays(context.tx, range);
    if (summary(days).total > CALENDAR_ENTRIES_MAX) return summary(days);
  }
  const items = [
    ...(await listActivityOccurrences(context.tx, range)),
    ...(await listInspectionEntries(context.tx, range)),
  ].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  if (items.length > CALENDAR_ENTRIES_MAX) return summary(await countCalendarDays(context.tx, range));
  return { items, total: items.length, businessHours, days: null };
}

/**
 * Refuses a change to another member's calendar (or to one whose member has left) unless the caller
 * is an administrator: the calendar is shared for reading, each entry is its user's to change.
 */
function assertMayChangeCalendarOf(context: RequestContext, userId: string | null): void {
  if (userId !== context.user.id && !isAdmin(context.roles)) {
    throw forbidden({ key: 'assignments.othersActivity' });
  }
}

/** The activity locked for a change the caller may make: it must exist and be theirs to change. */
async function changeableActivity(context: RequestContext, id: string) {
  const activity = await lockActivity(context.tx, id);
  if (!activity) throw activityMissing();
  assertMayChangeCalendarOf(context, activity.userId);
  return activity;
}

/** The user must be a member and the inspection the tenant's (each checked when given). */
async function assertReferences(
  context: RequestContext,
  input: { userId?: string; inspectionId?: string | null },
): Promise<void> {
  const errors: FieldErrors = {};
  if (input.userId !== undefined && !(await isMember(context.tx, input.userId))) {
    errors['body.userId'] = [{ key: 'organisation.userNotMember' }];
  }
  if (input.inspectionId && !(await inspectionExists(context, input.inspectionId))) {
    errors['body.inspectionId'] = [{ key: 'assignments.assignmentMissing' }];
  }
  if (Object.keys(errors).length > 0) throw badRequest({ key: 'assignments.invalidActivity' }, errors);
}

export async function getActivity(context: RequestContext, id: string): Promise<Activity> {
  const activity = await findActivity(context.tx, id, context.user.id);
  if (!activity) throw activityMissing();
  return activity;
}

/** A new activity, written by the caller: in their own calendar unless an administrator names another's. */
export async function createActivity(context: RequestContext, input: ActivityCreate): Promise<Activity> {
  const userId = input.userId ?? context.user.id;
  assertMayChangeCalendarOf(context, userId);
  await assertReferences(context, { userId, inspectionId: input.inspectionId });
  const id = await insertActivity(context.tx, context.tenant.id, {
    ...input,
    userId,
    authorId: context.user.id,
  });
  await rescheduleReminder(context.tx, context.tenant.id, id);
  return describedActivity(context, 'create', id);
}

/** The activity as it now is, its change told to the events log by its title. */
async function describedActivity(
  context: RequestContext,
  action: 'create' | 'update',
  id: string,
): Promise<Activity> {
  const activity = await getActivity(context, id);
  describeChange(context.tx, { action, recordType: 'activity', id, label: activity.title });
  return activity;
}

/**
 * Changes the fields the body names and keeps the others. Moving the activity to another
 * calendar is a change of both; the notes only their author changes.
 */
export async function changeActivity(
  context: RequestContext,
  id: string,
  change: ActivityUpdate,
): Promise<Activity> {
  const current = await changeableActivity(context, id);
  if (change.userId !== undefined) assertMayChangeCalendarOf(context, change.userId);
  if (change.notes !== undefined && current.authorId !== context.user.id) {
    throw forbidden({ key: 'assignments.privateNotes' });
  }
  await assertReferences(context, change);
  const start = change.startTime ?? current.startTime.toISOString();
  const stop = change.stopTime ?? current.stopTime.toISOString();
  if (Date.parse(stop) < Date.parse(start)) {
    throw badRequest(
      { key: 'assignments.invalidActivity' },
      {
        'body.stopTime': [{ key: 'validation.timeRange' }],
      },
    );
  }
  await updateActivity(context.tx, id, change);
  await rescheduleReminder(context.tx, context.tenant.id, id);
  return describedActivity(context, 'update', id);
}

export async function changeProgress(
  context: RequestContext,
  id: string,
  progress: ActivityProgress,
): Promise<Activity> {
  await changeableActivity(context, id);
  await updateProgress(context.tx, id, progress);
  await rescheduleReminder(context.tx, context.tenant.id, id);
  return describedActivity(context, 'update', id);
}

/** Deleting also ends its pending reminder: the reminder job finds no activity and does nothing. */
export async function removeActivity(context: RequestContext, id: string): Promise<void> {
  const activity = await changeableActivity(context, id);
  await deleteActivity(context.tx, id);
  describeChange(context.tx, { action: 'delete', recordType: 'activity', id, label: activity.title });
}

import type {
  Activity,
  ActivityCreate,
  ActivityProgress,
  CalendarEntry,
  CalendarQuery,
} from '@syna/contracts/activities';
import type { ListResponse } from '@syna/contracts/list';
import { badRequest, notFound } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { isMember } from '../tenancy/tenant.repo.ts';
import { rescheduleReminder } from './activity-reminders.ts';
import {
  deleteActivity,
  findActivity,
  inspectionExists,
  insertActivity,
  updateActivity,
  updateProgress,
  type ActivityValues,
} from './activity.repo.ts';
import { listActivityOccurrences, listInspectionEntries } from './calendar.repo.ts';

const activityMissing = () => notFound('Aktiviteten finns inte');

/** The calendar between two dates: activity occurrences and dated inspections, by start. */
export async function listCalendar(
  context: RequestContext,
  query: CalendarQuery,
): Promise<ListResponse<CalendarEntry>> {
  const items = [
    ...(await listActivityOccurrences(context.tx, query)),
    ...(await listInspectionEntries(context.tx, query)),
  ].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  return { items, total: items.length };
}

/** The input as stored: the user defaults to the caller and must be a member; the inspection must be the tenant's. */
async function settle(context: RequestContext, input: ActivityCreate): Promise<ActivityValues> {
  const userId = input.userId ?? context.user.id;
  const errors: Record<string, string[]> = {};
  if (!(await isMember(context.tx, userId))) {
    errors['body.userId'] = ['Användaren är inte medlem i organisationen'];
  }
  if (input.inspectionId && !(await inspectionExists(context.tx, input.inspectionId))) {
    errors['body.inspectionId'] = ['Uppdraget finns inte'];
  }
  if (Object.keys(errors).length > 0) throw badRequest('Aktiviteten innehåller ogiltiga värden', errors);
  return { ...input, userId };
}

export async function getActivity(context: RequestContext, id: string): Promise<Activity> {
  const activity = await findActivity(context.tx, id);
  if (!activity) throw activityMissing();
  return activity;
}

export async function createActivity(context: RequestContext, input: ActivityCreate): Promise<Activity> {
  const id = await insertActivity(context.tx, context.tenant.id, await settle(context, input));
  await rescheduleReminder(context.tx, context.tenant.id, id);
  return getActivity(context, id);
}

export async function replaceActivity(
  context: RequestContext,
  id: string,
  input: ActivityCreate,
): Promise<Activity> {
  // An unknown id answers 404 before the body's references are judged.
  await getActivity(context, id);
  await updateActivity(context.tx, id, await settle(context, input));
  await rescheduleReminder(context.tx, context.tenant.id, id);
  return getActivity(context, id);
}

export async function changeProgress(
  context: RequestContext,
  id: string,
  progress: ActivityProgress,
): Promise<Activity> {
  if (!(await updateProgress(context.tx, id, progress))) throw activityMissing();
  await rescheduleReminder(context.tx, context.tenant.id, id);
  return getActivity(context, id);
}

/** Deleting also ends its pending reminder: the reminder job finds no activity and does nothing. */
export async function removeActivity(context: RequestContext, id: string): Promise<void> {
  if (!(await deleteActivity(context.tx, id))) throw activityMissing();
}

import type {
  Activity,
  ActivityCreate,
  ActivityProgress,
  CalendarEntry,
  CalendarQuery,
} from '@syna/contracts/activities';
import type { Tx } from '../../platform/db/database.ts';
import { badRequest, notFound } from '../../platform/http/problem.ts';
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

/** Who is asking: the tenant and the signed-in member. */
export interface Caller {
  tenantId: string;
  userId: string;
}

const activityMissing = () => notFound('Aktiviteten finns inte');

/** The calendar between two dates: activity occurrences and dated inspections, by start. */
export async function listCalendar(tx: Tx, query: CalendarQuery): Promise<CalendarEntry[]> {
  const entries = [
    ...(await listActivityOccurrences(tx, query)),
    ...(await listInspectionEntries(tx, query)),
  ];
  return entries.sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

/** The input as stored: the user defaults to the caller and must be a member; the inspection must be the tenant's. */
async function settle(tx: Tx, caller: Caller, input: ActivityCreate): Promise<ActivityValues> {
  const userId = input.userId ?? caller.userId;
  const errors: Record<string, string[]> = {};
  if (!(await isMember(tx, userId))) errors['body.userId'] = ['Användaren är inte medlem i organisationen'];
  if (input.inspectionId && !(await inspectionExists(tx, input.inspectionId))) {
    errors['body.inspectionId'] = ['Uppdraget finns inte'];
  }
  if (Object.keys(errors).length > 0) throw badRequest('Aktiviteten innehåller ogiltiga värden', errors);
  return { ...input, userId };
}

export async function getActivity(tx: Tx, id: string): Promise<Activity> {
  const activity = await findActivity(tx, id);
  if (!activity) throw activityMissing();
  return activity;
}

export async function createActivity(tx: Tx, caller: Caller, input: ActivityCreate): Promise<Activity> {
  const id = await insertActivity(tx, caller.tenantId, await settle(tx, caller, input));
  await rescheduleReminder(tx, caller.tenantId, id);
  return getActivity(tx, id);
}

export async function replaceActivity(
  tx: Tx,
  caller: Caller,
  id: string,
  input: ActivityCreate,
): Promise<Activity> {
  // An unknown id answers 404 before the body's references are judged.
  await getActivity(tx, id);
  await updateActivity(tx, id, await settle(tx, caller, input));
  await rescheduleReminder(tx, caller.tenantId, id);
  return getActivity(tx, id);
}

export async function changeProgress(
  tx: Tx,
  caller: Caller,
  id: string,
  progress: ActivityProgress,
): Promise<Activity> {
  if (!(await updateProgress(tx, id, progress))) throw activityMissing();
  await rescheduleReminder(tx, caller.tenantId, id);
  return getActivity(tx, id);
}

/** Deleting also ends its pending reminder: the reminder job finds no activity and does nothing. */
export async function removeActivity(tx: Tx, id: string): Promise<void> {
  if (!(await deleteActivity(tx, id))) throw activityMissing();
}

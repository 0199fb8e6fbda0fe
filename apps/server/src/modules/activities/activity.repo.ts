import { and, eq, sql } from 'drizzle-orm';
import type { Activity, ActivityCreate, ActivityProgress } from '@syna/contracts/activities';
import { queryRows, type Tx } from '../../platform/db/database.ts';
import { inspectionNumberOf } from '../inspections/index.ts';
import { namedUser, userEmailOf, userNameOf } from '../users/index.ts';
import { activities } from './activities.tables.ts';
import { isoInstant, localTime, occurrenceStarts } from './activity-occurrences.repo.ts';

type ActivityRow = typeof activities.$inferSelect;

/** The editable fields as stored: the caller has already settled the user. */
export type ActivityValues = Omit<ActivityCreate, 'userId'> & { userId: string };
/** A change of some of the editable fields; an absent one keeps its value. */
export type ActivityChange = Partial<ActivityValues>;

const ofTenant = sql`${activities.tenantId} = app_tenant()`;
const oneActivity = (id: string) => and(ofTenant, eq(activities.id, id));

function toRowValues(values: ActivityChange) {
  return {
    ...values,
    startTime: values.startTime === undefined ? undefined : new Date(values.startTime),
    stopTime: values.stopTime === undefined ? undefined : new Date(values.stopTime),
  };
}

/**
 * The activity with its user and inspection, as `reader` sees it through the API: the notes are
 * the author's alone.
 */
export async function findActivity(tx: Tx, id: string, reader: string): Promise<Activity | null> {
  const [row] = await tx
    .select({
      activity: activities,
      userName: userNameOf(activities.userId),
      userEmail: userEmailOf(activities.userId),
      inspectionNumber: inspectionNumberOf(activities.inspectionId),
    })
    .from(activities)
    .where(oneActivity(id));
  if (!row) return null;
  const { activity, userName, userEmail, inspectionNumber } = row;
  const user = namedUser(activity.userId, userName);
  return {
    id: activity.id,
    startTime: activity.startTime.toISOString(),
    stopTime: activity.stopTime.toISOString(),
    name: activity.name,
    title: activity.title,
    notes: activity.authorId === reader ? activity.notes : null,
    location: activity.location,
    uri: activity.uri,
    user,
    username: user ? userEmail : null,
    reminder: activity.reminder,
    repeat: activity.repeat,
    progress: activity.progress,
    tags: activity.tags,
    inspection:
      activity.inspectionId && inspectionNumber
        ? { id: activity.inspectionId, number: inspectionNumber }
        : null,
    created: activity.createdAt.toISOString(),
    updated: activity.updatedAt.toISOString(),
  };
}

export async function insertActivity(
  tx: Tx,
  tenantId: string,
  values: ActivityValues & { authorId: string },
): Promise<string> {
  const [row] = await tx
    .insert(activities)
    .values({
      ...values,
      startTime: new Date(values.startTime),
      stopTime: new Date(values.stopTime),
      tenantId,
    })
    .returning({ id: activities.id });
  return row!.id;
}

/** Changes the given fields; false when the tenant has no such activity. */
export async function updateActivity(tx: Tx, id: string, values: ActivityChange): Promise<boolean> {
  const rows = await tx
    .update(activities)
    .set({ ...toRowValues(values), updatedAt: sql`now()` })
    .where(oneActivity(id))
    .returning({ id: activities.id });
  return rows.length > 0;
}

export async function updateProgress(tx: Tx, id: string, progress: ActivityProgress): Promise<boolean> {
  const rows = await tx
    .update(activities)
    .set({ progress, updatedAt: sql`now()` })
    .where(oneActivity(id))
    .returning({ id: activities.id });
  return rows.length > 0;
}

export async function deleteActivity(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx.delete(activities).where(oneActivity(id)).returning({ id: activities.id });
  return rows.length > 0;
}

/** The activity, locked until the transaction ends: reminders read it so, to fire once. */
export async function lockActivity(tx: Tx, id: string): Promise<ActivityRow | null> {
  const [row] = await tx.select().from(activities).where(oneActivity(id)).for('update');
  return row ?? null;
}

/** How far ahead the next occurrence is looked for: four years, so 29 February comes round. */
const LOOKAHEAD_DAYS = 4 * 366;

/**
 * When the activity's reminder is due now (`current`), and when it should be (`next`): the first
 * occurrence after `after` whose reminder time has not passed; null for an activity without
 * reminder, cancelled or done.
 */
export async function reminderTimes(
  tx: Tx,
  id: string,
  after: Date,
): Promise<{ current: string | null; next: string | null } | null> {
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
        WHERE a.tenant_id = app_tenant() AND a.id = ${id}`,
  );
  return row ?? null;
}

export async function setRemindAt(tx: Tx, id: string, remindAt: Date | null): Promise<void> {
  await tx.update(activities).set({ remindAt }).where(oneActivity(id));
}

export async function markReminded(tx: Tx, id: string): Promise<void> {
  await tx
    .update(activities)
    .set({ remindedAt: sql`now()` })
    .where(oneActivity(id));
}

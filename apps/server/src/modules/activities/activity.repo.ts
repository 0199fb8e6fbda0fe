import { and, eq, sql } from 'drizzle-orm';
import type { Activity, ActivityCreate, ActivityProgress } from '@syna/contracts/activities';
import type { Tx } from '../../platform/db/database.ts';
import { inspections } from '../inspections/inspections.tables.ts';
import { users } from '../users/users.tables.ts';
import { activities } from './activities.tables.ts';

type ActivityRow = typeof activities.$inferSelect;

/** The editable fields as stored: the caller has already settled the user. */
export type ActivityValues = Omit<ActivityCreate, 'userId'> & { userId: string };

const ofTenant = sql`${activities.tenantId} = app_tenant()`;
const oneActivity = (id: string) => and(ofTenant, eq(activities.id, id));

function toRowValues(values: ActivityValues) {
  return {
    ...values,
    startTime: new Date(values.startTime),
    stopTime: new Date(values.stopTime),
  };
}

/** The activity with its user and inspection, as the API answers it. */
export async function findActivity(tx: Tx, id: string): Promise<Activity | null> {
  const [row] = await tx
    .select({
      activity: activities,
      user: { id: users.id, name: users.name, email: users.email },
      inspection: { id: inspections.id, number: inspections.number },
    })
    .from(activities)
    .leftJoin(users, eq(users.id, activities.userId))
    .leftJoin(
      inspections,
      and(eq(inspections.tenantId, activities.tenantId), eq(inspections.id, activities.inspectionId)),
    )
    .where(oneActivity(id));
  if (!row) return null;
  const { activity, user, inspection } = row;
  return {
    id: activity.id,
    startTime: activity.startTime.toISOString(),
    stopTime: activity.stopTime.toISOString(),
    name: activity.name,
    title: activity.title,
    notes: activity.notes,
    location: activity.location,
    uri: activity.uri,
    user: user ? { id: user.id, name: user.name } : null,
    username: user?.email ?? null,
    reminder: activity.reminder,
    repeat: activity.repeat,
    progress: activity.progress,
    tags: activity.tags,
    inspection: inspection ? { id: inspection.id, number: inspection.number } : null,
    created: activity.createdAt.toISOString(),
    updated: activity.updatedAt.toISOString(),
  };
}

export async function insertActivity(tx: Tx, tenantId: string, values: ActivityValues): Promise<string> {
  const [row] = await tx
    .insert(activities)
    .values({ ...toRowValues(values), tenantId })
    .returning({ id: activities.id });
  return row!.id;
}

/** Replaces the editable fields; false when the tenant has no such activity. */
export async function updateActivity(tx: Tx, id: string, values: ActivityValues): Promise<boolean> {
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

export async function inspectionExists(tx: Tx, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: inspections.id })
    .from(inspections)
    .where(and(sql`${inspections.tenantId} = app_tenant()`, eq(inspections.id, id)));
  return row !== undefined;
}

import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Absence, AbsenceInput, WorkingDay } from '@syna/contracts/availability';
import type { Tx } from '../../platform/db/database.ts';
import { memberAbsences, memberHours } from './availability.tables.ts';

const hoursOf = (userId: string) =>
  and(sql`${memberHours.tenantId} = app_tenant()`, eq(memberHours.userId, userId));
const absencesOf = (userId: string) =>
  and(sql`${memberAbsences.tenantId} = app_tenant()`, eq(memberAbsences.userId, userId));

/** The database's `HH:mm:ss` as `HH:mm`. */
const hourMinuteOf = (time: string | null) => (time === null ? null : time.slice(0, 5));

/** The member's saved week, Monday first; empty while they have saved none. */
export async function listHours(tx: Tx, userId: string): Promise<WorkingDay[]> {
  const rows = await tx.select().from(memberHours).where(hoursOf(userId)).orderBy(asc(memberHours.weekday));
  return rows.map((row) => ({
    weekday: row.weekday as WorkingDay['weekday'],
    start: hourMinuteOf(row.startTime),
    end: hourMinuteOf(row.endTime),
  }));
}

/** Replaces the member's week with `hours`. */
export async function replaceHours(
  tx: Tx,
  tenantId: string,
  userId: string,
  hours: WorkingDay[],
): Promise<void> {
  await tx.delete(memberHours).where(hoursOf(userId));
  await tx.insert(memberHours).values(
    hours.map((day) => ({
      tenantId,
      userId,
      weekday: day.weekday,
      startTime: day.start,
      endTime: day.end,
    })),
  );
}

function toAbsence(row: typeof memberAbsences.$inferSelect): Absence {
  return { id: row.id, from: row.fromDate, to: row.toDate, note: row.note };
}

/** The member's absences that end on `since` or later, by first day. */
export async function listAbsences(tx: Tx, userId: string, since: string): Promise<Absence[]> {
  const rows = await tx
    .select()
    .from(memberAbsences)
    .where(and(absencesOf(userId), gte(memberAbsences.toDate, since)))
    .orderBy(asc(memberAbsences.fromDate), asc(memberAbsences.id));
  return rows.map(toAbsence);
}

/** One of the member's absences that shares a day with `from`..`to`, if any. */
export async function findOverlappingAbsence(
  tx: Tx,
  userId: string,
  from: string,
  to: string,
): Promise<Absence | null> {
  const [row] = await tx
    .select()
    .from(memberAbsences)
    .where(and(absencesOf(userId), lte(memberAbsences.fromDate, to), gte(memberAbsences.toDate, from)))
    .orderBy(asc(memberAbsences.fromDate))
    .limit(1);
  return row ? toAbsence(row) : null;
}

export async function insertAbsence(
  tx: Tx,
  tenantId: string,
  userId: string,
  absence: AbsenceInput,
): Promise<Absence> {
  const [row] = await tx
    .insert(memberAbsences)
    .values({ tenantId, userId, fromDate: absence.from, toDate: absence.to, note: absence.note })
    .returning();
  return toAbsence(row!);
}

/** Deletes the member's absence; false when they have none by that id. */
export async function deleteAbsence(tx: Tx, userId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(memberAbsences)
    .where(and(absencesOf(userId), eq(memberAbsences.id, id)))
    .returning({ id: memberAbsences.id });
  return rows.length > 0;
}

/**
 * Makes changes of one member's absences take turns until the transaction ends, so that two
 * overlapping absences added at once cannot both pass the overlap check.
 */
export async function lockMemberAvailability(tx: Tx, userId: string): Promise<void> {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtext(app_tenant() || ':availability:' || ${userId}))`,
  );
}

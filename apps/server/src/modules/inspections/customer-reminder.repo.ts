import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.ts';
import { inspections } from './inspections.tables.ts';

/** What the reminder job reads of an assignment, locked for the job's transaction. */
export interface ReminderTarget {
  date: string | null;
  startTime: string | null;
  statusId: string | null;
  customerId: string | null;
  customerRemindedFor: string | null;
}

export async function lockReminderTarget(tx: Tx, id: string): Promise<ReminderTarget | null> {
  const [row] = await tx
    .select({
      date: inspections.date,
      startTime: inspections.startTime,
      statusId: inspections.statusId,
      customerId: inspections.customerId,
      customerRemindedFor: inspections.customerRemindedFor,
    })
    .from(inspections)
    .where(and(sql`${inspections.tenantId} = app_tenant()`, eq(inspections.id, id)))
    .for('update');
  return row ?? null;
}

export async function markCustomerReminded(tx: Tx, id: string, date: string): Promise<void> {
  await tx
    .update(inspections)
    .set({ customerRemindedFor: date })
    .where(and(sql`${inspections.tenantId} = app_tenant()`, eq(inspections.id, id)));
}

import { and, asc, eq, sql } from 'drizzle-orm';
import type { StatusCategory } from '@syna/contracts/lookups';
import type { Tx } from '../../platform/db/database.ts';
import { inspectionStatuses } from './lookups.tables.ts';

const ownStatus = sql`${inspectionStatuses.tenantId} = app_tenant()`;

/** The category of the firm's status, or null when the firm has no such status. */
export async function findStatusCategory(tx: Tx, statusId: string): Promise<StatusCategory | null> {
  const [row] = await tx
    .select({ category: inspectionStatuses.category })
    .from(inspectionStatuses)
    .where(and(ownStatus, eq(inspectionStatuses.id, statusId)));
  return row?.category ?? null;
}

/** The firm's first status (by its order) of the category that is still offered, or null. */
export async function findFirstStatusOf(
  tx: Tx,
  category: StatusCategory,
): Promise<{ id: string; name: string } | null> {
  const [row] = await tx
    .select({ id: inspectionStatuses.id, name: inspectionStatuses.name })
    .from(inspectionStatuses)
    .where(and(ownStatus, eq(inspectionStatuses.category, category), eq(inspectionStatuses.archived, false)))
    .orderBy(asc(inspectionStatuses.sortOrder), asc(inspectionStatuses.name))
    .limit(1);
  return row ?? null;
}

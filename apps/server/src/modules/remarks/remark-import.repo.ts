import { and, eq, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.ts';
import { remarkImports, type StoredImportRow } from './remarks.tables.ts';

export type RemarkImportRecord = typeof remarkImports.$inferSelect;

const inTenant = sql`${remarkImports.tenantId} = app_tenant()`;

export async function insertRemarkImport(
  tx: Tx,
  tenantId: string,
  preview: { filename: string; rows: StoredImportRow[]; createdBy: string },
): Promise<RemarkImportRecord> {
  const [row] = await tx
    .insert(remarkImports)
    .values({ ...preview, tenantId })
    .returning();
  return row!;
}

/** A preview of the firm; locked until the transaction ends when it is to be applied. */
export async function findRemarkImport(
  tx: Tx,
  id: string,
  forUpdate = false,
): Promise<RemarkImportRecord | null> {
  const query = tx
    .select()
    .from(remarkImports)
    .where(and(inTenant, eq(remarkImports.id, id)))
    .$dynamic();
  const [row] = await (forUpdate ? query.for('update') : query);
  return row ?? null;
}

export async function markRemarkImportApplied(tx: Tx, id: string): Promise<void> {
  await tx
    .update(remarkImports)
    .set({ appliedAt: sql`now()` })
    .where(and(inTenant, eq(remarkImports.id, id)));
}

/** Removes the firm's previews made before `before`: they were looked at, or forgotten. */
export async function deleteRemarkImportsBefore(tx: Tx, before: Date): Promise<void> {
  await tx.delete(remarkImports).where(and(inTenant, lt(remarkImports.createdAt, before)));
}

import { and, eq, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './database.ts';

/** A table of a firm's import previews: a file read and classified, applied at most once. */
export type PreviewTable = PgTable & {
  tenantId: AnyPgColumn;
  id: AnyPgColumn;
  createdAt: AnyPgColumn;
  appliedAt: AnyPgColumn;
};

/**
 * The queries every import preview needs (the saved remarks' workbook, the set-up's JSON file),
 * on its own table: kept, found (locked when it is to be applied), marked applied, and removed
 * once older than a day.
 */
export function importPreviews<Table extends PreviewTable>(table: Table) {
  type Preview = Table['$inferSelect'];
  const inTenant = sql`${table.tenantId} = app_tenant()`;
  return {
    async insert(tx: Tx, values: Table['$inferInsert']): Promise<Preview> {
      const [row] = await tx
        .insert(table)
        .values(values as never)
        .returning();
      return row as Preview;
    },
    /** A preview of the firm; locked until the transaction ends when it is to be applied. */
    async find(tx: Tx, id: string, forUpdate = false): Promise<Preview | null> {
      const query = tx
        .select()
        .from(table as PgTable)
        .where(and(inTenant, eq(table.id, id)))
        .$dynamic();
      const [row] = await (forUpdate ? query.for('update') : query);
      return (row as Preview | undefined) ?? null;
    },
    async markApplied(tx: Tx, id: string): Promise<void> {
      await tx
        .update(table)
        .set({ appliedAt: sql`now()` } as never)
        .where(and(inTenant, eq(table.id, id)));
    },
    /** Removes the firm's previews made before `before`: they were looked at, or forgotten. */
    async deleteBefore(tx: Tx, before: Date): Promise<void> {
      await tx.delete(table).where(and(inTenant, lt(table.createdAt, before)));
    },
  };
}

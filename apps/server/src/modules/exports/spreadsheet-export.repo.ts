import { and, eq, lte, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../platform/db/database.ts';
import type { MemberRights } from '../../platform/http/access-control.ts';
import { spreadsheetExports } from './exports.tables.ts';

export type SpreadsheetExportRow = typeof spreadsheetExports.$inferSelect;
export type NewSpreadsheetExport = Pick<
  typeof spreadsheetExports.$inferInsert,
  'kind' | 'format' | 'query' | 'language' | 'filename' | 'requestedBy' | 'createdAt' | 'expiresAt'
>;

const inTenant = sql`${spreadsheetExports.tenantId} = app_tenant()`;
const byId = (id: string) => and(inTenant, eq(spreadsheetExports.id, id));

export async function insertSpreadsheetExport(
  tx: Tx,
  tenantId: string,
  job: NewSpreadsheetExport,
): Promise<SpreadsheetExportRow> {
  const [row] = await tx
    .insert(spreadsheetExports)
    .values({ ...job, tenantId })
    .returning();
  return row!;
}

/** The export, if it is the user's: another member's is not found, as an unknown one. */
export async function findUsersExport(
  tx: Tx,
  id: string,
  userId: string,
): Promise<SpreadsheetExportRow | null> {
  const [row] = await tx
    .select()
    .from(spreadsheetExports)
    .where(and(byId(id), eq(spreadsheetExports.requestedBy, userId)));
  return row ?? null;
}

/** Moves a job on: its state and how far it has come, the file it stored, or why it failed. */
export async function updateSpreadsheetExport(
  tx: Tx,
  id: string,
  change: Partial<
    Pick<SpreadsheetExportRow, 'state' | 'rowsDone' | 'rowsTotal' | 'reason' | 'storageKey' | 'size'>
  >,
): Promise<void> {
  await tx
    .update(spreadsheetExports)
    .set({ ...change, updatedAt: sql`now()` })
    .where(byId(id));
}

/** Deletes the export once it has expired, answering the key of its stored file, if it had one. */
export async function deleteExpiredExport(tx: Tx, id: string, now: Date): Promise<string | null> {
  const [row] = await tx
    .delete(spreadsheetExports)
    .where(and(byId(id), lte(spreadsheetExports.expiresAt, now)))
    .returning({ storageKey: spreadsheetExports.storageKey });
  return row?.storageKey ?? null;
}

/**
 * A member's rights in the firm as a request would find them (roles, the permission patterns of
 * roles, groups and their own, the firm's features on), or null when they are no longer a member.
 */
export async function findMemberRights(tx: Tx, userId: string): Promise<MemberRights | null> {
  const [row] = await queryRows<{ roles: string[]; permissions: string[] | null; features: string[] | null }>(
    tx,
    sql`SELECT a.roles,
               (SELECT array_agg(DISTINCT granted.permission) FROM member_permissions granted
                WHERE granted.tenant_id = a.tenant_id AND granted.account_id = a.id) AS permissions,
               (SELECT array_agg(f.name) FROM tenant_features f
                WHERE f.tenant_id = a.tenant_id AND f.enabled) AS features
        FROM accounts a WHERE a.tenant_id = app_tenant() AND a.user_id = ${userId}`,
  );
  return row ? { roles: row.roles, permissions: row.permissions ?? [], features: row.features ?? [] } : null;
}

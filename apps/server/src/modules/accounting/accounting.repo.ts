import { and, desc, eq, getTableColumns, inArray, max, sql } from 'drizzle-orm';
import type { AccountingProviderName, InvoiceAttempt, InvoiceAttemptState } from '@syna/contracts/accounting';
import type { Tx } from '../../platform/db/database.ts';
import { inspectionNumberOf } from '../inspections/index.ts';
import { userNameOf } from '../users/index.ts';
import {
  accountingCalls,
  accountingConnections,
  accountingUsedStates,
  invoiceAttempts,
} from './accounting.tables.ts';

export type ConnectionRow = typeof accountingConnections.$inferSelect & { connectedByName: string | null };

const ofProvider = (provider: AccountingProviderName) =>
  and(eq(accountingConnections.tenantId, sql`app_tenant()`), eq(accountingConnections.provider, provider));

/** The firm's connection to a provider; locked for the transaction when `lock` (a renewal). */
export async function findConnection(
  tx: Tx,
  provider: AccountingProviderName,
  lock = false,
): Promise<ConnectionRow | null> {
  const query = tx
    .select({
      ...getTableColumns(accountingConnections),
      connectedByName: userNameOf(accountingConnections.connectedBy),
    })
    .from(accountingConnections)
    .where(ofProvider(provider));
  const [row] = lock ? await query.for('update', { of: accountingConnections }) : await query;
  return row ?? null;
}

export type ConnectionValues = Partial<
  Omit<typeof accountingConnections.$inferInsert, 'tenantId' | 'provider' | 'updatedAt'>
>;

/** Writes the firm's connection to a provider, making it when there is none. */
export async function saveConnection(
  tx: Tx,
  tenantId: string,
  provider: AccountingProviderName,
  values: ConnectionValues,
): Promise<void> {
  await tx
    .insert(accountingConnections)
    .values({ tenantId, provider, ...values })
    .onConflictDoUpdate({
      target: [accountingConnections.tenantId, accountingConnections.provider],
      set: { ...values, updatedAt: sql`now()` },
    });
}

/** Marks a consent's nonce used; false when it was used before. */
export async function useStateNonce(tx: Tx, tenantId: string, nonce: string): Promise<boolean> {
  const rows = await tx
    .insert(accountingUsedStates)
    .values({ tenantId, nonce })
    .onConflictDoNothing()
    .returning({ nonce: accountingUsedStates.nonce });
  // Nonces past the states' 10 minutes can never be presented again.
  await tx
    .delete(accountingUsedStates)
    .where(
      and(
        eq(accountingUsedStates.tenantId, sql`app_tenant()`),
        sql`${accountingUsedStates.usedAt} < now() - interval '1 day'`,
      ),
    );
  return rows.length === 1;
}

export async function recordCall(
  tx: Tx,
  call: {
    tenantId: string;
    provider: AccountingProviderName;
    operation: string;
    status: number | null;
    durationMs: number;
    message: string | null;
  },
): Promise<void> {
  await tx.insert(accountingCalls).values(call);
}

export type AttemptRow = typeof invoiceAttempts.$inferSelect;

const attemptColumns = {
  ...getTableColumns(invoiceAttempts),
  inspectionNumber: inspectionNumberOf(invoiceAttempts.inspectionId),
};

export function toInvoiceAttempt(row: AttemptRow & { inspectionNumber: string | null }): InvoiceAttempt {
  return {
    id: row.id,
    inspectionId: row.inspectionId,
    inspectionNumber: row.inspectionNumber,
    provider: row.provider,
    attempt: row.attempt,
    state: row.state,
    invoiceNumber: row.invoiceNumber,
    ownNumber: row.ownNumber,
    url: row.url,
    total: row.totalOre,
    message: row.message,
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
  };
}

/** An assignment's attempts at a provider, newest first. */
export async function attemptsOf(tx: Tx, provider: AccountingProviderName, inspectionIds: string[]) {
  if (inspectionIds.length === 0) return [];
  return tx
    .select(attemptColumns)
    .from(invoiceAttempts)
    .where(
      and(
        eq(invoiceAttempts.tenantId, sql`app_tenant()`),
        eq(invoiceAttempts.provider, provider),
        inArray(invoiceAttempts.inspectionId, inspectionIds),
      ),
    )
    .orderBy(desc(invoiceAttempts.attempt));
}

export async function findAttempt(tx: Tx, id: string, lock = false) {
  const query = tx
    .select(attemptColumns)
    .from(invoiceAttempts)
    .where(and(eq(invoiceAttempts.tenantId, sql`app_tenant()`), eq(invoiceAttempts.id, id)));
  const [row] = lock ? await query.for('update', { of: invoiceAttempts }) : await query;
  return row ?? null;
}

/** The next attempt number of an assignment at a provider. */
export async function nextAttemptNumber(tx: Tx, provider: AccountingProviderName, inspectionId: string) {
  const [row] = await tx
    .select({ last: max(invoiceAttempts.attempt) })
    .from(invoiceAttempts)
    .where(
      and(
        eq(invoiceAttempts.tenantId, sql`app_tenant()`),
        eq(invoiceAttempts.provider, provider),
        eq(invoiceAttempts.inspectionId, inspectionId),
      ),
    );
  return (row?.last ?? 0) + 1;
}

export async function insertAttempt(tx: Tx, values: typeof invoiceAttempts.$inferInsert) {
  const [row] = await tx.insert(invoiceAttempts).values(values).returning({ id: invoiceAttempts.id });
  return row!.id;
}

export async function updateAttempt(
  tx: Tx,
  id: string,
  values: Partial<{
    state: InvoiceAttemptState;
    invoiceId: string | null;
    invoiceNumber: string | null;
    ownNumber: string | null;
    url: string | null;
    totalOre: number;
    message: string | null;
  }>,
): Promise<void> {
  await tx
    .update(invoiceAttempts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(invoiceAttempts.tenantId, sql`app_tenant()`), eq(invoiceAttempts.id, id)));
}

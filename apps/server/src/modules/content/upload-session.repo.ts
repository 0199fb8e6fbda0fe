import { and, eq, lte, sql } from 'drizzle-orm';
import type { UploadSession } from '@syna/contracts/upload-sessions';
import type { Tx } from '../../platform/db/database.ts';
import { uploadSessions } from './upload-session.tables.ts';

export type UploadSessionRow = typeof uploadSessions.$inferSelect;

const inTenant = sql`${uploadSessions.tenantId} = app_tenant()`;
/** A session as its creator reaches it: another member's is not there for them. */
const ownedBy = (id: string, userId: string) =>
  and(inTenant, eq(uploadSessions.id, id), eq(uploadSessions.userId, userId));

/** The session as the API answers it, with the bytes held now. */
export function toUploadSession(row: UploadSessionRow, offset: number): UploadSession {
  return { id: row.id, size: row.size, offset, expires: row.expiresAt.toISOString() };
}

export async function insertUploadSession(
  tx: Tx,
  session: Pick<
    typeof uploadSessions.$inferInsert,
    'tenantId' | 'userId' | 'storageKey' | 'size' | 'expiresAt'
  >,
): Promise<UploadSessionRow> {
  const [row] = await tx.insert(uploadSessions).values(session).returning();
  return row!;
}

/** The caller's session, if it is theirs and has not expired. */
export async function findOwnUploadSession(
  tx: Tx,
  id: string,
  userId: string,
): Promise<UploadSessionRow | null> {
  const [row] = await tx
    .select()
    .from(uploadSessions)
    .where(and(ownedBy(id, userId), sql`${uploadSessions.expiresAt} > now()`));
  return row ?? null;
}

/** Records the bytes that have arrived. */
export async function recordReceivedBytes(tx: Tx, id: string, receivedBytes: number): Promise<void> {
  await tx
    .update(uploadSessions)
    .set({ receivedBytes })
    .where(and(inTenant, eq(uploadSessions.id, id)));
}

/** Deletes the session; answers its partial file's key, or null when it was gone. */
export async function deleteUploadSession(tx: Tx, id: string): Promise<string | null> {
  const [row] = await tx
    .delete(uploadSessions)
    .where(and(inTenant, eq(uploadSessions.id, id)))
    .returning({ storageKey: uploadSessions.storageKey });
  return row?.storageKey ?? null;
}

/** Deletes the session if it has expired (a finished one is gone already); answers its file's key. */
export async function deleteExpiredUploadSession(tx: Tx, id: string): Promise<string | null> {
  const [row] = await tx
    .delete(uploadSessions)
    .where(and(inTenant, eq(uploadSessions.id, id), lte(uploadSessions.expiresAt, sql`now()`)))
    .returning({ storageKey: uploadSessions.storageKey });
  return row?.storageKey ?? null;
}

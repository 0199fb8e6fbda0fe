import { and, asc, eq, sql } from 'drizzle-orm';
import type { ContactFile } from '@syna/contracts/contacts';
import type { Tx } from '../../platform/db/database.ts';
import { users } from '../users/users.tables.ts';
import { contactFiles } from './contacts.tables.ts';

export type ContactFileRow = typeof contactFiles.$inferSelect;
export type NewContactFile = Omit<typeof contactFiles.$inferInsert, 'tenantId' | 'id' | 'createdAt'>;

const inTenant = sql`${contactFiles.tenantId} = app_tenant()`;
const ofContact = (contactId: string) => and(inTenant, eq(contactFiles.contactId, contactId));

/** The columns of a file as the contract shows it, with the uploader's name. */
const listed = {
  file: contactFiles,
  uploader: { id: users.id, name: users.name },
};

function toContactFile(row: {
  file: ContactFileRow;
  uploader: { id: string; name: string } | null;
}): ContactFile {
  return {
    id: row.file.id,
    filename: row.file.filename,
    size: row.file.size,
    contentType: row.file.contentType,
    created: row.file.createdAt.toISOString(),
    createdBy: row.uploader,
  };
}

export async function listContactFiles(tx: Tx, contactId: string): Promise<ContactFile[]> {
  const rows = await tx
    .select(listed)
    .from(contactFiles)
    .leftJoin(users, eq(users.id, contactFiles.createdBy))
    .where(ofContact(contactId))
    .orderBy(asc(contactFiles.createdAt), asc(contactFiles.id));
  return rows.map(toContactFile);
}

export async function findContactFile(
  tx: Tx,
  contactId: string,
  fileId: string,
): Promise<ContactFileRow | null> {
  const [row] = await tx
    .select()
    .from(contactFiles)
    .where(and(ofContact(contactId), eq(contactFiles.id, fileId)));
  return row ?? null;
}

export async function insertContactFile(
  tx: Tx,
  tenantId: string,
  file: NewContactFile,
): Promise<ContactFile> {
  const [row] = await tx
    .insert(contactFiles)
    .values({ ...file, tenantId })
    .returning();
  const [uploader] = file.createdBy
    ? await tx.select(listed.uploader).from(users).where(eq(users.id, file.createdBy))
    : [];
  return toContactFile({ file: row!, uploader: uploader ?? null });
}

/** Deletes one file, or (without `fileId`) all of a contact's; answers the storage keys removed. */
export async function deleteContactFiles(tx: Tx, contactId: string, fileId?: string): Promise<string[]> {
  const rows = await tx
    .delete(contactFiles)
    .where(and(ofContact(contactId), fileId ? eq(contactFiles.id, fileId) : undefined))
    .returning({ storageKey: contactFiles.storageKey });
  return rows.map((row) => row.storageKey);
}

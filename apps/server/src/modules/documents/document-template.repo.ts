import { and, asc, eq, sql } from 'drizzle-orm';
import type { DocumentTemplate } from '@syna/contracts/document-templates';
import type { Tx } from '../../platform/db/database.ts';
import { namedUser, userNameOf } from '../users/index.ts';
import { documentTemplates } from './documents.tables.ts';

type TemplateRow = typeof documentTemplates.$inferSelect;
/** What an upload writes: everything but the keys and the time, which the database sets. */
export type TemplateFile = Omit<typeof documentTemplates.$inferInsert, 'tenantId' | 'id' | 'updatedAt'>;

const inTenant = sql`${documentTemplates.tenantId} = app_tenant()`;
const byId = (id: string) => and(inTenant, eq(documentTemplates.id, id));

const listed = { template: documentTemplates, uploaderName: userNameOf(documentTemplates.updatedBy) };

function toDocumentTemplate(row: { template: TemplateRow; uploaderName: string | null }): DocumentTemplate {
  return {
    id: row.template.id,
    name: row.template.name,
    filename: row.template.filename,
    size: row.template.size,
    sha256: row.template.sha256,
    unknownFields: row.template.unknownFields,
    updated: row.template.updatedAt.toISOString(),
    updatedBy: namedUser(row.template.updatedBy, row.uploaderName),
  };
}

function selectTemplates(tx: Tx) {
  return tx.select(listed).from(documentTemplates);
}

export async function listDocumentTemplates(tx: Tx): Promise<DocumentTemplate[]> {
  const rows = await selectTemplates(tx)
    .where(inTenant)
    .orderBy(asc(sql`lower(${documentTemplates.name})`), asc(documentTemplates.id));
  return rows.map(toDocumentTemplate);
}

export async function findDocumentTemplate(tx: Tx, id: string): Promise<DocumentTemplate | null> {
  const [row] = await selectTemplates(tx).where(byId(id));
  return row ? toDocumentTemplate(row) : null;
}

/** Where a template's file is stored, with the name it is downloaded under. */
export async function findTemplateFile(
  tx: Tx,
  id: string,
): Promise<Pick<TemplateRow, 'storageKey' | 'filename' | 'size'> | null> {
  const [row] = await tx
    .select({
      storageKey: documentTemplates.storageKey,
      filename: documentTemplates.filename,
      size: documentTemplates.size,
    })
    .from(documentTemplates)
    .where(byId(id));
  return row ?? null;
}

/** The numbers the template prints, which an export draws; null when the firm has no such template. */
export async function findTemplateNumberFields(
  tx: Tx,
  id: string,
): Promise<TemplateRow['numberFields'] | null> {
  const [row] = await tx
    .select({ numberFields: documentTemplates.numberFields })
    .from(documentTemplates)
    .where(byId(id));
  return row?.numberFields ?? null;
}

export async function insertDocumentTemplate(tx: Tx, tenantId: string, file: TemplateFile): Promise<string> {
  const [row] = await tx
    .insert(documentTemplates)
    .values({ ...file, tenantId })
    .returning({ id: documentTemplates.id });
  return row!.id;
}

/** Puts a new file in a template's place; answers the storage key of the file it replaced. */
export async function replaceDocumentTemplate(
  tx: Tx,
  id: string,
  file: TemplateFile,
): Promise<string | null> {
  // The old key is read under the row's lock that the update takes, so two replacements in a row
  // each remove the file the other put in place, never the one that stays.
  const [old] = await tx
    .select({ storageKey: documentTemplates.storageKey })
    .from(documentTemplates)
    .where(byId(id))
    .for('update');
  if (!old) return null;
  await tx
    .update(documentTemplates)
    .set({ ...file, updatedAt: sql`now()` })
    .where(byId(id));
  return old.storageKey;
}

/** Deletes a template; answers the storage key of its file, or null if there was none. */
export async function deleteDocumentTemplate(tx: Tx, id: string): Promise<string | null> {
  const [row] = await tx
    .delete(documentTemplates)
    .where(byId(id))
    .returning({ storageKey: documentTemplates.storageKey });
  return row?.storageKey ?? null;
}

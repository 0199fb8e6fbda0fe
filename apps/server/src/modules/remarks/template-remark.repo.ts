import { and, asc, eq, sql } from 'drizzle-orm';
import type { TemplateRemark } from '@syna/contracts/remarks';
import type { Tx } from '../../platform/db/database.ts';
import { templateRemarks } from './remarks.tables.ts';

type TemplateRemarkRow = typeof templateRemarks.$inferSelect;
export type NewTemplateRemark = Omit<typeof templateRemarks.$inferInsert, 'tenantId' | 'id' | 'createdAt'>;
export type TemplateRemarkChanges = Partial<
  Pick<TemplateRemarkRow, 'title' | 'text' | 'category' | 'sortOrder'>
>;

export function toTemplateRemark(row: TemplateRemarkRow): TemplateRemark {
  return {
    id: row.id,
    typeId: row.typeId,
    title: row.title,
    text: row.text,
    category: row.category,
    sortOrder: row.sortOrder,
    created: row.createdAt.toISOString(),
  };
}

const inTenant = sql`${templateRemarks.tenantId} = app_tenant()`;

export async function listTemplateRemarks(tx: Tx, typeId: string): Promise<TemplateRemark[]> {
  const rows = await tx
    .select()
    .from(templateRemarks)
    .where(and(inTenant, eq(templateRemarks.typeId, typeId)))
    .orderBy(asc(templateRemarks.sortOrder), asc(templateRemarks.createdAt), asc(templateRemarks.id));
  return rows.map(toTemplateRemark);
}

/** The sort order that places a new template remark last for its type. */
export async function nextTemplateSortOrder(tx: Tx, typeId: string): Promise<number> {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${templateRemarks.sortOrder}) + 1, 0)::int` })
    .from(templateRemarks)
    .where(and(inTenant, eq(templateRemarks.typeId, typeId)));
  return row?.next ?? 0;
}

export async function insertTemplateRemark(
  tx: Tx,
  tenantId: string,
  remark: NewTemplateRemark,
): Promise<TemplateRemark> {
  const [row] = await tx
    .insert(templateRemarks)
    .values({ ...remark, tenantId })
    .returning();
  return toTemplateRemark(row!);
}

export async function updateTemplateRemark(
  tx: Tx,
  id: string,
  changes: TemplateRemarkChanges,
): Promise<TemplateRemark | null> {
  const byId = and(inTenant, eq(templateRemarks.id, id));
  // An update must set something; a body without changes just answers the remark as it is.
  const nothingToChange = Object.values(changes).every((value) => value === undefined);
  const [row] = nothingToChange
    ? await tx.select().from(templateRemarks).where(byId)
    : await tx.update(templateRemarks).set(changes).where(byId).returning();
  return row ? toTemplateRemark(row) : null;
}

export async function deleteTemplateRemark(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx
    .delete(templateRemarks)
    .where(and(inTenant, eq(templateRemarks.id, id)))
    .returning({ id: templateRemarks.id });
  return rows.length > 0;
}

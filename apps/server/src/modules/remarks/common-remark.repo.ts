import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PagedListResponse } from '@syna/contracts/list';
import type { CommonRemark, CommonRemarkQuery } from '@syna/contracts/remarks';
import { PAGE_SIZE_ALL } from '@syna/contracts/constants';
import type { Tx } from '../../platform/db/database.ts';
import { commonRemarks } from './remarks.tables.ts';
import { containsPattern } from '../../platform/db/like-pattern.ts';
import {
  cappedCountStatement,
  listTotal,
  pageOffset,
  readCappedCount,
} from '../../platform/db/list-total.ts';

type CommonRemarkRow = typeof commonRemarks.$inferSelect;
export type NewCommonRemark = Pick<
  typeof commonRemarks.$inferInsert,
  'title' | 'text' | 'category' | 'tags' | 'createdBy'
>;
export type CommonRemarkChanges = Partial<Pick<CommonRemarkRow, 'title' | 'text' | 'category' | 'tags'>>;

export function toCommonRemark(row: CommonRemarkRow): CommonRemark {
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    category: row.category,
    tags: row.tags,
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
  };
}

const inTenant = sql`${commonRemarks.tenantId} = app_tenant()`;

/** The statements of a saved-remark search: a page by title, and the count up to the cap. */
export function commonRemarkStatements(tx: Tx, search: CommonRemarkQuery) {
  const { query, category, pageSize } = search;
  const conditions: SQL[] = [inTenant];
  if (query) conditions.push(sql`${commonRemarks.searchText} LIKE ${containsPattern(query.toLowerCase())}`);
  if (category) conditions.push(sql`lower(${commonRemarks.category}) = lower(${category})`);
  const where = and(...conditions);
  const ordered = tx
    .select()
    .from(commonRemarks)
    .where(where)
    .orderBy(asc(commonRemarks.title), asc(commonRemarks.id))
    .$dynamic();
  return {
    page: pageSize === PAGE_SIZE_ALL ? ordered : ordered.limit(pageSize).offset(pageOffset(search)),
    count: cappedCountStatement(sql`FROM ${commonRemarks} WHERE ${where}`),
  };
}

/** A page of the firm's saved remarks matching the free text and category, by title; the total capped. */
export async function queryCommonRemarks(
  tx: Tx,
  search: CommonRemarkQuery,
): Promise<PagedListResponse<CommonRemark>> {
  const statements = commonRemarkStatements(tx, search);
  const rows = await statements.page;
  const total = await listTotal(search, rows.length, () => readCappedCount(tx, statements.count));
  return { items: rows.map(toCommonRemark), ...total };
}

export async function insertCommonRemark(
  tx: Tx,
  tenantId: string,
  remark: NewCommonRemark,
): Promise<CommonRemark> {
  const [row] = await tx
    .insert(commonRemarks)
    .values({ ...remark, tenantId })
    .returning();
  return toCommonRemark(row!);
}

export async function updateCommonRemark(
  tx: Tx,
  id: string,
  changes: CommonRemarkChanges,
): Promise<CommonRemark | null> {
  const [row] = await tx
    .update(commonRemarks)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(inTenant, eq(commonRemarks.id, id)))
    .returning();
  return row ? toCommonRemark(row) : null;
}

/** Deletes the given saved remarks; answers how many there were. */
export async function deleteCommonRemarks(tx: Tx, ids: readonly string[]): Promise<number> {
  const rows = await tx
    .delete(commonRemarks)
    .where(and(inTenant, inArray(commonRemarks.id, [...ids])))
    .returning({ id: commonRemarks.id });
  return rows.length;
}

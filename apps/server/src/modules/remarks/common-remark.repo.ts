import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PagedListResponse } from '@syna/contracts/list';
import {
  REMARK_TITLE_MAX_LENGTH,
  type CommonRemark,
  type CommonRemarkQuery,
  type RemarkSuggestion,
} from '@syna/contracts/remarks';
import type { Tx } from '../../platform/db/database.ts';
import { commonRemarks } from './remarks.tables.ts';
import { containsPattern } from '../../platform/db/like-pattern.ts';
import { cappedCountStatement, listTotal, readCappedCount } from '../../platform/db/list-total.ts';
import { cutPage, keyset, keysetWindow, textKey, uuidKey } from '../../platform/db/list-cursor.ts';

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

/** The library's one order, by title (the (tenant_id, title, id) index), and its cursor's key. */
export const commonRemarkKeyset = keyset('common-remarks:title', false, [
  textKey(sql`${commonRemarks.title}`, REMARK_TITLE_MAX_LENGTH),
  uuidKey(sql`${commonRemarks.id}`),
]);

/**
 * The statements of a saved-remark search: a page by title (and one row more; after `after`, a
 * cursor's key), and the count up to the cap.
 */
export function commonRemarkStatements(tx: Tx, search: CommonRemarkQuery, after?: string[]) {
  const { query, category } = search;
  const conditions: SQL[] = [inTenant];
  if (query) conditions.push(sql`${commonRemarks.searchText} LIKE ${containsPattern(query.toLowerCase())}`);
  if (category) conditions.push(sql`${commonRemarks.categoryKey} = lower(${category})`);
  const where = and(...conditions);
  const ordered = tx
    .select({ remark: commonRemarks, sortKey: sql<string[]>`${commonRemarkKeyset.key}` })
    .from(commonRemarks)
    .where(after ? and(where, commonRemarkKeyset.after(after)) : where)
    .orderBy(commonRemarkKeyset.orderBy)
    .$dynamic();
  const window = keysetWindow(search, Boolean(after));
  return {
    page: window ? ordered.limit(window.limit).offset(window.offset) : ordered,
    count: cappedCountStatement(sql`FROM ${commonRemarks} WHERE ${where}`),
  };
}

/**
 * A page of the firm's saved remarks matching the free text and category, by title (after `after`,
 * a cursor's key); the total capped, and the sort key of the page's last row when more follow.
 */
export async function queryCommonRemarks(
  tx: Tx,
  search: CommonRemarkQuery,
  after?: string[],
): Promise<PagedListResponse<CommonRemark> & { lastKey?: string[] }> {
  const statements = commonRemarkStatements(tx, search, after);
  const { rows, lastKey } = cutPage(
    (await statements.page).map((row) => ({ ...row.remark, sort_key: row.sortKey })),
    search,
  );
  const total = await listTotal(search, rows, () => readCappedCount(tx, statements.count));
  return { items: rows.map(toCommonRemark), ...total, ...(lastKey ? { lastKey } : {}) };
}

/**
 * How close a saved remark's wording is to a text, 0–1 (pg_trgm): the title's words found whole
 * in the text (`strict_word_similarity`: a short title inside a long dictation scores high, a mere
 * shared prefix does not), or the text's words found in the saved remark's text.
 */
const suggestionScore = (text: string) => sql<number>`greatest(
  strict_word_similarity(lower(${commonRemarks.title}), lower(${text}::text)),
  word_similarity(lower(${text}::text), lower(coalesce(${commonRemarks.text}, '')))
)`;

/**
 * The firm's saved remarks scoring at least `threshold` against `text`, those of `category` first,
 * then best first; at most `limit`. No trigram index serves "which short titles appear in this
 * text", so it reads the firm's library by its key: a firm keeps hundreds, not millions.
 */
export async function findSimilarCommonRemarks(
  tx: Tx,
  search: { text: string; category: string | null; limit: number; threshold: number },
): Promise<RemarkSuggestion[]> {
  const score = suggestionScore(search.text);
  const byScore = [sql`${score} DESC`, commonRemarks.title, commonRemarks.id];
  const order = search.category
    ? [
        sql`${commonRemarks.categoryKey} IS NOT DISTINCT FROM lower(${search.category}::text) DESC`,
        ...byScore,
      ]
    : byScore;
  const rows = await tx
    .select({
      id: commonRemarks.id,
      title: commonRemarks.title,
      text: commonRemarks.text,
      category: commonRemarks.category,
      score: sql<number>`${score}::float8`.mapWith(Number),
    })
    .from(commonRemarks)
    .where(and(inTenant, sql`${score} >= ${search.threshold}`))
    .orderBy(...order)
    .limit(search.limit);
  return rows.map((row) => ({ ...row, score: Math.round(row.score * 1000) / 1000 }));
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

/** The firm's saved remarks among `ids`, and all of them when `ids` is absent, by title. */
export async function listCommonRemarks(tx: Tx, ids?: readonly string[]): Promise<CommonRemark[]> {
  const rows = await tx
    .select()
    .from(commonRemarks)
    .where(ids ? and(inTenant, inArray(commonRemarks.id, [...ids])) : inTenant)
    .orderBy(commonRemarks.title, commonRemarks.id);
  return rows.map(toCommonRemark);
}

/** Deletes the given saved remarks; answers how many there were. */
export async function deleteCommonRemarks(tx: Tx, ids: readonly string[]): Promise<number> {
  const rows = await tx
    .delete(commonRemarks)
    .where(and(inTenant, inArray(commonRemarks.id, [...ids])))
    .returning({ id: commonRemarks.id });
  return rows.length;
}

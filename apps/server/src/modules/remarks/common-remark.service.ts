import type { z } from 'zod';
import type { PagedListResponse } from '@syna/contracts/list';
import type {
  CommonRemark,
  CommonRemarkCreate,
  CommonRemarkQuery,
  CommonRemarkUpdate,
  RemarkSuggestion,
  remarkSuggestionQuerySchema,
} from '@syna/contracts/remarks';
import { notFound } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { pageByCursor } from '../../platform/db/list-cursor.ts';
import {
  commonRemarkKeyset,
  deleteCommonRemarks,
  findSimilarCommonRemarks,
  insertCommonRemark,
  queryCommonRemarks,
  updateCommonRemark,
} from './common-remark.repo.ts';

const notInLibrary = () => notFound({ key: 'remarks.savedRemarkMissing' });

/**
 * A page of the firm's saved remarks matching the free text and category, by title; the page after
 * a cursor when one is given, and the cursor of the next page while rows follow.
 */
export function searchCommonRemarks(
  context: RequestContext,
  query: CommonRemarkQuery,
): Promise<PagedListResponse<CommonRemark>> {
  return pageByCursor(context.tenant.id, query.cursor, commonRemarkKeyset, (after) =>
    queryCommonRemarks(context.tx, query, after),
  );
}

/**
 * The least similarity (0–1) a saved remark needs to be suggested: a title's words found whole in
 * the text score 0.9–1, a related wording ("Fuktskada i källare" for "fuktfläck i källaren") about
 * 0.45, unrelated ones below 0.1.
 */
const SUGGESTION_THRESHOLD = 0.4;

/**
 * The firm's saved remarks closest to a text (a dictated remark), those of the given category
 * first, then best first, none below the threshold.
 */
export async function suggestCommonRemarks(
  context: RequestContext,
  query: z.output<typeof remarkSuggestionQuerySchema>,
): Promise<{ items: RemarkSuggestion[] }> {
  const items = await findSimilarCommonRemarks(context.tx, {
    text: query.text,
    category: query.category || null,
    limit: query.limit,
    threshold: SUGGESTION_THRESHOLD,
  });
  return { items };
}

export function addCommonRemark(context: RequestContext, input: CommonRemarkCreate): Promise<CommonRemark> {
  return insertCommonRemark(context.tx, context.tenant.id, {
    title: input.title,
    text: input.text ?? null,
    category: input.category ?? null,
    tags: input.tags ?? [],
    createdBy: context.user.id,
  });
}

export async function changeCommonRemark(
  context: RequestContext,
  id: string,
  changes: CommonRemarkUpdate,
): Promise<CommonRemark> {
  const remark = await updateCommonRemark(context.tx, id, changes);
  if (!remark) throw notInLibrary();
  return remark;
}

/** Deletes saved remarks, all or none: one that is missing fails the request, rolling it back. */
export async function removeCommonRemarks(context: RequestContext, ids: readonly string[]): Promise<void> {
  const distinct = new Set(ids);
  if ((await deleteCommonRemarks(context.tx, [...distinct])) < distinct.size) throw notInLibrary();
}

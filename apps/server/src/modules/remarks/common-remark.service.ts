import type { PagedListResponse } from '@syna/contracts/list';
import type {
  CommonRemark,
  CommonRemarkCreate,
  CommonRemarkQuery,
  CommonRemarkUpdate,
} from '@syna/contracts/remarks';
import { notFound } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { pageByCursor } from '../../platform/db/list-cursor.ts';
import {
  commonRemarkKeyset,
  deleteCommonRemarks,
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

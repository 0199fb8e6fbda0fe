import type { ListResponse } from '@syna/contracts/list';
import type { TemplateRemark, TemplateRemarkCreate, TemplateRemarkUpdate } from '@syna/contracts/remarks';
import { notFound } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { inspectionTypeExists } from './inspection-lookup.repo.ts';
import {
  deleteTemplateRemark,
  insertTemplateRemark,
  listTemplateRemarks,
  nextTemplateSortOrder,
  updateTemplateRemark,
} from './template-remark.repo.ts';

const notATemplate = () => notFound({ key: 'remarks.templateRemarkMissing' });

async function requireType(context: RequestContext, typeId: string): Promise<void> {
  if (!(await inspectionTypeExists(context.tx, typeId)))
    throw notFound({ key: 'orders.inspectionTypeMissing' });
}

/** The template remarks of an inspection type, in order. */
export async function templateRemarksOf(
  context: RequestContext,
  typeId: string,
): Promise<ListResponse<TemplateRemark>> {
  await requireType(context, typeId);
  const items = await listTemplateRemarks(context.tx, typeId);
  return { items, total: items.length };
}

/** Adds a template remark to its type, last unless a sort order is given. */
export async function addTemplateRemark(
  context: RequestContext,
  { typeId, title, text, category, sortOrder }: TemplateRemarkCreate,
): Promise<TemplateRemark> {
  await requireType(context, typeId);
  return insertTemplateRemark(context.tx, context.tenant.id, {
    typeId,
    title,
    text: text ?? null,
    category: category ?? null,
    sortOrder: sortOrder ?? (await nextTemplateSortOrder(context.tx, typeId)),
  });
}

export async function changeTemplateRemark(
  context: RequestContext,
  id: string,
  changes: TemplateRemarkUpdate,
): Promise<TemplateRemark> {
  const remark = await updateTemplateRemark(context.tx, id, changes);
  if (!remark) throw notATemplate();
  return remark;
}

export async function removeTemplateRemark(context: RequestContext, id: string): Promise<void> {
  if (!(await deleteTemplateRemark(context.tx, id))) throw notATemplate();
}

import type { InspectionLink, InspectionRelate } from '@syna/contracts/inspections';
import type { ListResponse } from '@syna/contracts/list';
import { badRequest, notFound } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { countOwnInspections, findInspectionRow } from './inspection.repo.ts';
import { linkInspections, listLinkedInspections, unlinkInspections } from './inspection-links.repo.ts';
import { INSPECTION_NOT_FOUND } from './inspection-messages.ts';

async function assertInspection(context: RequestContext, id: string): Promise<void> {
  if (!(await findInspectionRow(context.tx, id))) throw notFound(INSPECTION_NOT_FOUND);
}

async function linksOf(context: RequestContext, id: string): Promise<ListResponse<InspectionLink>> {
  const items = await listLinkedInspections(context.tx, id);
  return { items, total: items.length };
}

/** The inspections linked with one (404 when it is not the tenant's). */
export async function linkedInspections(
  context: RequestContext,
  id: string,
): Promise<ListResponse<InspectionLink>> {
  await assertInspection(context, id);
  return linksOf(context, id);
}

/** Links an inspection with others of the tenant, both ways; answers all its links. */
export async function relateInspections(
  context: RequestContext,
  id: string,
  body: InspectionRelate,
): Promise<ListResponse<InspectionLink>> {
  await assertInspection(context, id);
  const relatedIds = [...new Set(body.ids)];
  if (relatedIds.includes(id)) {
    throw badRequest(
      { key: 'assignments.selfLink' },
      {
        'body.ids': [{ key: 'assignments.selfLink' }],
      },
    );
  }
  if ((await countOwnInspections(context.tx, relatedIds)) !== relatedIds.length) {
    throw notFound({ key: 'assignments.someAssignmentsMissing' });
  }
  await linkInspections(context.tx, context.tenant.id, id, relatedIds, body.kind);
  return linksOf(context, id);
}

/**
 * Links assignments the caller has just created together (those of one order), without the
 * checks a request's ids need.
 */
export async function linkCreatedInspections(
  context: RequestContext,
  id: string,
  relatedIds: string[],
  kind: string,
): Promise<void> {
  await linkInspections(context.tx, context.tenant.id, id, relatedIds, kind);
}

export async function unrelateInspections(
  context: RequestContext,
  id: string,
  relatedId: string,
): Promise<void> {
  if (!(await unlinkInspections(context.tx, id, relatedId))) throw notFound({ key: 'assignments.notLinked' });
}

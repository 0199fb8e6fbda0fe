import type { InspectionLink, InspectionRelate } from '@syna/contracts/inspections';
import { badRequest, notFound } from '../../platform/http/problem.ts';
import { countOwnInspections, findInspectionRow } from './inspection.repo.ts';
import { linkInspections, listLinkedInspections, unlinkInspections } from './inspection-links.repo.ts';
import type { InspectionContext } from './inspection-context.ts';
import { INSPECTION_NOT_FOUND } from './inspection-messages.ts';

async function assertInspection(ctx: InspectionContext, id: string): Promise<void> {
  if (!(await findInspectionRow(ctx.tx, id))) throw notFound(INSPECTION_NOT_FOUND);
}

/** The inspections linked with one (404 when it is not the tenant's). */
export async function linkedInspections(ctx: InspectionContext, id: string): Promise<InspectionLink[]> {
  await assertInspection(ctx, id);
  return listLinkedInspections(ctx.tx, id);
}

/** Links an inspection with others of the tenant, both ways; answers all its links. */
export async function relateInspections(
  ctx: InspectionContext,
  id: string,
  body: InspectionRelate,
): Promise<InspectionLink[]> {
  await assertInspection(ctx, id);
  const relatedIds = [...new Set(body.ids)];
  if (relatedIds.includes(id)) {
    throw badRequest('Ett uppdrag kan inte länkas till sig självt', {
      'body.ids': ['Ett uppdrag kan inte länkas till sig självt'],
    });
  }
  if ((await countOwnInspections(ctx.tx, relatedIds)) !== relatedIds.length) {
    throw notFound('Ett eller flera av uppdragen finns inte');
  }
  await linkInspections(ctx.tx, ctx.tenantId, id, relatedIds, body.kind);
  return listLinkedInspections(ctx.tx, id);
}

export async function unrelateInspections(
  ctx: InspectionContext,
  id: string,
  relatedId: string,
): Promise<void> {
  if (!(await unlinkInspections(ctx.tx, id, relatedId))) throw notFound('Uppdragen är inte länkade');
}

import {
  inspectionSearchSchema,
  type InspectionListItem,
  type InspectionSearch,
} from '@syna/contracts/inspections';
import type { PagedListResponse } from '@syna/contracts/list';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { pageByCursor } from '../../platform/db/list-cursor.ts';
import { inspectionKeyset, searchInspections } from './inspection-search.repo.ts';

/**
 * One page of the tenant's inspections matching the search, and how many match in all; the page
 * after a cursor when one is given, and the cursor of the next page while rows follow.
 */
export async function findInspections(
  context: RequestContext,
  search: InspectionSearch,
): Promise<PagedListResponse<InspectionListItem>> {
  return pageByCursor(context.tenant.id, search.cursor, inspectionKeyset(search), (after) =>
    context.standbyRead((tx) => searchInspections(tx, search, {}, after)),
  );
}

/** The first page of the inspections matching a free text, newest first. */
export function findInspectionsByText(
  context: RequestContext,
  text: string,
): Promise<PagedListResponse<InspectionListItem>> {
  return findInspections(context, inspectionSearchSchema.parse({ text }));
}

import {
  inspectionSearchSchema,
  type InspectionListItem,
  type InspectionSearch,
} from '@syna/contracts/inspections';
import type { PagedListResponse } from '@syna/contracts/list';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { searchInspections } from './inspection-search.repo.ts';

/** One page of the tenant's inspections matching the search, and how many match in all. */
export function findInspections(
  context: RequestContext,
  search: InspectionSearch,
): Promise<PagedListResponse<InspectionListItem>> {
  return searchInspections(context.tx, search);
}

/** The first page of the inspections matching a free text, newest first. */
export function findInspectionsByText(
  context: RequestContext,
  text: string,
): Promise<PagedListResponse<InspectionListItem>> {
  return searchInspections(context.tx, inspectionSearchSchema.parse({ text }));
}

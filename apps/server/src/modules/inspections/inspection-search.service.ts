import {
  inspectionSearchSchema,
  type InspectionListItem,
  type InspectionSearch,
} from '@syna/contracts/inspections';
import type { ExportFormat } from '@syna/contracts/exports';
import type { PagedListResponse } from '@syna/contracts/list';
import { zoneToday } from '@syna/contracts/time-zone';
import type { FileDownload } from '../../platform/http/endpoint-routes.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { pageByCursor } from '../../platform/db/list-cursor.ts';
import { exportInspectionRows, inspectionExportFileName } from './inspection-export.ts';
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
    searchInspections(context.tx, search, {}, after),
  );
}

/** The first page of the inspections matching a free text, newest first. */
export function findInspectionsByText(
  context: RequestContext,
  text: string,
): Promise<PagedListResponse<InspectionListItem>> {
  return findInspections(context, inspectionSearchSchema.parse({ text }));
}

/** Every inspection matching the search (paging ignored), as a CSV file or a workbook dated today. */
export async function exportInspections(
  context: RequestContext,
  search: InspectionSearch,
  format: ExportFormat,
): Promise<FileDownload> {
  const { items } = await searchInspections(context.tx, {
    ...search,
    page: 1,
    pageSize: -1,
    cursor: undefined,
  });
  const file = await exportInspectionRows(items, context.language, format);
  return {
    body: file.body,
    contentType: file.contentType,
    filename: inspectionExportFileName(zoneToday(context.now()), file.extension),
  };
}

import type { spreadsheetExportEndpoints } from '@syna/contracts/endpoints/exports';
import type { EndpointHandlers } from '../../platform/http/endpoint-routes.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import type { ExportSources } from './spreadsheet-export-source.ts';
import { downloadSpreadsheetExport, getSpreadsheetExport } from './spreadsheet-export.service.ts';

/** An export's progress and its file, each served by one service call. */
export function spreadsheetExportRoutes(
  storage: FileStorage,
  sources: ExportSources,
): EndpointHandlers<typeof spreadsheetExportEndpoints> {
  return {
    get: (context, { params }) => getSpreadsheetExport(context, sources, params.id),
    file: (context, { params }) => downloadSpreadsheetExport(context, storage, sources, params.id),
  };
}

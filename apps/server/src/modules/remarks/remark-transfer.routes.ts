import type { remarkTransferEndpoints } from '@syna/contracts/endpoints/remark-transfer';
import type { EndpointHandlers } from '../../platform/http/endpoint-routes.ts';
import { exportRemarkWorkbook } from './remark-export.service.ts';
import { applyRemarkImport, getRemarkImport, previewRemarkImport } from './remark-import.service.ts';

/** The saved-remark library's workbook, out and back in; each endpoint served by one service call. */
export function remarkTransferRoutes(): EndpointHandlers<typeof remarkTransferEndpoints> {
  return {
    exportWorkbook: (context) => exportRemarkWorkbook(context),
    upload: (context, { file }) => previewRemarkImport(context, file),
    preview: (context, { params }) => getRemarkImport(context, params.file),
    apply: (context, { body }) => applyRemarkImport(context, body),
  };
}

import {
  REMARK_IMPORT_MAX_BYTES,
  REMARK_IMPORT_MAX_ROWS,
  remarkImportApplySchema,
  remarkImportPreviewSchema,
  remarkImportResultSchema,
} from '../remark-transfer.ts';
import { ADMIN } from './access.ts';
import { endpoint, type UploadTexts } from './endpoint.ts';
import { tenantAnd, tenantParams } from './params.ts';

const service = 'vb';
const importPath = '/:tenant/v1/vb/admin/import/remarks';
const uploadTexts: UploadTexts = {
  oneAtATime: { key: 'remarkImport.oneWorkbook' },
  noFile: { key: 'remarkImport.noWorkbook' },
  notMultipart: { key: 'remarkImport.workbookNotMultipart' },
  tooLarge: { key: 'remarkImport.tooLarge', values: { megabytes: REMARK_IMPORT_MAX_BYTES / 1024 / 1024 } },
};

/** The saved-remark library as an Excel workbook, out and back in (administrators). */
export const remarkTransferEndpoints = {
  exportWorkbook: endpoint({
    method: 'POST',
    path: '/:tenant/v1/vb/admin/export/remarks',
    access: ADMIN,
    service,
    summary: 'The saved remarks as an .xlsx: sheet "Anmärkningar", one row per remark with its id',
    readOnly: true,
    params: tenantParams,
    transport: 'download',
  }),
  upload: endpoint({
    method: 'POST',
    path: `${importPath}/files`,
    access: ADMIN,
    service,
    summary:
      `multipart/form-data: \`file\`, an .xlsx like the export's. Read and kept as a preview: each row ` +
      `new, changed (with the fields), unchanged or refused (with the reason). 413 above ` +
      `${REMARK_IMPORT_MAX_BYTES / 1024 / 1024} MB; 400 when it is no workbook, unpacks past the limit, ` +
      `holds macros or formulas, or more than ${REMARK_IMPORT_MAX_ROWS} rows. Nothing is written to the library`,
    params: tenantParams,
    transport: 'upload',
    uploadTexts,
    bodyLimit: REMARK_IMPORT_MAX_BYTES,
    status: 201,
    response: remarkImportPreviewSchema,
  }),
  preview: endpoint({
    method: 'GET',
    path: `${importPath}/:file`,
    access: ADMIN,
    service,
    summary: 'An uploaded workbook’s preview again',
    params: tenantAnd('file', 'remarkImport.previewId'),
    response: remarkImportPreviewSchema,
  }),
  apply: endpoint({
    method: 'POST',
    path: importPath,
    access: ADMIN,
    service,
    summary:
      'Apply a preview (`file`), all its new and changed rows or the `items` (row numbers) named, in ' +
      'one transaction; refused rows are not written. A preview is applied once (409 again)',
    params: tenantParams,
    body: remarkImportApplySchema,
    response: remarkImportResultSchema,
  }),
};

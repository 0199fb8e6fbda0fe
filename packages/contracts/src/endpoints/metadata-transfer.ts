import {
  formExportSchema,
  METADATA_FILE_VERSION,
  METADATA_IMPORT_MAX_BYTES,
  metadataExportSchema,
  metadataGroupEnum,
  metadataGroupExportSchema,
  metadataGroupImportApplySchema,
  metadataImportApplySchema,
  metadataImportPreviewSchema,
  metadataImportResultSchema,
} from '../metadata-transfer.ts';
import { ADMIN } from './access.ts';
import { endpoint, type UploadTexts } from './endpoint.ts';
import { tenantAnd, tenantParams } from './params.ts';

const service = 'vb';
const importPath = '/:tenant/v1/vb/admin/import/metadata';
const exportPath = '/:tenant/v1/vb/admin/export/metadata';
const megabytes = METADATA_IMPORT_MAX_BYTES / 1024 / 1024;
const uploadTexts: UploadTexts = {
  oneAtATime: { key: 'metadataImport.oneFile' },
  noFile: { key: 'metadataImport.noFile' },
  notMultipart: { key: 'metadataImport.notMultipart' },
  tooLarge: { key: 'metadataImport.tooLarge', values: { megabytes } },
};
const groupParams = tenantParams.extend({ group: metadataGroupEnum });

const uploadSummary = (what: string) =>
  `multipart/form-data: \`file\`, a JSON file like the export's (format "syna-metadata", version ` +
  `${METADATA_FILE_VERSION} or older). Read and kept a day as a preview of ${what}: per group, each ` +
  `item new, changed (with the fields), unchanged or refused (with the reason); items are matched by ` +
  `their stable keys, never by id. 413 above ${megabytes} MB; 400 when it is no JSON, no Syna export ` +
  `or from a newer version. Nothing of the set-up is written`;

const upload = endpoint({
  method: 'POST',
  path: `${importPath}/files`,
  access: ADMIN,
  service,
  summary: uploadSummary('every group it holds'),
  params: tenantParams,
  transport: 'upload',
  uploadTexts,
  bodyLimit: METADATA_IMPORT_MAX_BYTES,
  status: 201,
  response: metadataImportPreviewSchema,
});

/**
 * The firm's set-up (lookups, order types, forms, blueprints, metadata groups) as one versioned
 * JSON file, out and into another firm or the same (administrators). §7's calls map so: the
 * exports as written; `POST /admin/import/metadata/files` uploads a file and answers its preview;
 * `GET /admin/import/metadata/{file}` answers it again; `POST /admin/import/metadata` applies all
 * of it (or the groups named) and `POST /admin/import/metadata/{group}` one group's items.
 */
export const metadataTransferEndpoints = {
  exportAll: endpoint({
    method: 'POST',
    path: exportPath,
    access: ADMIN,
    service,
    summary:
      'The set-up as a JSON file (format "syna-metadata"): every group, or the `groups` named; no database ids',
    readOnly: true,
    params: tenantParams,
    body: metadataExportSchema,
    transport: 'download',
  }),
  exportGroup: endpoint({
    method: 'POST',
    path: `${exportPath}/:group`,
    access: ADMIN,
    service,
    summary:
      'One group of the set-up as a JSON file of the same format: all its items, or the `items` named by key (a form’s key, a name)',
    readOnly: true,
    params: groupParams,
    body: metadataGroupExportSchema,
    transport: 'download',
  }),
  upload,
  preview: endpoint({
    method: 'GET',
    path: `${importPath}/:file`,
    access: ADMIN,
    service,
    summary: 'An uploaded file’s preview again',
    params: tenantAnd('file', 'remarkImport.previewId'),
    response: metadataImportPreviewSchema,
  }),
  applyAll: endpoint({
    method: 'POST',
    path: importPath,
    access: ADMIN,
    service,
    summary:
      'Apply a preview (`file`): the new and changed items of all its groups, or of the `groups` named, in ' +
      'dependency order in one transaction; any failure writes nothing (409 with the item and the reason). ' +
      'A preview is applied once (409 again)',
    params: tenantParams,
    body: metadataImportApplySchema,
    response: metadataImportResultSchema,
  }),
  applyGroup: endpoint({
    method: 'POST',
    path: `${importPath}/:group`,
    access: ADMIN,
    service,
    summary:
      'Apply one group of a preview (`file`): its new and changed items, or the `items` named by their ' +
      'place in the group; all or nothing, once',
    params: groupParams,
    body: metadataGroupImportApplySchema,
    response: metadataImportResultSchema,
  }),
};

/** The input forms' share of the same file: chosen forms out, a file's forms in. */
export const formTransferEndpoints = {
  exportForms: endpoint({
    method: 'POST',
    path: '/:tenant/v1/vb/admin/forms/export',
    access: ADMIN,
    service,
    summary: 'The forms named (`items`, their ids) as a JSON file of the set-up’s format holding only them',
    readOnly: true,
    params: tenantParams,
    body: formExportSchema,
    transport: 'download',
  }),
  importForms: endpoint({
    ...upload,
    path: '/:tenant/v1/vb/admin/forms/import',
    summary: `${uploadSummary('its forms alone')}. Applied with \`POST /admin/import/metadata/forms\``,
  }),
};

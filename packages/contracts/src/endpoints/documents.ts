import { z } from 'zod';
import {
  BASE_TEMPLATE_KEYS,
  baseTemplateListSchema,
  documentFieldsSchema,
  documentTemplateFieldsSchema,
  documentTemplateListSchema,
  documentTemplateSchema,
} from '../document-templates.ts';
import { adminOf, permitted } from './access.ts';
import { endpoint, type UploadTexts } from './endpoint.ts';
import { tenantAnd, tenantParams } from './params.ts';

const service = 'vb';
/** Everyone who makes reports reads the templates; administrators keep them. */
const read = permitted('inspections.read');
const write = adminOf('inspections');
const templateParams = tenantAnd('id', 'documents.templateId');
const uploadTexts: UploadTexts = {
  oneAtATime: { key: 'documents.oneTemplate' },
  noFile: { key: 'documents.noTemplateFile' },
  notMultipart: { key: 'documents.templateNotMultipart' },
};
const uploadSummary =
  'multipart/form-data: `file`, a Word .docx, and `name`. Refused (400, with the reasons) when it is ' +
  'no .docx, unpacks past the limit, holds macros or ActiveX, a DTD, content fetched from outside ' +
  'the file, or broken tags; 413 over the request limit. Tags that are no report field are listed ' +
  'in `unknownFields` and left empty.';

/** The firm's Word templates for reports (SPEC §7 "Document templates"). */
export const documentTemplateEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/:tenant/v1/vb/documents/templates',
    access: read,
    service,
    summary: 'The firm’s document templates, by name',
    params: tenantParams,
    response: documentTemplateListSchema,
  }),
  fields: endpoint({
    method: 'GET',
    path: '/:tenant/v1/vb/documents/fields',
    access: read,
    service,
    summary:
      'Every field a document template can use: the report’s own, and those of the firm’s assignment ' +
      'forms that are not archived (`form.<form>.<field>`, a table a loop over its rows), each with ' +
      'its description in Swedish and English and an example value',
    params: tenantParams,
    response: documentFieldsSchema,
  }),
  download: endpoint({
    method: 'GET',
    path: '/:tenant/v1/vb/documents/templates/:id',
    access: read,
    service,
    summary: 'Download a document template (.docx) under its file name',
    params: templateParams,
    transport: 'download',
  }),
  create: endpoint({
    method: 'POST',
    path: '/:tenant/v1/vb/documents/templates',
    access: write,
    service,
    summary: `Upload a new document template (${uploadSummary})`,
    params: tenantParams,
    body: documentTemplateFieldsSchema,
    transport: 'upload',
    uploadTexts,
    status: 201,
    response: documentTemplateSchema,
  }),
  replace: endpoint({
    // POST, as §7 updates an asset: uploads are multipart POSTs.
    method: 'POST',
    path: '/:tenant/v1/vb/documents/templates/:id',
    access: write,
    service,
    summary: `Replace a document template’s file, keeping its id (${uploadSummary})`,
    params: templateParams,
    body: documentTemplateFieldsSchema,
    transport: 'upload',
    uploadTexts,
    response: documentTemplateSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/:tenant/v1/vb/documents/templates/:id',
    access: write,
    service,
    summary: 'Delete a document template; reports already made from it stay',
    params: templateParams,
    status: 204,
  }),
};

const baseTemplateParams = tenantParams.extend({
  key: z.enum(BASE_TEMPLATE_KEYS, { error: 'documents.baseTemplateKey' }),
});

/** The base templates the product ships, for a firm to start its own from (SPEC §7 "Document templates"). */
export const baseTemplateEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/:tenant/v1/vb/documents/base-templates',
    access: read,
    service,
    summary: 'The base templates the product ships: key, name, file name and what each is for',
    params: tenantParams,
    response: baseTemplateListSchema,
  }),
  download: endpoint({
    method: 'GET',
    path: '/:tenant/v1/vb/documents/base-templates/:key',
    access: read,
    service,
    summary: 'Download a base template (.docx) under its file name',
    params: baseTemplateParams,
    transport: 'download',
  }),
  copy: endpoint({
    method: 'POST',
    path: '/:tenant/v1/vb/documents/base-templates/:key/copy',
    access: write,
    service,
    summary: 'Copy a base template into the firm’s own document templates, to download, edit and replace',
    params: baseTemplateParams,
    status: 201,
    response: documentTemplateSchema,
  }),
};

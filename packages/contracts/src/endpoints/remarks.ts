import { z } from 'zod';
import {
  inspectionObjectListSchema,
  inspectionObjectSchema,
  objectCreateSchema,
  objectStateActionSchema,
  objectUpdateSchema,
  REMARK_VALUE_FIELDS,
  remarkBulkUpdateSchema,
  remarkCreateSchema,
  remarkImageSchema,
  remarkImageUploadFieldsSchema,
  remarkImageAnnotationsInputSchema,
  remarkImageCaptionInputSchema,
  remarkListSchema,
  remarkRevisionListSchema,
  remarkSchema,
  remarkUpdateSchema,
  remarkValuesQuerySchema,
  remarkValuesSchema,
  type ObjectStateAction,
} from '../remarks.ts';
import { remarkImageFromUploadSchema } from '../upload-sessions.ts';
import { permitted } from './access.ts';
import { endpoint, IMAGE_UPLOAD_TEXTS } from './endpoint.ts';
import { tenantAnd, tenantParams } from './params.ts';

// The remarks live under the inspections service: `/{tenant}/v1/inspections/...`.
const service = 'inspections';
const inspectionParams = tenantAnd('id', 'validation.inspectionId');
const objectParams = inspectionParams.extend({ object: z.uuid({ error: 'validation.objectId' }) });
const remarkParams = objectParams.extend({ remark: z.uuid({ error: 'validation.remarkId' }) });
const imageParams = remarkParams.extend({ image: z.uuid({ error: 'validation.imageId' }) });
/** Seeing an inspection's objects, remarks and photos. */
const read = permitted('inspections.read');
/** Changing them. */
const write = permitted('inspections.write');

/** The objects of an inspection: list (with remarks and images), create, change, copy, delete. */
export const objectEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/:tenant/v1/inspections/inspections/:id/objects',
    access: read,
    service,
    summary: 'The inspection’s objects in order, with their remarks and images',
    params: inspectionParams,
    response: inspectionObjectListSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/:tenant/v1/inspections/inspections/:id/objects',
    access: write,
    service,
    summary: 'Add an object to the inspection (last, unless a sort order is given)',
    params: inspectionParams,
    body: objectCreateSchema,
    status: 201,
    response: inspectionObjectSchema,
  }),
  change: endpoint({
    method: 'PUT',
    path: '/:tenant/v1/inspections/inspections/:id/objects/:object',
    access: write,
    service,
    versioned: true,
    summary: 'Change the fields sent of an object (If-Match: "<version>" refuses a stale change with 409)',
    params: objectParams,
    body: objectUpdateSchema,
    response: inspectionObjectSchema,
  }),
  act: endpoint({
    method: 'POST',
    path: '/:tenant/v1/inspections/inspections/:id/objects/:object',
    access: write,
    service,
    summary:
      '`?state=copy` copies the object with its remarks and images (201; "… (kopia)", "… (copy)" ' +
      'for Accept-Language en); another state sets it',
    params: objectParams,
    query: objectStateActionSchema,
    createdWhen: ({ query }: { query: ObjectStateAction }) => query.state === 'copy',
    response: inspectionObjectSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/:tenant/v1/inspections/inspections/:id/objects/:object',
    access: write,
    service,
    versioned: true,
    summary: 'Delete an object with its remarks and images (If-Match as for a change)',
    params: objectParams,
    status: 204,
  }),
};

/** The remarks of an object, and the values used in the firm's remarks for autocomplete. */
export const remarkEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/:tenant/v1/inspections/inspections/:id/objects/:object/remarks',
    access: read,
    service,
    summary: 'The object’s remarks in order, with their images',
    params: objectParams,
    response: remarkListSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/:tenant/v1/inspections/inspections/:id/objects/:object/remarks',
    access: write,
    service,
    summary: 'Add a remark to the object (last, unless a sort order is given)',
    params: objectParams,
    body: remarkCreateSchema,
    status: 201,
    response: remarkSchema,
  }),
  changeMany: endpoint({
    method: 'PUT',
    path: '/:tenant/v1/inspections/inspections/:id/objects/:object/remarks',
    access: write,
    service,
    summary: 'Change several remarks of the object at once; all ids must be its remarks',
    params: objectParams,
    body: remarkBulkUpdateSchema,
    response: remarkListSchema,
  }),
  change: endpoint({
    method: 'PUT',
    path: '/:tenant/v1/inspections/inspections/:id/objects/:object/remarks/:remark',
    access: write,
    service,
    versioned: true,
    summary: 'Change the fields sent of a remark (If-Match: "<version>" refuses a stale change with 409)',
    params: remarkParams,
    body: remarkUpdateSchema,
    response: remarkSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/:tenant/v1/inspections/inspections/:id/objects/:object/remarks/:remark',
    access: write,
    service,
    versioned: true,
    summary: 'Delete a remark with its images and earlier states (If-Match as for a change)',
    params: remarkParams,
    status: 204,
  }),
  revisions: endpoint({
    method: 'GET',
    path: '/:tenant/v1/inspections/inspections/:id/objects/:object/remarks/:remark/revisions',
    access: read,
    service,
    summary: 'The earlier states of a remark, newest first, each with who replaced it and when',
    params: remarkParams,
    response: remarkRevisionListSchema,
  }),
  values: endpoint({
    method: 'POST',
    path: '/:tenant/v1/inspections/remarks/values/:field',
    access: read,
    service,
    summary: 'Values of a remark field used in the firm, most used first (autocomplete)',
    readOnly: true,
    params: tenantParams.extend({ field: z.enum(REMARK_VALUE_FIELDS) }),
    body: remarkValuesQuerySchema,
    response: remarkValuesSchema,
  }),
};

/** Photos of a remark: upload one at a time (multipart), annotate, caption, delete. */
export const remarkImageEndpoints = {
  upload: endpoint({
    method: 'POST',
    path: '/:tenant/v1/inspections/inspections/:id/objects/:object/remarks/:remark/images',
    access: write,
    service,
    summary:
      'Upload one photo (multipart/form-data: `file`, and `id`, the uuid the client chose for it, ' +
      'if any). JPEG, PNG or WebP by content, at most 50 megapixels; metadata (GPS) is removed.',
    params: remarkParams,
    body: remarkImageUploadFieldsSchema,
    transport: 'upload',
    uploadTexts: IMAGE_UPLOAD_TEXTS,
    status: 201,
    response: remarkImageSchema,
  }),
  uploadFromSession: endpoint({
    method: 'POST',
    path: '/:tenant/v1/inspections/inspections/:id/objects/:object/remarks/:remark/images/uploaded',
    access: write,
    service,
    summary:
      'Add the photo a finished upload session holds (`upload`, the caller’s), checked and stored ' +
      'as a direct upload is; the session and its bytes go once the photo is stored',
    params: remarkParams,
    body: remarkImageFromUploadSchema,
    status: 201,
    response: remarkImageSchema,
  }),
  annotate: endpoint({
    method: 'PUT',
    path: '/:tenant/v1/inspections/inspections/:id/objects/:object/remarks/:remark/images/:image/annotations',
    access: write,
    service,
    summary:
      'Save the marks of a photo (or of its annotated version): the annotated version is drawn anew ' +
      'from the original and the marks, replacing the previous one',
    params: imageParams,
    body: remarkImageAnnotationsInputSchema,
    response: remarkImageSchema,
  }),
  caption: endpoint({
    method: 'PUT',
    path: '/:tenant/v1/inspections/inspections/:id/objects/:object/remarks/:remark/images/:image/caption',
    access: write,
    service,
    summary:
      'Write the caption the report prints under a photo (blank clears it); named by its annotated ' +
      'version, the caption goes to the original photo, which both show',
    params: imageParams,
    body: remarkImageCaptionInputSchema,
    response: remarkImageSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/:tenant/v1/inspections/inspections/:id/objects/:object/remarks/:remark/images/:image',
    access: write,
    service,
    summary: 'Delete a photo of a remark with its annotated versions',
    params: imageParams,
    status: 204,
  }),
};

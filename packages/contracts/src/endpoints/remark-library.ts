import {
  commonRemarkCreateSchema,
  commonRemarkDeleteSchema,
  commonRemarkListSchema,
  commonRemarkQuerySchema,
  commonRemarkSchema,
  commonRemarkUpdateSchema,
  remarkSuggestionListSchema,
  remarkSuggestionQuerySchema,
  templateRemarkCreateSchema,
  templateRemarkListSchema,
  templateRemarkSchema,
  templateRemarkUpdateSchema,
} from '../remarks.ts';
import { ADMIN, permitted } from './access.ts';
import { endpoint } from './endpoint.ts';
import { tenantAnd, tenantParams } from './params.ts';

// The remarks to start from live under the inspections service: `/{tenant}/v1/inspections/remarks/...`.
const service = 'inspections';
const commonRemarkParams = tenantAnd('id', 'validation.commonRemarkId');
const templateRemarkParams = tenantAnd('id', 'validation.templateRemarkId');
/** Reading the libraries, as anyone who sees inspections may. */
const read = permitted('inspections.read');
/** Keeping the saved remarks, as anyone who writes inspections may. */
const write = permitted('inspections.write');

/** The firm's library of saved ("common") remarks. */
export const commonRemarkEndpoints = {
  query: endpoint({
    method: 'POST',
    path: '/:tenant/v1/inspections/remarks/common/query',
    access: read,
    service,
    summary: 'Search the saved remarks (free text, category), a page at a time, by title',
    readOnly: true,
    params: tenantParams,
    body: commonRemarkQuerySchema,
    response: commonRemarkListSchema,
  }),
  suggest: endpoint({
    method: 'POST',
    path: '/:tenant/v1/inspections/remarks/common/suggestions',
    access: read,
    service,
    summary:
      'The saved remarks whose wording is closest to a text (a dictated remark), those of the given ' +
      'category first, best first',
    readOnly: true,
    params: tenantParams,
    body: remarkSuggestionQuerySchema,
    response: remarkSuggestionListSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/:tenant/v1/inspections/remarks/common',
    access: write,
    service,
    summary: 'Save a remark in the library',
    params: tenantParams,
    body: commonRemarkCreateSchema,
    status: 201,
    response: commonRemarkSchema,
  }),
  removeMany: endpoint({
    method: 'POST',
    path: '/:tenant/v1/inspections/remarks/common/delete',
    access: write,
    service,
    summary: 'Delete several saved remarks; all must exist, or none is deleted',
    params: tenantParams,
    body: commonRemarkDeleteSchema,
    status: 204,
  }),
  change: endpoint({
    method: 'PUT',
    path: '/:tenant/v1/inspections/remarks/common/:id',
    access: write,
    service,
    summary: 'Change the fields sent of a saved remark',
    params: commonRemarkParams,
    body: commonRemarkUpdateSchema,
    response: commonRemarkSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/:tenant/v1/inspections/remarks/common/:id',
    access: write,
    service,
    summary: 'Delete a saved remark',
    params: commonRemarkParams,
    status: 204,
  }),
};

/** Template remarks: the remarks every inspection of a type starts from. Administrators keep them. */
export const templateRemarkEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/:tenant/v1/inspections/remarks/templates/:type',
    access: read,
    service,
    summary: 'The template remarks of an inspection type, in order',
    params: tenantAnd('type', 'validation.inspectionTypeId'),
    response: templateRemarkListSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/:tenant/v1/inspections/remarks/templates',
    access: ADMIN,
    service,
    summary: 'Add a template remark to an inspection type (last, unless a sort order is given)',
    params: tenantParams,
    body: templateRemarkCreateSchema,
    status: 201,
    response: templateRemarkSchema,
  }),
  change: endpoint({
    method: 'PUT',
    path: '/:tenant/v1/inspections/remarks/templates/:id',
    access: ADMIN,
    service,
    summary: 'Change the fields sent of a template remark',
    params: templateRemarkParams,
    body: templateRemarkUpdateSchema,
    response: templateRemarkSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/:tenant/v1/inspections/remarks/templates/:id',
    access: ADMIN,
    service,
    summary: 'Delete a template remark',
    params: templateRemarkParams,
    status: 204,
  }),
};

import {
  formCreateSchema,
  formListQuerySchema,
  formListSchema,
  formSchema,
  formUpdateSchema,
} from '../forms.ts';
import { ADMIN } from './access.ts';
import { endpoint } from './endpoint.ts';
import { tenantAnd, tenantParams } from './params.ts';

const service = 'vb';
const path = '/:tenant/v1/vb/admin/forms';
const formParams = tenantAnd('id', 'forms.formMissing');

/** The firm's input forms, defined by its administrators. */
export const formEndpoints = {
  list: endpoint({
    method: 'GET',
    path,
    access: ADMIN,
    service,
    summary: 'List the input forms by name, without their fields (archived ones with ?archived=true)',
    params: tenantParams,
    query: formListQuerySchema,
    response: formListSchema,
  }),
  create: endpoint({
    method: 'POST',
    path,
    access: ADMIN,
    service,
    summary:
      'New input form with its key (unique in the firm, never changed), scope, types and fields; version 1',
    params: tenantParams,
    body: formCreateSchema,
    status: 201,
    response: formSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: `${path}/:id`,
    access: ADMIN,
    service,
    summary: 'One input form with its fields as of its current version',
    params: formParams,
    response: formSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${path}/:id`,
    access: ADMIN,
    service,
    summary:
      'Change an input form: only the parts sent change; changed fields make a new version; archived: true archives it; with the version read, a change of an older version is refused (409)',
    params: formParams,
    body: formUpdateSchema,
    response: formSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${path}/:id`,
    access: ADMIN,
    service,
    summary: 'Delete an input form no record has values of (409 once values exist: archive it instead)',
    params: formParams,
    status: 204,
  }),
};

import type { formEndpoints } from '@syna/contracts/endpoints/forms';
import type { EndpointHandlers } from '../../platform/http/endpoint-routes.ts';
import { changeForm, createForm, getForm, listFormsOfFirm, removeForm } from './form.service.ts';

/** The firm's input forms, kept by its administrators. */
export function formRoutes(): EndpointHandlers<typeof formEndpoints> {
  return {
    list: (context, { query }) => listFormsOfFirm(context, query),
    create: (context, { body }) => createForm(context, body),
    get: (context, { params }) => getForm(context, params.id),
    update: (context, { params, body }) => changeForm(context, params.id, body),
    remove: (context, { params }) => removeForm(context, params.id),
  };
}

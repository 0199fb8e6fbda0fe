import type { templateRemarkEndpoints } from '@syna/contracts/endpoints/remark-library';
import type { EndpointHandlers } from '../../platform/http/endpoint-routes.ts';
import {
  addTemplateRemark,
  changeTemplateRemark,
  removeTemplateRemark,
  templateRemarksOf,
} from './template-remark.service.ts';

/** Template remarks of the inspection types, each endpoint served by one service call. */
export function templateRemarkRoutes(): EndpointHandlers<typeof templateRemarkEndpoints> {
  return {
    list: (context, { params }) => templateRemarksOf(context, params.type),
    create: (context, { body }) => addTemplateRemark(context, body),
    change: (context, { params, body }) => changeTemplateRemark(context, params.id, body),
    remove: (context, { params }) => removeTemplateRemark(context, params.id),
  };
}

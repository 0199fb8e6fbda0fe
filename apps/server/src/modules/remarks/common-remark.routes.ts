import type { commonRemarkEndpoints } from '@syna/contracts/endpoints/remark-library';
import type { EndpointHandlers } from '../../platform/http/endpoint-routes.ts';
import {
  addCommonRemark,
  changeCommonRemark,
  removeCommonRemarks,
  searchCommonRemarks,
  suggestCommonRemarks,
} from './common-remark.service.ts';

/** The firm's library of saved remarks, each endpoint served by one service call. */
export function commonRemarkRoutes(): EndpointHandlers<typeof commonRemarkEndpoints> {
  return {
    query: (context, { body }) => searchCommonRemarks(context, body),
    suggest: (context, { body }) => suggestCommonRemarks(context, body),
    create: (context, { body }) => addCommonRemark(context, body),
    removeMany: (context, { body }) => removeCommonRemarks(context, body.ids),
    change: (context, { params, body }) => changeCommonRemark(context, params.id, body),
    remove: (context, { params }) => removeCommonRemarks(context, [params.id]),
  };
}

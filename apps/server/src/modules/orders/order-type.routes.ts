import type { orderTypeEndpoints } from '@syna/contracts/endpoints/orders';
import type { EndpointHandlers } from '../../platform/http/endpoint-routes.ts';
import {
  changeOrderType,
  createOrderType,
  getOrderType,
  listOrderTypes,
  removeOrderType,
} from './order-type.service.ts';

/** The order types' endpoints, each served by one service call. */
export function orderTypeRoutes(): EndpointHandlers<typeof orderTypeEndpoints> {
  return {
    list: (context, { query }) => listOrderTypes(context, query.archived ?? false),
    create: (context, { body }) => createOrderType(context, body),
    get: (context, { params }) => getOrderType(context, params.id),
    change: (context, { params, body }) => changeOrderType(context, params.id, body),
    remove: (context, { params }) => removeOrderType(context, params.id),
  };
}

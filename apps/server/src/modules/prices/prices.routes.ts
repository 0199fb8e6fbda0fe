import type { priceEndpoints } from '@syna/contracts/endpoints/prices';
import type { EndpointHandlers } from '../../platform/http/endpoint-routes.ts';
import {
  changeArticle,
  createArticle,
  getPriceList,
  inspectionPricing,
  removeArticle,
  removeTypePrice,
  setAssignmentPrice,
  setTypePrice,
} from './prices.service.ts';

/** The price list and an assignment's price, each endpoint served by one service call. */
export function priceRoutes(): EndpointHandlers<typeof priceEndpoints> {
  return {
    list: (context) => getPriceList(context),
    setTypePrice: (context, { params, body }) => setTypePrice(context, params.kind, params.typeId, body),
    removeTypePrice: (context, { params }) => removeTypePrice(context, params.kind, params.typeId),
    createArticle: (context, { body }) => createArticle(context, body),
    updateArticle: (context, { params, body }) => changeArticle(context, params.id, body),
    removeArticle: (context, { params }) => removeArticle(context, params.id),
    assignmentPrice: (context, { params }) => inspectionPricing(context, params.id),
    setAssignmentPrice: (context, { params, body }) => setAssignmentPrice(context, params.id, body),
  };
}

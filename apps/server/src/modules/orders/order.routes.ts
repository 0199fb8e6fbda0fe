import type { orderEndpoints } from '@syna/contracts/endpoints/orders';
import type { EndpointHandlers } from '../../platform/http/endpoint-routes.ts';
import { requestSpreadsheetExport } from '../exports/index.ts';
import type { CustomerMailer } from './customer-mail.ts';
import { orderExportSource } from './order-export.ts';
import { findOrders, getDayCheck, listInbox } from './order-search.service.ts';
import { getOrder, getPartyMatches, handleOrder } from './order.service.ts';
import { shareOrder } from './order-share.service.ts';

/** The staff side of orders, each endpoint served by one service call; `mailer` tells customers of a booking. */
export function orderRoutes(mailer: () => CustomerMailer): EndpointHandlers<typeof orderEndpoints> {
  return {
    inbox: (context, { query }) => listInbox(context, query),
    search: (context, { body }) => findOrders(context, body),
    export: (context, { body }) => requestSpreadsheetExport(context, orderExportSource, body),
    get: (context, { params }) => getOrder(context, params.id),
    matches: (context, { params }) => getPartyMatches(context, params.id),
    handle: (context, { params, query, body }) =>
      handleOrder(context, params.id, body, query.accept, mailer()),
    share: (context, { params, body }) => shareOrder(context, params.id, body),
    dayCheck: (context, { params }) => getDayCheck(context, params.date),
  };
}

import { z } from 'zod';
import { calendarDateSchema } from '../inspections.ts';
import { lookupListQuerySchema } from '../lookups.ts';
import {
  dayCheckSchema,
  orderAcceptQuerySchema,
  orderExportSchema,
  orderInboxQuerySchema,
  orderListSchema,
  orderPartyMatchListSchema,
  orderSchema,
  orderSearchSchema,
  orderShareCreateSchema,
  orderShareSchema,
  orderTypeCreateSchema,
  orderTypeListSchema,
  orderTypeSchema,
  orderTypeUpdateSchema,
  orderUpdateSchema,
} from '../orders.ts';
import { spreadsheetExportJobSchema } from '../exports.ts';
import { adminOf, permitted } from './access.ts';
import { endpoint } from './endpoint.ts';
import { spreadsheetExportEndpoints } from './exports.ts';
import { tenantParams } from './params.ts';

const service = 'vb';
const idParams = tenantParams.extend({ id: z.uuid() });
/** Reading orders: the inbox, the search, the export, one order, the day check, the order types. */
const read = permitted('orders.read');
/** Handling orders: correcting, accepting, rejecting, sharing. */
const write = permitted('orders.write');

/** The staff side of orders: inbox, search, export, the order view, accept/reject, share, day check. */
export const orderEndpoints = {
  inbox: endpoint({
    method: 'GET',
    path: '/:tenant/v1/vb/admin/order',
    access: read,
    service,
    summary: 'The inbox: new orders, newest first',
    params: tenantParams,
    query: orderInboxQuerySchema,
    response: orderListSchema,
  }),
  search: endpoint({
    method: 'POST',
    path: '/:tenant/v1/vb/admin/order/search',
    access: read,
    service,
    summary: 'Search orders: free text, status, type and preferred date; sorting and paging',
    readOnly: true,
    params: tenantParams,
    body: orderSearchSchema,
    response: orderListSchema,
  }),
  export: endpoint({
    method: 'POST',
    path: '/:tenant/v1/vb/admin/order/export',
    access: read,
    service,
    summary:
      'Export the search’s hits (every page) as a CSV file or an Excel workbook (format: csv | xlsx): ' +
      'answers 202 with the job, its status at `Location`; the job writes the file',
    params: tenantParams,
    body: orderExportSchema,
    status: 202,
    response: spreadsheetExportJobSchema,
    location: spreadsheetExportEndpoints.get,
  }),
  get: endpoint({
    method: 'GET',
    path: '/:tenant/v1/vb/admin/order/:id',
    access: read,
    service,
    summary: 'One order',
    params: idParams,
    response: orderSchema,
  }),
  matches: endpoint({
    method: 'GET',
    path: '/:tenant/v1/vb/admin/order/:id/matches',
    access: read,
    service,
    summary: 'The order’s parties that match address-book contacts, with the details that differ',
    params: idParams,
    response: orderPartyMatchListSchema,
  }),
  handle: endpoint({
    method: 'PUT',
    path: '/:tenant/v1/vb/admin/order/:id',
    access: write,
    service,
    summary:
      'Correct a new order; ?accept=true makes one related assignment per ordered type (parties that differ from their contact need a decision), ?accept=false rejects it',
    params: idParams,
    query: orderAcceptQuerySchema,
    body: orderUpdateSchema,
    response: orderSchema,
  }),
  share: endpoint({
    method: 'POST',
    path: '/:tenant/v1/vb/admin/order/:id/share',
    access: write,
    service,
    summary: 'Send the order’s summary to an address-book contact by e-mail (recorded on the order)',
    params: idParams,
    body: orderShareCreateSchema,
    status: 201,
    response: orderShareSchema,
  }),
  dayCheck: endpoint({
    method: 'GET',
    path: '/:tenant/v1/vb/admin/check/:date',
    access: read,
    service,
    summary: 'The day check: orders (new or accepted) whose preferred date is the day',
    params: tenantParams.extend({ date: calendarDateSchema }),
    response: dayCheckSchema,
  }),
};

/** Order types: every member who reads orders reads them (the search filters by them); administrators keep them. */
export const orderTypeEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/:tenant/v1/vb/admin/order-types',
    access: read,
    service,
    summary: 'List order types by sort order (archived ones with ?archived=true)',
    params: tenantParams,
    query: lookupListQuerySchema,
    response: orderTypeListSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/:tenant/v1/vb/admin/order-types',
    access: adminOf('orders'),
    service,
    summary: 'New order type; without sortOrder it goes last',
    params: tenantParams,
    body: orderTypeCreateSchema,
    status: 201,
    response: orderTypeSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/:tenant/v1/vb/admin/order-types/:id',
    access: adminOf('orders'),
    service,
    summary: 'One order type',
    params: idParams,
    response: orderTypeSchema,
  }),
  change: endpoint({
    method: 'PUT',
    path: '/:tenant/v1/vb/admin/order-types/:id',
    access: adminOf('orders'),
    service,
    summary: 'Change an order type: only the fields sent change; archived: true archives it',
    params: idParams,
    body: orderTypeUpdateSchema,
    response: orderTypeSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/:tenant/v1/vb/admin/order-types/:id',
    access: adminOf('orders'),
    service,
    summary: 'Delete an order type no order uses (409 when in use: archive it instead)',
    params: idParams,
    status: 204,
  }),
};

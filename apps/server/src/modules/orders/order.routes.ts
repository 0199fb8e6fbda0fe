import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarDateSchema } from '@syna/contracts/inspections';
import {
  dayCheckSchema,
  orderAcceptQuerySchema,
  orderExportSchema,
  orderInboxQuerySchema,
  orderListSchema,
  orderSchema,
  orderSearchSchema,
  orderShareCreateSchema,
  orderShareSchema,
  orderUpdateSchema,
} from '@syna/contracts/orders';
import { tenantRequest } from '../tenancy/tenant-request.ts';
import { READ_ORDERS, WRITE_ORDERS } from './order-access.ts';
import { swedishToday } from './order-calendar.ts';
import { exportFileName, ordersToCsv } from './order-export.ts';
import { toDayCheckItem } from './order-rows.ts';
import { listOrdersForExport, listOrdersOfDay, searchOrders } from './order-search.repo.ts';
import { getOrder, handleOrder, shareOrder, type OrderContext } from './order.service.ts';

const base = '/:tenant/v1/vb/admin';
const tenantParams = z.object({ tenant: z.string() });
const orderParams = tenantParams.extend({ id: z.uuid() });

function orderContext(request: FastifyRequest): OrderContext {
  const { tx, tenant, user } = tenantRequest(request);
  return { tx, tenantId: tenant.id, user: { id: user.id, name: user.name } };
}

/** The staff side of orders: inbox, search, export, the order view, accept/reject, share, day check. */
export async function orderRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];

  api.get(
    `${base}/order`,
    {
      config: { access: READ_ORDERS },
      schema: {
        tags,
        summary: 'The inbox: new orders, newest first',
        params: tenantParams,
        querystring: orderInboxQuerySchema,
        response: { 200: orderListSchema },
      },
    },
    async (request) =>
      searchOrders(
        tenantRequest(request).tx,
        orderSearchSchema.parse({ ...request.query, statuses: ['new'], sort: 'created', direction: 'desc' }),
      ),
  );

  api.post(
    `${base}/order/search`,
    {
      config: { access: READ_ORDERS },
      schema: {
        tags,
        summary: 'Search orders: free text, status, type and preferred date; sorting and paging',
        params: tenantParams,
        body: orderSearchSchema,
        response: { 200: orderListSchema },
      },
    },
    async (request) => searchOrders(tenantRequest(request).tx, request.body),
  );

  api.post(
    `${base}/order/export`,
    {
      config: { access: READ_ORDERS },
      schema: {
        tags,
        summary: 'The search’s hits (every page) as a CSV file for spreadsheets',
        params: tenantParams,
        body: orderExportSchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const rows = await listOrdersForExport(tenantRequest(request).tx, request.body.query);
      void reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(swedishToday())}"`);
      return ordersToCsv(rows);
    },
  );

  api.get(
    `${base}/order/:id`,
    {
      config: { access: READ_ORDERS },
      schema: { tags, summary: 'One order', params: orderParams, response: { 200: orderSchema } },
    },
    async (request) => getOrder(orderContext(request), request.params.id),
  );

  api.put(
    `${base}/order/:id`,
    {
      config: { access: WRITE_ORDERS },
      schema: {
        tags,
        summary: 'Correct a new order; ?accept=true makes it an assignment, ?accept=false rejects it',
        params: orderParams,
        querystring: orderAcceptQuerySchema,
        body: orderUpdateSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) =>
      handleOrder(orderContext(request), request.params.id, request.body, request.query.accept),
  );

  api.post(
    `${base}/order/:id/share`,
    {
      config: { access: WRITE_ORDERS },
      schema: {
        tags,
        summary: 'Share an order with a network partner (recorded)',
        params: orderParams,
        body: orderShareCreateSchema,
        response: { 201: orderShareSchema },
      },
    },
    async (request, reply) => {
      const share = await shareOrder(orderContext(request), request.params.id, request.body);
      void reply.code(201);
      return share;
    },
  );

  api.get(
    `${base}/check/:date`,
    {
      config: { access: READ_ORDERS },
      schema: {
        tags,
        summary: 'The day check: orders (new or accepted) whose preferred date is the day',
        params: tenantParams.extend({ date: calendarDateSchema }),
        response: { 200: dayCheckSchema },
      },
    },
    async (request) => {
      const rows = await listOrdersOfDay(tenantRequest(request).tx, request.params.date);
      return { date: request.params.date, items: rows.map(toDayCheckItem) };
    },
  );
}

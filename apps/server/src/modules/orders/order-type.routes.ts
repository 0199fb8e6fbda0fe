import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lookupListQuerySchema } from '@syna/contracts/lookups';
import {
  orderTypeCreateSchema,
  orderTypeListSchema,
  orderTypeSchema,
  orderTypeUpdateSchema,
} from '@syna/contracts/orders';
import { ADMIN } from '../../platform/http/access.ts';
import { tenantRequest } from '../tenancy/tenant-request.ts';
import { READ_ORDERS } from './order-access.ts';
import {
  changeOrderType,
  createOrderType,
  getOrderType,
  listOrderTypes,
  removeOrderType,
} from './order-type.service.ts';

const base = '/:tenant/v1/vb/admin/order-types';
const tenantParams = z.object({ tenant: z.string() });
const itemParams = tenantParams.extend({ id: z.uuid() });

/** Order types: every member reads them (the order search filters by them); administrators keep them. */
export async function orderTypeRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];

  api.get(
    base,
    {
      config: { access: READ_ORDERS },
      schema: {
        tags,
        summary: 'List order types by sort order (archived ones with ?archived=true)',
        params: tenantParams,
        querystring: lookupListQuerySchema,
        response: { 200: orderTypeListSchema },
      },
    },
    async (request) => {
      const items = await listOrderTypes(tenantRequest(request).tx, request.query.archived ?? false);
      return { items, total: items.length };
    },
  );

  api.post(
    base,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'New order type; without sortOrder it goes last',
        params: tenantParams,
        body: orderTypeCreateSchema,
        response: { 201: orderTypeSchema },
      },
    },
    async (request, reply) => {
      const orderType = await createOrderType(tenantRequest(request), request.body);
      void reply.code(201);
      return orderType;
    },
  );

  api.get(
    `${base}/:id`,
    {
      config: { access: ADMIN },
      schema: { tags, summary: 'One order type', params: itemParams, response: { 200: orderTypeSchema } },
    },
    async (request) => getOrderType(tenantRequest(request).tx, request.params.id),
  );

  api.put(
    `${base}/:id`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Change an order type: only the fields sent change; archived: true archives it',
        params: itemParams,
        body: orderTypeUpdateSchema,
        response: { 200: orderTypeSchema },
      },
    },
    async (request) => {
      const { tx, tenant } = tenantRequest(request);
      return changeOrderType(tx, tenant.id, request.params.id, request.body);
    },
  );

  api.delete(
    `${base}/:id`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Delete an order type no order uses (409 when in use: archive it instead)',
        params: itemParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeOrderType(tenantRequest(request).tx, request.params.id);
      void reply.code(204);
      return null;
    },
  );
}

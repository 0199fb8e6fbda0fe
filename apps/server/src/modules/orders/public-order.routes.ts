import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import rateLimit from '@fastify/rate-limit';
import { z } from 'zod';
import {
  nextDateSchema,
  PUBLIC_ORDER_BODY_MAX_BYTES,
  PUBLIC_ORDER_RATE_LIMIT,
  publicCalendarQuerySchema,
  publicCalendarSchema,
  publicOrderPageQuerySchema,
  publicOrderPageSchema,
  publicOrderReceiptSchema,
  publicOrderSubmitSchema,
} from '@syna/contracts/orders';
import { PUBLIC_IN_TENANT } from '../../platform/http/access.ts';
import { HttpProblem } from '../../platform/http/problem.ts';
import { publicTenantRequest } from '../tenancy/tenant-request.ts';
import { getNextDate, getOrderPage, getPublicCalendar, submitPublicOrder } from './public-order.service.ts';

const base = '/:tenant/v1/vb/public';
const tenantParams = z.object({ tenant: z.string() });
// Public routes take no bearer token: the API document says so per route.
const noToken: Record<string, string[]>[] = [];

/**
 * The order page and booking calendar's calls: no sign-in, each in the firm's own transaction
 * (row-level security applies). Submitting is rate-limited per address and firm and its body
 * kept small, against abuse.
 */
export async function publicOrderRoutes(app: FastifyInstance): Promise<void> {
  // Only the routes that ask for a limit (config.rateLimit) are limited.
  await app.register(rateLimit, { global: false });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['public'];

  api.get(
    `${base}/order`,
    {
      config: { access: PUBLIC_IN_TENANT },
      schema: {
        tags,
        security: noToken,
        summary: 'The order page: the firm, its order types (hidden ones with ?hidden=true), next date',
        params: tenantParams,
        querystring: publicOrderPageQuerySchema,
        response: { 200: publicOrderPageSchema },
      },
    },
    async (request) => getOrderPage(publicTenantRequest(request), request.query.hidden ?? false),
  );

  api.get(
    `${base}/order/nextDate`,
    {
      config: { access: PUBLIC_IN_TENANT },
      schema: {
        tags,
        security: noToken,
        summary: 'The earliest date an order may ask for',
        params: tenantParams,
        response: { 200: nextDateSchema },
      },
    },
    async (request) => ({ date: getNextDate(publicTenantRequest(request)) }),
  );

  api.post(
    `${base}/order`,
    {
      bodyLimit: PUBLIC_ORDER_BODY_MAX_BYTES,
      config: {
        access: PUBLIC_IN_TENANT,
        rateLimit: {
          max: PUBLIC_ORDER_RATE_LIMIT.max,
          timeWindow: PUBLIC_ORDER_RATE_LIMIT.windowMs,
          keyGenerator: (request) => `${request.ip}|${(request.params as { tenant?: string }).tenant ?? ''}`,
          errorResponseBuilder: (_request, context) =>
            new HttpProblem(
              429,
              `För många beställningar från din adress. Försök igen om ${Math.max(1, Math.ceil(context.ttl / 60_000))} minuter.`,
            ),
        },
      },
      schema: {
        tags,
        security: noToken,
        summary: 'Place an order (rate-limited per address; the firm is notified)',
        params: tenantParams,
        body: publicOrderSubmitSchema,
        response: { 201: publicOrderReceiptSchema },
      },
    },
    async (request, reply) => {
      const receipt = await submitPublicOrder(
        publicTenantRequest(request),
        request.body,
        app.config.publicUrl,
      );
      void reply.code(201);
      return receipt;
    },
  );

  api.get(
    `${base}/calendar`,
    {
      config: { access: PUBLIC_IN_TENANT },
      schema: {
        tags,
        security: noToken,
        summary: 'The booking calendar: free and taken slots, never who booked (404 when switched off)',
        params: tenantParams,
        querystring: publicCalendarQuerySchema,
        response: { 200: publicCalendarSchema },
      },
    },
    async (request) => getPublicCalendar(publicTenantRequest(request), request.query),
  );
}

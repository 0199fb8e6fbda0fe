import { z } from 'zod/mini';
import {
  nextDateSchema,
  PUBLIC_ORDER_BODY_MAX_BYTES,
  publicCalendarQuerySchema,
  publicCalendarSchema,
  publicOrderPageQuerySchema,
  publicOrderPageSchema,
  publicOrderReceiptSchema,
  publicOrderSubmitSchema,
} from '../public-orders.ts';
import { PUBLIC_IN_TENANT } from './access.ts';
import { endpoint } from './endpoint.ts';

const service = 'vb';

/**
 * `:tenant`, as `tenantParams` (params.ts) has it but in zod's small build, which is all the
 * public pages load of zod.
 */
const tenantParams = z.object({ tenant: z.string() });

/**
 * The order page and booking calendar's calls: no sign-in, each in the firm's own transaction
 * (row-level security applies). Placing an order is rate-limited per address and firm by the
 * server, and its body kept small, against abuse.
 */
export const publicOrderEndpoints = {
  page: endpoint({
    method: 'GET',
    path: '/:tenant/v1/vb/public/order',
    access: PUBLIC_IN_TENANT,
    service,
    summary: 'The order page: the firm, its order types (hidden ones with ?hidden=true), next date',
    params: tenantParams,
    query: publicOrderPageQuerySchema,
    response: publicOrderPageSchema,
  }),
  nextDate: endpoint({
    method: 'GET',
    path: '/:tenant/v1/vb/public/order/nextDate',
    access: PUBLIC_IN_TENANT,
    service,
    summary: 'The earliest date an order may ask for',
    params: tenantParams,
    response: nextDateSchema,
  }),
  submit: endpoint({
    method: 'POST',
    path: '/:tenant/v1/vb/public/order',
    access: PUBLIC_IN_TENANT,
    service,
    summary: 'Place an order (rate-limited per address; the firm is notified)',
    params: tenantParams,
    body: publicOrderSubmitSchema,
    bodyLimit: PUBLIC_ORDER_BODY_MAX_BYTES,
    status: 201,
    response: publicOrderReceiptSchema,
  }),
  calendar: endpoint({
    method: 'GET',
    path: '/:tenant/v1/vb/public/calendar',
    access: PUBLIC_IN_TENANT,
    service,
    summary: 'The booking calendar: free and taken slots, never who booked (404 when switched off)',
    params: tenantParams,
    query: publicCalendarQuerySchema,
    response: publicCalendarSchema,
  }),
};

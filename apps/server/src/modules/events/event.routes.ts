import type { eventEndpoints } from '@syna/contracts/endpoints/events';
import type { EndpointHandlers } from '../../platform/http/endpoint-routes.ts';
import { listTenantEvents } from './event.service.ts';

/** The events log's endpoint, served by one service call. */
export const eventRoutes: EndpointHandlers<typeof eventEndpoints> = {
  list: (context, { query }) => listTenantEvents(context, query),
};

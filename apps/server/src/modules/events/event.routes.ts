import type { eventEndpoints } from '@syna/contracts/endpoints/events';
import type { EndpointHandlers } from '../../platform/http/endpoint-routes.ts';
import { listTenantEventActors, listTenantEvents } from './event.service.ts';

/** The events log's endpoints, each served by one service call. */
export const eventRoutes: EndpointHandlers<typeof eventEndpoints> = {
  list: (context, { query }) => listTenantEvents(context, query),
  actors: (context) => listTenantEventActors(context),
};

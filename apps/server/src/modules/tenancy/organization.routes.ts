import type { organizationEndpoints } from '@syna/contracts/endpoints/organization';
import type { EndpointHandlers } from '../../platform/http/endpoint-routes.ts';
import { changeOrganization, getOrganization } from './organization.service.ts';

/** The organisation's own details, each endpoint served by one service call. */
export const organizationRoutes: EndpointHandlers<typeof organizationEndpoints> = {
  get: async (context) => getOrganization(context),
  update: (context, { body }) => changeOrganization(context, body),
};

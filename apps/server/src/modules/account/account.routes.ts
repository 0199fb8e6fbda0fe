import type { accountEndpoints } from '@syna/contracts/endpoints/account';
import type { EndpointHandlers } from '../../platform/http/endpoint-routes.ts';
import { createOwnOrganization, listMyAccounts } from './account.service.ts';

/** The caller's own organisations, each endpoint served by one service call. */
export function accountRoutes(): EndpointHandlers<typeof accountEndpoints> {
  return {
    accounts: (context) => listMyAccounts(context),
    createOrganization: (context, { body }) => createOwnOrganization(context, body),
  };
}

import type { FastifyInstance } from 'fastify';
import {
  groupEndpoints,
  memberEndpoints,
  permissionEndpoints,
  roleEndpoints,
} from '@syna/contracts/endpoints/roles-and-groups';
import { registerEndpoints } from '../../platform/http/endpoint-routes.ts';
import { groupRoutes, memberRoutes, permissionRoutes, roleRoutes } from './access.routes.ts';

// The rule every module that gives a role, a permission or access checks its grants by.
export { assertMayGrant, grantRefusal, standingOf, type Grant, type Standing } from './grant-rule.ts';

/** Who may do what: the organisation's roles, its groups, and the permission patterns of each. */
export async function accessModule(api: FastifyInstance): Promise<void> {
  await registerEndpoints(api, roleEndpoints, roleRoutes());
  await registerEndpoints(api, permissionEndpoints, permissionRoutes());
  await registerEndpoints(api, groupEndpoints, groupRoutes());
  await registerEndpoints(api, memberEndpoints, memberRoutes());
}

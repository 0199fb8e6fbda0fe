import type { FastifyInstance } from 'fastify';
import { blueprintEndpoints } from '@syna/contracts/endpoints/blueprints';
import { registerEndpoints } from '../../platform/http/endpoint-routes.ts';
import { registerAssignmentSetup } from '../inspections/index.ts';
import { blueprintAssignmentSetup } from './blueprint-assignment-setup.ts';
import { blueprintRoutes } from './blueprint.routes.ts';

/** The firm's inspection blueprints: an inspection type's standard objects, template remarks and forms. */
export async function blueprintsModule(api: FastifyInstance): Promise<void> {
  registerAssignmentSetup(api, blueprintAssignmentSetup);
  await registerEndpoints(api, blueprintEndpoints, blueprintRoutes());
}

import type { FastifyInstance } from 'fastify';
import { invitationEndpoints, myInvitationEndpoints } from '@syna/contracts/endpoints/invitations';
import { registerEndpoints } from '../../platform/http/endpoint-routes.ts';
import { invitationRoutes, myInvitationRoutes } from './invitation.routes.ts';

/** Invitations to a firm: sent by its administrators, answered by the invitee. */
export async function invitationsModule(api: FastifyInstance): Promise<void> {
  await registerEndpoints(api, invitationEndpoints, invitationRoutes());
  await registerEndpoints(api, myInvitationEndpoints, myInvitationRoutes());
}

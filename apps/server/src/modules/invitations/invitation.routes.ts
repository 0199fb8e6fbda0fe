import type { invitationEndpoints, myInvitationEndpoints } from '@syna/contracts/endpoints/invitations';
import type { EndpointHandlers } from '../../platform/http/endpoint-routes.ts';
import {
  acceptInvitation,
  denyInvitation,
  inviteToFirm,
  listFirmInvitations,
  listMyInvitations,
  withdrawInvitation,
} from './invitation.service.ts';

/** The firm's invitations, kept by its administrators. */
export function invitationRoutes(): EndpointHandlers<typeof invitationEndpoints> {
  return {
    list: (context) => listFirmInvitations(context),
    create: (context, { body }) => inviteToFirm(context, body),
    withdraw: (context, { params }) => withdrawInvitation(context, params.id),
  };
}

/** The signed-in user's own invitations, answered outside any tenant. */
export function myInvitationRoutes(): EndpointHandlers<typeof myInvitationEndpoints> {
  return {
    list: (context) => listMyInvitations(context),
    accept: (context, { params }) => acceptInvitation(context, params.id),
    deny: (context, { params }) => denyInvitation(context, params.id),
  };
}

import type {
  myNetworkEndpoints,
  NetworkAdminEndpoints,
  networkEndpoints,
  ShareEndpoints,
} from '@syna/contracts/endpoints/network';
import type { NetworkKind } from '@syna/contracts/network';
import type { EndpointHandlers } from '../../platform/http/endpoint-routes.ts';
import {
  getSharedInspection,
  getSharedOrder,
  listSharedWithMe,
  listTargetShares,
  shareTarget,
  unshareTarget,
  updateSharedInspection,
  updateSharedOrder,
} from './network-share.service.ts';
import {
  acceptOrgInvitation,
  acceptUserInvitation,
  denyNetworkInvitation,
  getMyNetwork,
  inviteToNetwork,
  listMyNetworkInvitations,
  listNetworkInvitations,
  listNetworkPartners,
  removeNetworkPartner,
  updateNetworkPartner,
  withdrawNetworkInvitation,
} from './network.service.ts';

/** The administrators' paths of one kind of partner: both kinds share one table shape. */
export function networkAdminRoutes(kind: NetworkKind): EndpointHandlers<NetworkAdminEndpoints> {
  return {
    list: (context) => listNetworkPartners(context, kind),
    update: (context, { params, body }) => updateNetworkPartner(context, kind, params.id, body),
    remove: (context, { params }) => removeNetworkPartner(context, kind, params.id),
    invitations: (context) => listNetworkInvitations(context, kind),
    invite: (context, { body }) => inviteToNetwork(context, kind, body),
    withdraw: (context, { params }) => withdrawNetworkInvitation(context, kind, params.id),
  };
}

/** The caller's own network paths in a firm, and what it shares with them. */
export function networkRoutes(): EndpointHandlers<typeof networkEndpoints> {
  return {
    userInvitations: (context) => listMyNetworkInvitations(context, 'user'),
    acceptUser: (context, { params }) => acceptUserInvitation(context, params.id),
    denyUser: (context, { params }) => denyNetworkInvitation(context, 'user', params.id),
    shared: (context) => listSharedWithMe(context),
    orgInvitations: (context) => listMyNetworkInvitations(context, 'org'),
    acceptOrg: (context, { params, body }) => acceptOrgInvitation(context, params.id, body),
    denyOrg: (context, { params }) => denyNetworkInvitation(context, 'org', params.id),
    order: (context, { params }) => getSharedOrder(context, params.id),
    updateOrder: (context, { params, body }) => updateSharedOrder(context, params.id, body),
    inspection: (context, { params }) => getSharedInspection(context, params.id),
    updateInspection: (context, { params, body }) => updateSharedInspection(context, params.id, body),
  };
}

export function myNetworkRoutes(): EndpointHandlers<typeof myNetworkEndpoints> {
  return { get: (context) => getMyNetwork(context) };
}

/** "Dela" on orders or on assignments: one table shape for both. */
export function shareRoutes(kind: 'order' | 'inspection'): EndpointHandlers<ShareEndpoints> {
  return {
    list: (context, { params }) => listTargetShares(context, { kind, id: params.id }),
    share: (context, { params, body }) => shareTarget(context, { kind, id: params.id }, body),
    unshare: (context, { params }) => unshareTarget(context, { kind, id: params.id }, params.share),
  };
}

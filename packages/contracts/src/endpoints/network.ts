import { z } from 'zod';
import { listResponseSchema } from '../list.ts';
import {
  myNetworkInvitationSchema,
  myNetworkSchema,
  networkInvitationCreateSchema,
  networkInvitationSchema,
  networkOrgAcceptSchema,
  networkPartnerSchema,
  networkPartnerUpdateSchema,
  networkShareCreateSchema,
  networkShareSchema,
  sharedInspectionSchema,
  sharedInspectionUpdateSchema,
  sharedItemSchema,
  sharedOrderSchema,
  sharedOrderUpdateSchema,
  type NetworkKind,
  type SharedKind,
} from '../network.ts';
import { ADMIN, adminOf, AUTHENTICATED, PARTNER } from './access.ts';
import { endpoint } from './endpoint.ts';
import { tenantAnd, tenantParams } from './params.ts';

const service = 'vb';
export const NETWORK_INVITATION_NOT_FOUND = 'organisation.invitationMissing';
export const NETWORK_PARTNER_NOT_FOUND = 'network.partnerMissing';
export const NETWORK_SHARE_NOT_FOUND = 'network.shareMissing';
const ORDER_NOT_FOUND = 'orders.orderMissing';
const INSPECTION_NOT_FOUND = 'assignments.assignmentMissing';

const kindLabel: Record<NetworkKind, string> = { user: 'external users', org: 'external organisations' };

/** The administrators' paths of one kind of partner (SPEC §7 "Network", admin paths). */
function adminPathsOf(kind: NetworkKind) {
  const base: `/${string}` = `/:tenant/v1/vb/admin/network/${kind}`;
  return {
    list: endpoint({
      method: 'GET',
      path: base,
      access: ADMIN,
      service,
      summary: `The firm's ${kindLabel[kind]} in its network, by name`,
      params: tenantParams,
      response: listResponseSchema(networkPartnerSchema),
    }),
    update: endpoint({
      method: 'PUT',
      path: `${base}/:id`,
      access: ADMIN,
      service,
      summary: `Change the firm's note on one of its ${kindLabel[kind]}`,
      params: tenantAnd('id', NETWORK_PARTNER_NOT_FOUND),
      body: networkPartnerUpdateSchema,
      response: networkPartnerSchema,
    }),
    remove: endpoint({
      method: 'DELETE',
      path: `${base}/:id`,
      access: ADMIN,
      service,
      summary: 'Remove a partner from the network; everything shared with it is unshared at once',
      params: tenantAnd('id', NETWORK_PARTNER_NOT_FOUND),
      status: 204,
    }),
    invitations: endpoint({
      method: 'GET',
      path: `${base}/invitations`,
      access: ADMIN,
      service,
      summary: `The pending invitations of ${kindLabel[kind]}, newest first`,
      params: tenantParams,
      response: listResponseSchema(networkInvitationSchema),
    }),
    invite: endpoint({
      method: 'POST',
      path: `${base}/invitations`,
      access: ADMIN,
      service,
      summary: `Invite ${kind === 'user' ? 'an external user' : 'an external organisation'} by e-mail; the invitee is e-mailed`,
      params: tenantParams,
      body: networkInvitationCreateSchema,
      status: 201,
      response: networkInvitationSchema,
    }),
    withdraw: endpoint({
      method: 'DELETE',
      path: `${base}/invitations/:id`,
      access: ADMIN,
      service,
      summary: 'Withdraw a pending invitation',
      params: tenantAnd('id', NETWORK_INVITATION_NOT_FOUND),
      status: 204,
    }),
  };
}

/** Both kinds' tables have this one shape (their paths differ only in the kind). */
export type NetworkAdminEndpoints = ReturnType<typeof adminPathsOf>;
export const networkUserAdminEndpoints = adminPathsOf('user');
export const networkOrgAdminEndpoints = adminPathsOf('org');

const invitationParams = tenantAnd('id', NETWORK_INVITATION_NOT_FOUND);

/**
 * The caller's own network paths in a firm (SPEC §7 "Network", user's own paths): the invitations
 * the firm sent to the caller's verified address, and what it shares with the caller. `:tenant`
 * is the inviting, sharing firm; the caller need not be its member.
 */
export const networkEndpoints = {
  userInvitations: endpoint({
    method: 'GET',
    path: '/:tenant/v1/vb/network/user/invitations',
    access: PARTNER,
    service,
    summary: "The firm's pending invitations of the caller as an external user",
    params: tenantParams,
    response: listResponseSchema(myNetworkInvitationSchema),
  }),
  acceptUser: endpoint({
    method: 'POST',
    path: '/:tenant/v1/vb/network/user/invitations/:id',
    access: PARTNER,
    service,
    summary: 'Accept an invitation as an external user: the caller joins the firm’s network',
    params: invitationParams,
    status: 204,
  }),
  denyUser: endpoint({
    method: 'DELETE',
    path: '/:tenant/v1/vb/network/user/invitations/:id',
    access: PARTNER,
    service,
    summary: 'Decline an invitation as an external user',
    params: invitationParams,
    status: 204,
  }),
  shared: endpoint({
    method: 'GET',
    path: '/:tenant/v1/vb/network/user',
    access: PARTNER,
    service,
    summary: 'What the firm shares with the caller (as a user or through their organisation), newest first',
    params: tenantParams,
    response: listResponseSchema(sharedItemSchema),
  }),
  orgInvitations: endpoint({
    method: 'GET',
    path: '/:tenant/v1/vb/network/org/invitations',
    access: PARTNER,
    service,
    summary: "The firm's pending invitations of an organisation, sent to the caller's address",
    params: tenantParams,
    response: listResponseSchema(myNetworkInvitationSchema),
  }),
  acceptOrg: endpoint({
    method: 'POST',
    path: '/:tenant/v1/vb/network/org/invitations/:id',
    access: PARTNER,
    service,
    summary: 'Accept an organisation invitation for a firm the caller administers',
    params: invitationParams,
    body: networkOrgAcceptSchema,
    status: 204,
  }),
  denyOrg: endpoint({
    method: 'DELETE',
    path: '/:tenant/v1/vb/network/org/invitations/:id',
    access: PARTNER,
    service,
    summary: 'Decline an organisation invitation',
    params: invitationParams,
    status: 204,
  }),
  order: endpoint({
    method: 'GET',
    path: '/:tenant/v1/vb/network/order/:id',
    access: PARTNER,
    service,
    summary: 'An order the firm shares with the caller, personnummer masked',
    params: tenantAnd('id', ORDER_NOT_FOUND),
    response: sharedOrderSchema,
  }),
  updateOrder: endpoint({
    method: 'PUT',
    path: '/:tenant/v1/vb/network/order/:id',
    access: PARTNER,
    service,
    summary: 'Change the message of an order shared with the caller for editing',
    params: tenantAnd('id', ORDER_NOT_FOUND),
    body: sharedOrderUpdateSchema,
    response: sharedOrderSchema,
  }),
  inspection: endpoint({
    method: 'GET',
    path: '/:tenant/v1/vb/network/inspection/:id',
    access: PARTNER,
    service,
    summary: 'An assignment the firm shares with the caller',
    params: tenantAnd('id', INSPECTION_NOT_FOUND),
    response: sharedInspectionSchema,
  }),
  updateInspection: endpoint({
    method: 'PUT',
    path: '/:tenant/v1/vb/network/inspection/:id',
    access: PARTNER,
    service,
    summary: 'Change the description of an assignment shared with the caller for editing',
    params: tenantAnd('id', INSPECTION_NOT_FOUND),
    body: sharedInspectionUpdateSchema,
    response: sharedInspectionSchema,
  }),
};

/** The caller's place in other firms' networks, outside any tenant: for the pick page. */
export const myNetworkEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/v1/account/user/network',
    access: AUTHENTICATED,
    service: 'account',
    summary: 'The firms that share with the caller and their pending network invitations',
    response: myNetworkSchema,
  }),
};

const shareParams = (message: string) =>
  tenantParams.extend({
    id: z.uuid({ error: message }),
    share: z.uuid({ error: NETWORK_SHARE_NOT_FOUND }),
  });

/** "Dela": sharing one order or assignment with partners of the network, by administrators. */
function sharePathsOf(base: `/${string}`, feature: 'orders' | 'inspections', notFound: string, what: string) {
  return {
    list: endpoint({
      method: 'GET',
      path: `${base}/:id/partners`,
      access: adminOf(feature),
      service,
      summary: `The partners the ${what} is shared with`,
      params: tenantAnd('id', notFound),
      response: listResponseSchema(networkShareSchema),
    }),
    share: endpoint({
      method: 'POST',
      path: `${base}/:id/partners`,
      access: adminOf(feature),
      service,
      summary: `Share the ${what} with a partner (read-only unless mayEdit); sharing again sets mayEdit`,
      params: tenantAnd('id', notFound),
      body: networkShareCreateSchema,
      status: 201,
      response: networkShareSchema,
    }),
    unshare: endpoint({
      method: 'DELETE',
      path: `${base}/:id/partners/:share`,
      access: adminOf(feature),
      service,
      summary: `Stop sharing the ${what} with a partner, at once`,
      params: shareParams(notFound),
      status: 204,
    }),
  };
}

export type ShareEndpoints = ReturnType<typeof sharePathsOf>;
export const orderShareEndpoints = sharePathsOf(
  '/:tenant/v1/vb/admin/order',
  'orders',
  ORDER_NOT_FOUND,
  'order',
);
export const inspectionShareEndpoints = sharePathsOf(
  '/:tenant/v1/vb/admin/inspections',
  'inspections',
  INSPECTION_NOT_FOUND,
  'assignment',
);

/** The administrators' tables by the kind of partner they manage. */
export const networkAdminEndpoints = {
  user: networkUserAdminEndpoints,
  org: networkOrgAdminEndpoints,
} as const satisfies Record<NetworkKind, NetworkAdminEndpoints>;

/** The share tables by the kind of record shared. */
export const shareEndpoints = {
  order: orderShareEndpoints,
  inspection: inspectionShareEndpoints,
} as const satisfies Record<SharedKind, ShareEndpoints>;

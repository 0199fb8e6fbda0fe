import { z } from 'zod';
import { accountSchema } from '../tenant.ts';
import { invitationCreateSchema, invitationSchema, myInvitationSchema } from '../invitations.ts';
import { listResponseSchema } from '../list.ts';
import { ADMIN, AUTHENTICATED } from './access.ts';
import { endpoint } from './endpoint.ts';
import { tenantAnd, tenantParams } from './params.ts';

const service = 'account';
const NOT_FOUND = 'organisation.invitationMissing';

/** The firm's invitations, kept by its administrators (SPEC §7 "Account service" → Invitations). */
export const invitationEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/v1/account/organizations/:tenant/invitations',
    access: ADMIN,
    service,
    summary: 'The invitations of the organisation, newest first, whatever their status',
    params: tenantParams,
    response: listResponseSchema(invitationSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/:tenant/v1/account/user/organization/invitations',
    access: ADMIN,
    service,
    summary:
      'Invite someone by e-mail with the roles they get on accepting, only roles the caller may give (the owner role only from an owner); the invitee is e-mailed',
    params: tenantParams,
    body: invitationCreateSchema,
    status: 201,
    response: invitationSchema,
  }),
  withdraw: endpoint({
    method: 'DELETE',
    path: '/v1/account/organizations/:tenant/invitations/:id',
    access: ADMIN,
    service,
    summary: 'Withdraw an invitation (it is removed, answered or not)',
    params: tenantAnd('id', NOT_FOUND),
    status: 204,
  }),
};

const invitationParams = z.object({ id: z.uuid({ error: NOT_FOUND }) });

/** The signed-in user's own pending invitations, outside any tenant, matched by verified e-mail. */
export const myInvitationEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/v1/account/user/organization/invitations',
    access: AUTHENTICATED,
    service,
    summary: "The caller's pending invitations (to the caller's verified e-mail address)",
    response: listResponseSchema(myInvitationSchema),
  }),
  accept: endpoint({
    method: 'POST',
    path: '/v1/account/user/organization/invitations/:id',
    access: AUTHENTICATED,
    service,
    summary: 'Accept an invitation: the caller becomes a member with the invited roles',
    params: invitationParams,
    response: accountSchema,
  }),
  deny: endpoint({
    method: 'DELETE',
    path: '/v1/account/user/organization/invitations/:id',
    access: AUTHENTICATED,
    service,
    summary: 'Decline an invitation',
    params: invitationParams,
    status: 204,
  }),
};

import { STAFF_APP_BASE_PATH } from '@syna/contracts/constants';
import type { ListResponse } from '@syna/contracts/list';
import { NETWORK_INVITATION_NOT_FOUND, NETWORK_PARTNER_NOT_FOUND } from '@syna/contracts/endpoints/network';
import {
  NETWORK_INVITATION_VALID_DAYS,
  type MyNetwork,
  type MyNetworkInvitation,
  type NetworkInvitation,
  type NetworkInvitationCreate,
  type NetworkKind,
  type NetworkOrgAccept,
  type NetworkPartner,
  type NetworkPartnerUpdate,
} from '@syna/contracts/network';
import { isAdmin } from '@syna/contracts/roles';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/problem.ts';
import type { AccountContext, NetworkContext, RequestContext } from '../../platform/http/request-context.ts';
import { queueMail } from '../../platform/mail/mail-outbox.ts';
import { invitationMail, networkTopic } from '../invitations/index.ts';
import { findCallerMembership } from '../tenancy/index.ts';
import {
  answerNetworkInvitation,
  deletePartner,
  deletePendingInvitation,
  insertNetworkInvitation,
  insertPartner,
  isPartnerByEmail,
  listAllCallerInvitations,
  listCallerInvitations,
  listPartnerFirms,
  listPartners,
  listPendingInvitations,
  updatePartnerNote,
} from './network.repo.ts';
import type { MessageRef } from '@syna/contracts/messages';

const ALREADY_PARTNER: MessageRef = { key: 'network.addressIsPartner' };
const ALREADY_INVITED: MessageRef = { key: 'network.addressInvited' };
const CALLER_ALREADY_PARTNER: MessageRef = { key: 'network.callerIsPartner' };
const ORG_ALREADY_PARTNER: MessageRef = { key: 'network.organisationIsPartner' };
const CALLER_IS_MEMBER: MessageRef = { key: 'organisation.callerAlreadyMember' };
const NOT_ORG_ADMIN: MessageRef = { key: 'network.notOrganisationAdmin' };
const OWN_ORGANIZATION: MessageRef = { key: 'network.ownOrganisation' };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The staff app's network page of the inviting firm, where the invitee answers. */
const networkPageLink = (publicUrl: string, tenantId: string, id: string) =>
  `${publicUrl}${STAFF_APP_BASE_PATH}/network/${encodeURIComponent(tenantId)}?invitation=${encodeURIComponent(id)}`;

// The firm's administrators -----------------------------------------------------------------------

/** `GET /admin/network/{kind}`: the firm's partners of a kind. */
export async function listNetworkPartners(
  context: RequestContext,
  kind: NetworkKind,
): Promise<ListResponse<NetworkPartner>> {
  const items = await listPartners(context.tx, kind);
  return { items, total: items.length };
}

/** `PUT /admin/network/{kind}/{id}`: the firm's note on a partner; another firm's id answers 404. */
export async function updateNetworkPartner(
  context: RequestContext,
  kind: NetworkKind,
  id: string,
  input: NetworkPartnerUpdate,
): Promise<NetworkPartner> {
  if (input.note !== undefined && !(await updatePartnerNote(context.tx, kind, id, input.note ?? null))) {
    throw notFound({ key: NETWORK_PARTNER_NOT_FOUND });
  }
  const partner = (await listPartners(context.tx, kind)).find((candidate) => candidate.id === id);
  if (!partner) throw notFound({ key: NETWORK_PARTNER_NOT_FOUND });
  return partner;
}

/** `DELETE /admin/network/{kind}/{id}`: removes a partner, and with it every share, at once. */
export async function removeNetworkPartner(
  context: RequestContext,
  kind: NetworkKind,
  id: string,
): Promise<void> {
  if (!(await deletePartner(context.tx, kind, id))) throw notFound({ key: NETWORK_PARTNER_NOT_FOUND });
}

/** `GET /admin/network/{kind}/invitations`: the pending invitations of a kind. */
export async function listNetworkInvitations(
  context: RequestContext,
  kind: NetworkKind,
): Promise<ListResponse<NetworkInvitation>> {
  const items = await listPendingInvitations(context.tx, kind, context.now());
  return { items, total: items.length };
}

/**
 * `POST /admin/network/{kind}/invitations`: invites an address for `NETWORK_INVITATION_VALID_DAYS`
 * and e-mails it in the same transaction. An address that is already a partner of the kind, or has
 * a pending invitation that still runs, answers 409; nothing is stored or sent then.
 */
export async function inviteToNetwork(
  context: RequestContext,
  kind: NetworkKind,
  input: NetworkInvitationCreate,
): Promise<NetworkInvitation> {
  const { tx, tenant, user } = context;
  const email = input.email;
  if (await isPartnerByEmail(tx, kind, email)) throw conflict(ALREADY_PARTNER);
  const now = context.now();
  const expiresAt = new Date(now.getTime() + NETWORK_INVITATION_VALID_DAYS * DAY_MS);
  let invitation: NetworkInvitation;
  try {
    invitation = await insertNetworkInvitation(
      tx,
      tenant.id,
      { kind, email, invitedBy: user, expiresAt },
      now,
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ALREADY_INVITED);
    throw error;
  }
  const link = networkPageLink(context.publicUrl, tenant.id, invitation.id);
  await queueMail(tx, {
    tenantId: tenant.id,
    to: [email],
    ...invitationMail(networkTopic(tenant.name), user.name, link),
  });
  return invitation;
}

/** `DELETE /admin/network/{kind}/invitations/{id}`: withdraws a pending invitation. */
export async function withdrawNetworkInvitation(
  context: RequestContext,
  kind: NetworkKind,
  id: string,
): Promise<void> {
  if (!(await deletePendingInvitation(context.tx, kind, id)))
    throw notFound({ key: NETWORK_INVITATION_NOT_FOUND });
}

// The invitee, in a partner transaction of the inviting firm ------------------------------------

/** `GET /network/{kind}/invitations`: the firm's invitations of a kind to the caller. */
export async function listMyNetworkInvitations(
  context: NetworkContext,
  kind: NetworkKind,
): Promise<ListResponse<MyNetworkInvitation>> {
  const items = await listCallerInvitations(context.tx, kind, {
    id: context.tenant.id,
    name: context.tenant.name,
  });
  return { items, total: items.length };
}

/** Answers an invitation of a kind; someone else's, an answered, withdrawn or expired one is 404. */
async function answer(context: NetworkContext, kind: NetworkKind, id: string, status: 'accepted' | 'denied') {
  const answered = await answerNetworkInvitation(context.tx, kind, id, status);
  if (!answered) throw notFound({ key: NETWORK_INVITATION_NOT_FOUND });
  return answered;
}

/** Adds a partner, turning "already in the network" into a 409 (the transaction rolls back). */
async function addPartner(
  context: NetworkContext,
  partner: Parameters<typeof insertPartner>[1],
  taken: MessageRef,
) {
  try {
    await insertPartner(context.tx, partner);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(taken);
    throw error;
  }
}

/**
 * `POST /network/user/invitations/{id}`: the caller accepts as an external user and joins the
 * firm's network. A member of the firm needs no partner link: 409.
 */
export async function acceptUserInvitation(context: NetworkContext, id: string): Promise<void> {
  const { tenant, user } = context;
  const { email } = await answer(context, 'user', id, 'accepted');
  if (await findCallerMembership(context.tx, tenant.id)) throw conflict(CALLER_IS_MEMBER);
  await addPartner(
    context,
    {
      tenantId: tenant.id,
      invitationId: id,
      name: user.name,
      email,
      link: { kind: 'user', userId: user.id },
    },
    CALLER_ALREADY_PARTNER,
  );
}

/** `DELETE /network/{kind}/invitations/{id}`: the caller declines. */
export async function denyNetworkInvitation(
  context: NetworkContext,
  kind: NetworkKind,
  id: string,
): Promise<void> {
  await answer(context, kind, id, 'denied');
}

/**
 * `POST /network/org/invitations/{id}`: the caller accepts for a firm they administer, which joins
 * the inviting firm's network; a firm they do not administer answers 403, the inviting firm itself
 * 400 (nothing changes then).
 */
export async function acceptOrgInvitation(
  context: NetworkContext,
  id: string,
  body: NetworkOrgAccept,
): Promise<void> {
  const { tenant } = context;
  if (body.organization === tenant.id) {
    throw badRequest(OWN_ORGANIZATION, { 'body.organization': [OWN_ORGANIZATION] });
  }
  const { email } = await answer(context, 'org', id, 'accepted');
  const membership = await findCallerMembership(context.tx, body.organization);
  if (!membership || !isAdmin(membership.roles)) throw forbidden(NOT_ORG_ADMIN);
  await addPartner(
    context,
    {
      tenantId: tenant.id,
      invitationId: id,
      name: membership.name,
      email,
      link: { kind: 'org', orgId: body.organization },
    },
    ORG_ALREADY_PARTNER,
  );
}

// Outside any tenant ------------------------------------------------------------------------------

/** `GET /v1/account/user/network`: the firms that share with the caller, and invitations to answer. */
export async function getMyNetwork(context: AccountContext): Promise<MyNetwork> {
  return {
    partnerOf: await listPartnerFirms(context.tx),
    invitations: await listAllCallerInvitations(context.tx),
  };
}

import type { Invitation, InvitationCreate, MyInvitation } from '@syna/contracts/invitations';
import type { ListResponse } from '@syna/contracts/list';
import type { Account } from '@syna/contracts/tenant';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { badRequest, conflict, forbidden, HttpProblem, notFound } from '../../platform/http/problem.ts';
import type { AccountContext, RequestContext } from '../../platform/http/request-context.ts';
import { isOverMailLimit, queueMail } from '../../platform/mail/mail-outbox.ts';
import { firmTopic, invitationMail, pickPageLink } from './invitation-mail.ts';
import { assertMayGrant, grantRefusal, standingOf } from '../access/index.ts';
import {
  addMember,
  enterTenant,
  isMember,
  isMemberByEmail,
  listUserAccounts,
  unknownRoles,
} from '../tenancy/index.ts';
import {
  answerInvitation,
  deleteInvitation,
  insertInvitation,
  listInvitations,
  listPendingForCaller,
} from './invitation.repo.ts';
import type { MessageRef } from '@syna/contracts/messages';

const INVITATION_NOT_FOUND: MessageRef = { key: 'organisation.invitationMissing' };
const ALREADY_MEMBER: MessageRef = { key: 'organisation.inviteeAlreadyMember' };
const CALLER_ALREADY_MEMBER: MessageRef = { key: 'organisation.callerAlreadyMember' };
const ALREADY_INVITED: MessageRef = { key: 'organisation.inviteeAlreadyInvited' };
const INVITATIONS_OVER_LIMIT: MessageRef = { key: 'organisation.invitationsOverMailLimit' };

/** `GET …/invitations`: the firm's invitations, newest first. */
export async function listFirmInvitations(context: RequestContext): Promise<ListResponse<Invitation>> {
  const items = await listInvitations(context.tx);
  return { items, total: items.length };
}

/**
 * `POST …/invitations`: invites an address with roles of the firm, and e-mails the invitee in the
 * same transaction. An unknown role answers 400 on `body.roles`; roles the caller may not give (the
 * grant rule: only an owner invites an owner) 403; an address that already belongs
 * to a member, or already has a pending invitation still in its time, 409; past the firm's hourly
 * mail limits (all its mail, or to this address), 429; nothing is stored or sent then.
 */
export async function inviteToFirm(context: RequestContext, input: InvitationCreate): Promise<Invitation> {
  const { tx, tenant, user } = context;
  const { email, roles } = input;
  const unknown = await unknownRoles(tx, roles);
  if (unknown.length > 0) {
    const message: MessageRef = {
      key: 'organisation.invitationRoleUnknown',
      values: { roles: unknown.join(', ') },
    };
    throw badRequest(message, { 'body.roles': [message] });
  }
  await assertMayGrant(context, { roles });
  if (await isMemberByEmail(tx, email)) throw conflict(ALREADY_MEMBER);
  // The firm's hourly mail limits, per firm and per address, bound invitations too: one that could
  // not be mailed is refused rather than stored unannounced.
  if (await isOverMailLimit(tx, { tenantId: tenant.id, to: [email] }))
    throw new HttpProblem(429, INVITATIONS_OVER_LIMIT);
  let invitation: Invitation;
  try {
    invitation = await insertInvitation(tx, tenant.id, { email, roles, invitedBy: user });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ALREADY_INVITED);
    throw error;
  }
  const mail = invitationMail(
    firmTopic(tenant.name),
    user.name,
    pickPageLink(context.publicUrl, invitation.id),
  );
  await queueMail(tx, { tenantId: tenant.id, to: [email], ...mail });
  return invitation;
}

/** `DELETE …/invitations/{id}`: withdraws one of the firm's invitations; another's answers 404. */
export async function withdrawInvitation(context: RequestContext, id: string): Promise<void> {
  if (!(await deleteInvitation(context.tx, id))) throw notFound(INVITATION_NOT_FOUND);
}

/** `GET /v1/account/user/organization/invitations`: the caller's pending invitations. */
export async function listMyInvitations(context: AccountContext): Promise<ListResponse<MyInvitation>> {
  const items = await listPendingForCaller(context.tx);
  return { items, total: items.length };
}

/**
 * Accepts one of the caller's pending invitations: marks it accepted and makes the caller a member
 * with the invited roles, in the request's one transaction. Someone else's invitation, or one
 * already answered or withdrawn, answers 404; a caller already in the firm 409 (nothing changes).
 * The roles are given now, so the grant rule is asked again for the inviter as they stand now: an
 * inviter who has since lost the standing to give them (or left the firm) gives nothing (403).
 */
export async function acceptInvitation(context: AccountContext, id: string): Promise<Account> {
  const { tx, user } = context;
  const answered = await answerInvitation(tx, id, 'accepted');
  if (!answered) throw notFound(INVITATION_NOT_FOUND);
  // From here the transaction works inside the inviting firm, whose policies admit the membership.
  await enterTenant(tx, answered.tenantId);
  if (await isMember(tx, user.id)) throw conflict(CALLER_ALREADY_MEMBER);
  if (await grantRefusal(tx, await standingOf(tx, answered.invitedBy), { roles: answered.roles })) {
    throw forbidden({ key: 'organisation.invitationGrantLapsed' });
  }
  await addMember(tx, {
    tenantId: answered.tenantId,
    userId: user.id,
    name: user.name,
    roles: answered.roles,
  });
  return (await listUserAccounts(tx, user.id)).find((account) => account.tenant.id === answered.tenantId)!;
}

/**
 * Declines one of the caller's pending invitations; as for accepting, another's answers 404. The
 * transaction then enters the firm, so that the answer is in its events log.
 */
export async function denyInvitation(context: AccountContext, id: string): Promise<void> {
  const answered = await answerInvitation(context.tx, id, 'denied');
  if (!answered) throw notFound(INVITATION_NOT_FOUND);
  await enterTenant(context.tx, answered.tenantId);
}

import { createHash, randomBytes } from 'node:crypto';
import { IDENTITY_LINK_CODE_TTL_HOURS, type IdentityLinkCode } from '@syna/contracts/identity-links';
import type { Account } from '@syna/contracts/tenant';
import type { Tx } from '../../platform/db/database.ts';
import { conflict, notFound } from '../../platform/http/problem.ts';
import type { AccountContext, RequestContext } from '../../platform/http/request-context.ts';
import { assertMayGrant, grantRefusal, standingOf } from '../access/index.ts';
import { enterTenant, isMember, listUserAccounts } from '../tenancy/index.ts';
import {
  findLinkCodeTarget,
  moveCallerIdentityTo,
  replaceLinkCode,
  signsInWithSameIssuer,
  useLinkCode,
  type LinkCodeTarget,
} from './identity-link.repo.ts';

const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * A one-time code for `target` in the transaction's firm `tenantId`: the firm's id before a dot
 * (the redeemer is in no firm yet) and 256 random bits after it; only its hash is kept. Refused
 * for a member who is in other firms too (409: this firm cannot hand over the others' memberships).
 */
export async function newLinkCode(
  tx: Tx,
  tenantId: string,
  target: LinkCodeTarget,
  createdBy: string | null,
  now: Date,
): Promise<IdentityLinkCode> {
  if (target.otherFirms > 0) throw conflict({ key: 'organisation.linkTargetInOtherFirms' });
  const code = `${tenantId}.${randomBytes(32).toString('base64url')}`;
  const expiresAt = new Date(now.getTime() + IDENTITY_LINK_CODE_TTL_HOURS * 3_600_000);
  await replaceLinkCode(tx, { userId: target.userId, hash: hashOf(code), createdBy, expiresAt });
  return { code, expiresAt: expiresAt.toISOString() };
}

/**
 * `POST …/users/{id}/link-code`: a one-time code that moves this member to the sign-in that
 * redeems it. It may be asked before the firm moves, from a session of the issuer it leaves, so
 * that the move never depends on someone already signed in at the new one. Refused for a member
 * in other firms (409, see `newLinkCode`) and for a member whose standing the caller could not
 * give (403, the grant rule: whoever holds the code becomes the member, so only an owner issues
 * one for an owner, and nobody for a member with patterns they do not hold themselves).
 */
export async function issueLinkCode(context: RequestContext, userId: string): Promise<IdentityLinkCode> {
  const target = await findLinkCodeTarget(context.tx, userId);
  if (!target) throw notFound({ key: 'organisation.userNotMember' });
  await assertMayGrant(context, await standingOf(context.tx, userId));
  return newLinkCode(context.tx, context.tenant.id, target, context.user.id, context.now());
}

/** Whether the member who issued a code could no longer give the standing it hands over. */
async function issuedBeyondStanding(tx: Tx, used: { userId: string; createdBy: string | null }) {
  if (used.createdBy === null) return false;
  const issuer = await standingOf(tx, used.createdBy);
  return (await grantRefusal(tx, issuer, await standingOf(tx, used.userId))) !== null;
}

/**
 * `POST /v1/account/user/identity-link`: the caller, signed in with the new issuer and in no firm
 * yet, redeems a code; their sign-in becomes the member's, who keeps firms, roles and work. The
 * transaction enters the code's firm, whose log records it. A code that is unknown, used, expired
 * or whose member has left answers 404; a caller already in a firm, or who signs in with the
 * member's own issuer, 409. Nothing changes then. The member's standing may have grown since the
 * code was issued: the grant rule is asked again for the member who issued it, as they stand now,
 * and a code they could no longer issue is refused like an invalid one (a code with no member on
 * record as its issuer is the install's own, as the operator's `npm run link-code` issues).
 */
export async function redeemLinkCode(context: AccountContext, code: string): Promise<Account> {
  const { tx, user } = context;
  if ((await listUserAccounts(tx, user.id)).length > 0)
    throw conflict({ key: 'organisation.linkCallerHasFirms' });
  const tenantId = code.slice(0, Math.max(code.lastIndexOf('.'), 0));
  if (!tenantId) throw notFound({ key: 'organisation.linkCodeInvalid' });
  await enterTenant(tx, tenantId);
  const used = await useLinkCode(tx, hashOf(code), user.id);
  if (!used || !(await isMember(tx, used.userId)) || (await issuedBeyondStanding(tx, used))) {
    throw notFound({ key: 'organisation.linkCodeInvalid' });
  }
  // A code moves a member to another issuer; within one it would hand the account to anyone.
  if (await signsInWithSameIssuer(tx, used.userId))
    throw conflict({ key: 'organisation.linkTargetSignsInHere' });
  await moveCallerIdentityTo(tx, used.userId);
  return (await listUserAccounts(tx, used.userId)).find((account) => account.tenant.id === tenantId)!;
}

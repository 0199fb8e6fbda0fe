import type { Tx } from '../../platform/db/database.ts';
import type { VerifiedClaims } from '../../platform/auth/token-verifier.ts';
import { recordWriteInFirmsOf } from '../events/index.ts';
import type { IdentityLinkReason } from './users.tables.ts';
import {
  adoptUnissuedUser,
  emailVerifiedOf,
  findUserByIdentity,
  insertUser,
  lockUsersWithVerifiedEmail,
  moveUserIdentity,
} from './user.repo.ts';
import type { UserRow } from './user-shape.ts';

/** Where a signed-in request came from, for the events log of a link it makes. */
export interface RequestOrigin {
  address: string;
  requestId: string;
}

/** The events log's route of a link: the call that redeems a code, and the sign-in that links by e-mail. */
export const IDENTITY_LINK_ROUTE = '/v1/account/user/identity-link';

/**
 * Finds the caller's user on a signed-in request, or makes it (system scope only). Users are keyed
 * by issuer and subject. A new identity whose issuer has verified its e-mail takes over the user of
 * another issuer with that same verified e-mail, if exactly one has it: the person the firm moved
 * to its own issuer keeps their row, and with it their memberships, roles and work. An unverified
 * or ambiguous e-mail links nothing (a new user, with no firm), so an address never takes an account.
 */
export async function provisionUser(
  tx: Tx,
  claims: VerifiedClaims,
  origin: RequestOrigin | null = null,
): Promise<UserRow> {
  const known =
    (await findUserByIdentity(tx, claims.issuer, claims.sub)) ??
    (await adoptUnissuedUser(tx, claims.issuer, claims.sub));
  if (known) return known;
  return (await linkByVerifiedEmail(tx, claims, origin)) ?? insertUser(tx, claims);
}

async function linkByVerifiedEmail(
  tx: Tx,
  claims: VerifiedClaims,
  origin: RequestOrigin | null,
): Promise<UserRow | null> {
  if (!emailVerifiedOf(claims)) return null;
  const candidates = await lockUsersWithVerifiedEmail(tx, claims.email!, claims.issuer);
  // None, or several: which person the address means is for an administrator's link code to say.
  if (candidates.length !== 1) return null;
  return linkIdentity(tx, candidates[0]!, claims, 'verified-email', origin);
}

/** Moves `user` to the caller's identity and logs it in each of the user's firms. */
export async function linkIdentity(
  tx: Tx,
  user: UserRow,
  claims: Pick<VerifiedClaims, 'issuer' | 'sub'>,
  reason: IdentityLinkReason,
  origin: RequestOrigin | null,
): Promise<UserRow> {
  const linked = await moveUserIdentity(tx, user, claims, reason);
  await recordWriteInFirmsOf(tx, linked.id, {
    method: 'POST',
    route: IDENTITY_LINK_ROUTE,
    target: linked.id,
    actor: { id: linked.id, name: linked.name },
    address: origin?.address ?? '',
    requestId: origin?.requestId ?? '',
  });
  return linked;
}

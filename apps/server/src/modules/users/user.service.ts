import type { User } from '@syna/contracts/user';
import type { Tx } from '../../platform/db/database.ts';
import type { VerifiedClaims } from '../../platform/auth/token-verifier.ts';
import { findUserById, linkCallerByVerifiedEmail, recordSignInOf, updateUser } from './user.repo.ts';
import { type UserRow, toUser } from './user-shape.ts';

/**
 * A completed sign-in of the user: takes the name, e-mail and picture its ID token's claims give and
 * records when it happened. A caller in no firm whose row now holds an e-mail verified by one user of
 * another issuer too is linked to that user, who is then the one signed in and returned.
 */
export async function recordSignIn(
  tx: Tx,
  user: { id: string; requestId: string },
  claims: VerifiedClaims,
  at: Date,
): Promise<User> {
  const recorded = await recordSignInOf(tx, user.id, claims, at);
  const linked = await linkCallerByVerifiedEmail(tx, user.requestId);
  return toUser(linked ? await recordSignInOf(tx, linked, claims, at) : recorded);
}

/** The user with the id, or null when there is none. */
export async function findUser(tx: Tx, id: string): Promise<User | null> {
  const row = await findUserById(tx, id);
  return row && toUser(row);
}

/** Changes the user's profile fields and settings (stored whole). */
export async function changeUser(
  tx: Tx,
  id: string,
  changes: Partial<Pick<UserRow, 'name' | 'firstName' | 'lastName' | 'picture' | 'properties' | 'language'>>,
): Promise<User> {
  return toUser(await updateUser(tx, id, changes));
}

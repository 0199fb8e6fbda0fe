import type { Tx } from '../../platform/db/database.ts';
import { createLocalAccount } from '../../idp/local-accounts.ts';
import { EMBEDDED_ISSUER } from '../../platform/auth/token-verifier.ts';
import { provisionUser } from '../users/index.ts';

export interface LocalPerson {
  givenName: string;
  familyName: string;
  email: string;
  password: string;
}

/** A user with a local sign-in: the user's id and name, and the sign-in's subject. */
export interface LocalUser {
  id: string;
  name: string;
  sub: string;
}

/**
 * A sign-in on the embedded issuer and the user it signs in as, made at once so that an owner can
 * be given organisations before the first sign-in. Answers the user's id, name and sign-in subject.
 */
export async function createLocalUser(tx: Tx, person: LocalPerson): Promise<LocalUser> {
  const local = await createLocalAccount(tx, person);
  const user = await provisionUser(tx, {
    issuer: EMBEDDED_ISSUER,
    sub: local.sub,
    email: local.email,
    // Verified as the local account is, so that a firm moving to its own issuer links this person
    // by e-mail even if they never signed in here (docs/IDENTITY-PROVIDER.md).
    email_verified: local.emailVerified,
    name: local.name,
    given_name: local.givenName ?? undefined,
    family_name: local.familyName ?? undefined,
  });
  return { id: user.id, name: user.name, sub: local.sub };
}

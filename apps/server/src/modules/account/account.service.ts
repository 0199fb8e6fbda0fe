import type { ListResponse } from '@syna/contracts/list';
import { MAX_ORGANIZATIONS_PER_USER, type Account, type OrganizationCreate } from '@syna/contracts/tenant';
import type { User } from '@syna/contracts/user';
import type { TokenVerifier } from '../../platform/auth/token-verifier.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { conflict, forbidden } from '../../platform/http/problem.ts';
import type { AccountContext } from '../../platform/http/request-context.ts';
import { addDefaultStatuses } from '../lookups/index.ts';
import { createOrganization, enterTenant, listUserAccounts } from '../tenancy/index.ts';
import { recordSignIn as recordUserSignIn } from '../users/index.ts';

/** The organisations the caller belongs to, by name. */
export async function listMyAccounts(context: AccountContext): Promise<ListResponse<Account>> {
  const items = await listUserAccounts(context.tx, context.user.id);
  return { items, total: items.length };
}

/**
 * Creates an organisation with the caller as its owner; its e-mail defaults to the caller's.
 * A taken id answers 409; a caller who already owns the most organisations one user may create
 * answers 403, so that one sign-in cannot fill the database with firms.
 */
export async function createOwnOrganization(
  context: AccountContext,
  input: OrganizationCreate,
): Promise<Account> {
  const { tx, user } = context;
  const { id, name, email, address } = input;
  const owned = (await listUserAccounts(tx, user.id)).filter((account) => account.roles.includes('owner'));
  if (owned.length >= MAX_ORGANIZATIONS_PER_USER) {
    throw forbidden({
      key: 'organisation.tooManyOrganisations',
      values: { count: MAX_ORGANIZATIONS_PER_USER },
    });
  }
  // From here the transaction works inside the new organisation.
  await enterTenant(tx, id);
  try {
    await createOrganization(
      tx,
      { id, name, email: email ?? user.email, address: address ?? null },
      { userId: user.id, name: user.name },
    );
    await addDefaultStatuses(tx, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict({ key: 'organisation.idTaken', values: { id } });
    throw error;
  }
  return (await listUserAccounts(tx, user.id)).find((candidate) => candidate.tenant.id === id)!;
}

/**
 * A completed sign-in: the user's name, e-mail and picture are taken afresh from its ID token (the
 * issuer keeps them; access tokens need not carry them), and its time is kept as the user's last
 * sign-in. A caller in no firm whose ID token verifies an e-mail that one user of another issuer
 * has verified too is linked to that user now, at this sign-in or a later one: the access token
 * that made the caller's user may not have said the e-mail was verified. A token for someone
 * else answers 400.
 */
export async function recordSignIn(
  context: AccountContext,
  verifier: TokenVerifier,
  idToken: string,
): Promise<User> {
  const { tx } = context;
  const claims = await verifier.verifyIdToken(idToken, context, context.user.sub);
  return recordUserSignIn(tx, { id: context.user.id, requestId: context.requestId }, claims, context.now());
}

import type { Tenant } from '@syna/contracts/tenant';
import type { User } from '@syna/contracts/user';
import type { Database, Tx } from '../../platform/db/database.ts';
import type { VerifiedClaims } from '../../platform/auth/token-verifier.ts';
import type { Caller } from '../../platform/http/access-control.ts';
import { forbidden, notFound } from '../../platform/http/problem.ts';
import { provisionUser, type RequestOrigin, toUser } from '../users/index.ts';
import { findCurrentTenant, toTenant } from './tenant.repo.ts';
import { loadCallerRows } from './caller-context.repo.ts';

/** Finds the caller's user, creating (or linking) it on the first signed-in request. */
export async function resolveUser(
  database: Database,
  claims: VerifiedClaims,
  origin: RequestOrigin,
): Promise<User> {
  return toUser(await database.asSystem((tx) => provisionUser(tx, claims, origin)));
}

/**
 * Resolves tenant and membership inside the request's transaction (scoped to the tenant and the
 * token's subject): an unknown tenant answers 404, a tenant the caller is not a member of 403,
 * and a caller without a user row yet null. Leaves `app_user()` set to the caller.
 */
export async function resolveCaller(tx: Tx, claims: VerifiedClaims): Promise<Caller | null> {
  const { tenant, user, account, permissions, features } = await loadCallerRows(tx);
  if (!tenant) throw notFound('Organisationen finns inte');
  if (!user) return null;
  if (!account) throw forbidden('Du är inte medlem i organisationen');
  return {
    tenant: toTenant(tenant),
    user: toUser(user),
    account: { id: account.id, name: account.name, roles: account.roles },
    roles: account.roles,
    permissions,
    features,
    initialDataVersion: `${tenant.dataVersion}.${user.dataVersion}`,
    sessionId: claims.sid ?? null,
    tokenExpiresAt: claims.exp === undefined ? null : new Date(claims.exp * 1000),
  };
}

/**
 * The scoped tenant and the caller's user, whether or not the caller is a member there (a
 * partner's call): null for a tenant that does not exist or a caller without a user row yet.
 */
export async function resolveTenantAndUser(tx: Tx): Promise<{ tenant: Tenant | null; user: User | null }> {
  const { tenant, user } = await loadCallerRows(tx);
  return { tenant: tenant && toTenant(tenant), user: user && toUser(user) };
}

/**
 * The tenant the transaction is scoped to, for work with no caller: a public page's request, a
 * background job. An unknown tenant answers 404.
 */
export async function resolveScopedTenant(tx: Tx): Promise<Tenant> {
  const tenant = await findCurrentTenant(tx);
  if (!tenant) throw notFound('Företaget finns inte');
  return toTenant(tenant);
}

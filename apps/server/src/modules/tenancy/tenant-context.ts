import type { Account } from '@syna/contracts/tenant';
import type { Database, Tx } from '../../platform/db/database.ts';
import type { VerifiedClaims } from '../../platform/auth/token-verifier.ts';
import { forbidden, notFound } from '../../platform/http/problem.ts';
import { provisionUser, type UserRow } from '../users/user.repo.ts';
import { findCurrentTenant, type TenantRow } from './tenant.repo.ts';
import { loadCallerRows } from './caller-context.repo.ts';

/** Who is calling, in which organisation, with what rights: resolved once per request. */
export interface TenantContext {
  tenant: TenantRow;
  user: UserRow;
  account: Omit<Account, 'tenant'>;
  roles: string[];
  permissions: string[];
  features: string[];
  /** Session id from the token, keys the live notification socket. */
  sessionId: string | null;
}

/** Finds the caller's user row, creating it on the first signed-in request. */
export async function resolveUser(database: Database, claims: VerifiedClaims): Promise<UserRow> {
  return database.asSystem((tx) => provisionUser(tx, claims));
}

/**
 * Resolves tenant and membership inside the request's transaction (scoped to the tenant and the
 * token's subject): an unknown tenant answers 404, a tenant the caller is not a member of 403,
 * and a caller without a user row yet null. Leaves `app_user()` set to the caller.
 */
export async function resolveTenantContext(tx: Tx, claims: VerifiedClaims): Promise<TenantContext | null> {
  const { tenant, user, account, permissions, features } = await loadCallerRows(tx);
  if (!tenant) throw notFound('Organisationen finns inte');
  if (!user) return null;
  if (!account) throw forbidden('Du är inte medlem i organisationen');
  return {
    tenant,
    user,
    account: { id: account.id, name: account.name, roles: account.roles },
    roles: account.roles,
    permissions,
    features,
    sessionId: claims.sid ?? null,
  };
}

/** The tenant of a public page's request (no caller): an unknown tenant answers 404. */
export async function resolvePublicTenant(tx: Tx): Promise<TenantRow> {
  const tenant = await findCurrentTenant(tx);
  if (!tenant) throw notFound('Företaget finns inte');
  return tenant;
}

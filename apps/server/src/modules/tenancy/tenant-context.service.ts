import type { Tenant } from '@syna/contracts/tenant';
import type { User } from '@syna/contracts/user';
import type { Database, Tx } from '../../platform/db/database.ts';
import type { VerifiedClaims } from '../../platform/auth/token-verifier.ts';
import type { Caller, CallerResolver } from '../../platform/http/access-control.ts';
import { forbidden, notFound } from '../../platform/http/problem.ts';
import { findUser, provisionUser, type RequestOrigin, toUser } from '../users/index.ts';
import { findCurrentTenant, toTenant } from './tenant.repo.ts';
import { loadCallerRows } from './caller-context.repo.ts';
import { CallerCache, type KeptMember, type Member } from './caller-cache.ts';

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
async function loadMember(tx: Tx): Promise<KeptMember | null> {
  const { tenant, user, account, permissions, features } = await loadCallerRows(tx);
  if (!tenant) throw notFound({ key: 'organisation.organisationMissing' });
  if (!user) return null;
  if (!account) throw forbidden({ key: 'http.notMember' });
  return {
    member: {
      tenant: toTenant(tenant),
      user: toUser(user),
      account: { id: account.id, name: account.name, roles: account.roles },
      roles: account.roles,
      permissions,
      features,
      initialDataVersion: `${tenant.dataVersion}.${user.dataVersion}`,
    },
    versions: { tenant: tenant.dataVersion, user: user.dataVersion },
  };
}

/** The caller: the member, with what their token says of its session. */
const withSession = (member: Member, claims: VerifiedClaims): Caller => ({
  ...member,
  sessionId: claims.sid ?? null,
  tokenExpiresAt: claims.exp === undefined ? null : new Date(claims.exp * 1000),
});

/** `loadMember`, for work that runs as a member outside a request (the demo seed). */
export async function resolveCaller(tx: Tx, claims: VerifiedClaims): Promise<Caller | null> {
  const loaded = await loadMember(tx);
  return loaded && withSession(loaded.member, claims);
}

/**
 * How the access wall resolves its members: from this process's `CallerCache` while the versions
 * the request's scope statement read are the kept member's, else by the caller statement (and
 * kept). A hit costs the request no statement of its own.
 */
export function cachedCallers(): CallerResolver {
  const cache = new CallerCache();
  return {
    knownUser: (tenantId, claims) => cache.userOf(tenantId, claims),
    async resolve(tx, claims, scope) {
      const kept = cache.current(scope.tenantId, claims, scope.versions);
      if (kept) return withSession(kept, claims);
      const loaded = await loadMember(tx);
      if (!loaded) return null;
      cache.keep(scope.tenantId, claims, loaded);
      return withSession(loaded.member, claims);
    },
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
  if (!tenant) throw notFound({ key: 'organisation.firmMissing' });
  return toTenant(tenant);
}

/**
 * Who a background job acts for, inside its transaction (scoped to the firm and the user, as a
 * request's): the firm, and the member who asked for the job, or null for the system's own work.
 */
export async function resolveJobActor(
  tx: Tx,
  userId: string | null,
): Promise<{ tenant: Tenant; user: User | null }> {
  const tenant = await resolveScopedTenant(tx);
  if (userId === null) return { tenant, user: null };
  const user = await findUser(tx, userId);
  if (!user) throw new Error(`The user ${userId} the job acts for no longer exists`);
  return { tenant, user };
}

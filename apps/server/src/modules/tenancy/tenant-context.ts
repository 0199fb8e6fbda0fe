import type { Account } from '@syna/contracts/tenant';
import type { Database } from '../../platform/db/database.ts';
import type { VerifiedClaims } from '../../platform/auth/token-verifier.ts';
import { forbidden, notFound } from '../../platform/http/problem.ts';
import { findUserBySubject, provisionUser, type UserRow } from '../users/user.repo.ts';
import {
  enabledFeatures,
  findAccount,
  findScopedTenant,
  permissionsOfRoles,
  type TenantRow,
} from './tenant.repo.ts';

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
 * Resolves tenant and membership in a tenant-scoped transaction: an unknown tenant answers 404,
 * a tenant the caller is not a member of answers 403.
 */
export async function resolveTenantContext(
  database: Database,
  tenantId: string,
  claims: VerifiedClaims,
): Promise<TenantContext> {
  const attempt = () =>
    database.withTenant({ tenantId, subject: claims.sub }, async (tx) => {
      const tenant = await findScopedTenant(tx);
      if (!tenant) throw notFound('Organisationen finns inte');
      const user = await findUserBySubject(tx);
      if (!user) return null;
      const account = await findAccount(tx, user.id);
      if (!account) throw forbidden('Du är inte medlem i organisationen');
      const [permissions, features] = await Promise.all([
        permissionsOfRoles(tx, account.roles),
        enabledFeatures(tx),
      ]);
      return {
        tenant,
        user,
        account: { id: account.id, name: account.name, roles: account.roles },
        roles: account.roles,
        permissions,
        features,
        sessionId: claims.sid ?? null,
      } satisfies TenantContext;
    });
  const context = await attempt();
  if (context) return context;
  await resolveUser(database, claims);
  const retried = await attempt();
  if (!retried) throw forbidden('Du är inte medlem i organisationen');
  return retried;
}

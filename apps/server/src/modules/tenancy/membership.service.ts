import type { Account, Tenant } from '@syna/contracts/tenant';
import type { Tx } from '../../platform/db/database.ts';
import * as tenantRepo from './tenant.repo.ts';

// What other modules ask of the firms and their members: a firm made, joined or entered, and who
// belongs to it. The tables stay tenancy's; the callers see these functions only.

/**
 * Creates an organisation with its built-in roles and default features, and makes the user its
 * owner. Runs in a transaction scoped to the new tenant id.
 */
export async function createOrganization(
  tx: Tx,
  organization: tenantRepo.NewOrganization,
  owner: { userId: string; name: string },
): Promise<void> {
  await tenantRepo.createOrganization(tx, organization, owner);
}

/** Makes the user a member of the firm with the roles, under the name the firm knows them by. */
export function addMember(
  tx: Tx,
  member: { tenantId: string; userId: string; name: string; roles: string[] },
): Promise<void> {
  return tenantRepo.insertAccount(tx, member);
}

/** Scopes the rest of the transaction to a tenant: an organisation being created is written in its own scope. */
export function enterTenant(tx: Tx, tenantId: string): Promise<void> {
  return tenantRepo.enterTenant(tx, tenantId);
}

/** The transaction's tenant (`app_tenant()`), or null when there is no such tenant. */
export async function findScopedTenant(tx: Tx): Promise<Tenant | null> {
  const row = await tenantRepo.findCurrentTenant(tx);
  return row && tenantRepo.toTenant(row);
}

/** True when the user has an account in the transaction's tenant. */
export function isMember(tx: Tx, userId: string): Promise<boolean> {
  return tenantRepo.isMember(tx, userId);
}

/** Every organisation the user belongs to, by name. */
export function listUserAccounts(tx: Tx, userId: string): Promise<Account[]> {
  return tenantRepo.listUserAccounts(tx, userId);
}

/** Whether someone whose e-mail is `email` (lower case) is a member of the transaction's tenant. */
export function isMemberByEmail(tx: Tx, email: string): Promise<boolean> {
  return tenantRepo.isMemberByEmail(tx, email);
}

/** The names among `names` that are no role of the transaction's tenant. */
export function unknownRoles(tx: Tx, names: string[]): Promise<string[]> {
  return tenantRepo.unknownRoles(tx, names);
}

/** The caller's account in a firm (roles) and the firm's name; null when they are not its member. */
export function findCallerMembership(
  tx: Tx,
  tenantId: string,
): Promise<{ name: string; roles: string[] } | null> {
  return tenantRepo.findCallerMembership(tx, tenantId);
}

/** The firms with these ids that the transaction may see, by name: names for a list of another module's rows, in one query. */
export function listTenantNames(tx: Tx, ids: string[]): Promise<{ id: string; name: string }[]> {
  return tenantRepo.listTenantNames(tx, ids);
}

/**
 * The rows whose firm the transaction may see, each with its firm's id and name, in one query: a
 * list of another module's rows that names their firms (a firm hidden from the caller drops its row).
 */
export async function withTenantNames<Row extends { tenantId: string }>(
  tx: Tx,
  rows: readonly Row[],
): Promise<{ row: Row; tenant: { id: string; name: string } }[]> {
  const firms = await tenantRepo.listTenantNames(
    tx,
    rows.map((row) => row.tenantId),
  );
  const byId = new Map(firms.map((firm) => [firm.id, firm]));
  return rows.flatMap((row) => {
    const tenant = byId.get(row.tenantId);
    return tenant ? [{ row, tenant }] : [];
  });
}

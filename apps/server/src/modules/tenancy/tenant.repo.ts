import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { TENANT_FEATURES } from '@syna/contracts/permissions';
import { DEFAULT_ROLE_PERMISSIONS, DEFAULT_TENANT_FEATURES, ROLE_NAMES } from '@syna/contracts/roles';
import { tenantSettingsSchema, type Account, type Tenant } from '@syna/contracts/tenant';
import type { Tx } from '../../platform/db/database.ts';
import { usersWithEmail } from '../users/index.ts';
import { accounts, roles, tenantFeatures, tenants } from './tenancy.tables.ts';

export type TenantRow = typeof tenants.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;

export function toTenant(row: TenantRow): Tenant {
  const settings = tenantSettingsSchema.safeParse(row.settings);
  return {
    id: row.id,
    name: row.name,
    icon: row.icon,
    email: row.email,
    address: { value: row.address },
    insurance: row.insurance,
    settings: settings.success ? settings.data : tenantSettingsSchema.parse({}),
  };
}

export async function findAccount(tx: Tx, userId: string): Promise<AccountRow | null> {
  const [row] = await tx
    .select()
    .from(accounts)
    .where(and(sql`${accounts.tenantId} = app_tenant()`, eq(accounts.userId, userId)));
  return row ?? null;
}

/** Every organisation the user (the transaction's `app_user()`) belongs to, by name. */
export async function listUserAccounts(tx: Tx, userId: string): Promise<Account[]> {
  const rows = await tx
    .select({ account: accounts, tenantName: tenants.name })
    .from(accounts)
    .innerJoin(tenants, eq(tenants.id, accounts.tenantId))
    .where(eq(accounts.userId, userId));
  return rows
    .map(({ account, tenantName }) => ({
      id: account.id,
      tenant: { id: account.tenantId, name: tenantName },
      name: account.name,
      roles: account.roles,
    }))
    .sort((left, right) => left.tenant.name.localeCompare(right.tenant.name, 'sv'));
}

export interface NewOrganization {
  id: string;
  name: string;
  email: string | null;
  address: string | null;
}

/**
 * Creates an organisation with its built-in roles and default features, and makes the user its
 * owner. Runs in a transaction scoped to the new tenant id.
 */
export async function createOrganization(
  tx: Tx,
  organization: NewOrganization,
  owner: { userId: string; name: string },
): Promise<TenantRow> {
  const [tenant] = await tx
    .insert(tenants)
    .values({ ...organization, settings: tenantSettingsSchema.parse({}) })
    .returning();
  await tx.insert(roles).values(
    ROLE_NAMES.map((name) => ({
      tenantId: organization.id,
      name,
      permissions: DEFAULT_ROLE_PERMISSIONS[name],
      builtin: true,
    })),
  );
  // Every feature has its row, so the features page lists it; those a firm starts without are off.
  await tx.insert(tenantFeatures).values(
    TENANT_FEATURES.map((name) => ({
      tenantId: organization.id,
      name,
      enabled: DEFAULT_TENANT_FEATURES.includes(name),
    })),
  );
  await insertAccount(tx, {
    tenantId: organization.id,
    userId: owner.userId,
    name: owner.name,
    roles: ['owner'],
  });
  return tenant!;
}

/** Makes the user a member of the firm with the roles, under the name the firm knows them by. */
export async function insertAccount(
  tx: Tx,
  member: { tenantId: string; userId: string; name: string; roles: string[] },
): Promise<void> {
  await tx.insert(accounts).values(member);
}

/** Scopes the rest of the transaction to a tenant: an organisation being created is written in its own scope. */
export async function enterTenant(tx: Tx, tenantId: string): Promise<void> {
  await tx.execute(sql`SELECT set_config('app.tenant_id', ${tenantId}, true)`);
}

/** The transaction's tenant (`app_tenant()`), or null when there is no such tenant. */
export async function findCurrentTenant(tx: Tx): Promise<TenantRow | null> {
  const [row] = await tx
    .select()
    .from(tenants)
    .where(sql`${tenants.id} = app_tenant()`);
  return row ?? null;
}

export async function tenantExists(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx.execute(sql`SELECT 1 FROM tenants WHERE id = ${id}`);
  return (rows as unknown as { rows: unknown[] }).rows.length > 0;
}

/** True when the user has an account in the transaction's tenant. */
export async function isMember(tx: Tx, userId: string): Promise<boolean> {
  return (await findAccount(tx, userId)) !== null;
}

/** Whether someone whose e-mail is `email` (any case) is a member of the transaction's tenant. */
export async function isMemberByEmail(tx: Tx, email: string): Promise<boolean> {
  const rows = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(sql`${accounts.tenantId} = app_tenant()`, sql`${accounts.userId} IN ${usersWithEmail(email)}`))
    .limit(1);
  return rows.length > 0;
}

/** The names among `names` that are no role of the transaction's tenant. */
export async function unknownRoles(tx: Tx, names: string[]): Promise<string[]> {
  const known = await tx
    .select({ name: roles.name })
    .from(roles)
    .where(sql`${roles.tenantId} = app_tenant()`);
  const knownNames = new Set(known.map((role) => role.name));
  return names.filter((name) => !knownNames.has(name));
}

/** The caller's account in a firm (roles) and the firm's name; null when they are not its member. */
export async function findCallerMembership(
  tx: Tx,
  tenantId: string,
): Promise<{ name: string; roles: string[] } | null> {
  const [row] = await tx
    .select({ name: tenants.name, roles: accounts.roles })
    .from(accounts)
    .innerJoin(tenants, eq(tenants.id, accounts.tenantId))
    .where(and(eq(accounts.tenantId, tenantId), sql`${accounts.userId} = app_user()`));
  return row ?? null;
}

/** The firms with these ids that the transaction may see, by name. */
export async function listTenantNames(tx: Tx, ids: string[]): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return [];
  return tx
    .select({ id: tenants.id, name: tenants.name })
    .from(tenants)
    .where(inArray(tenants.id, ids))
    .orderBy(asc(tenants.name), asc(tenants.id));
}

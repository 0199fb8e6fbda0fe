import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_ROLE_PERMISSIONS, DEFAULT_TENANT_FEATURES, ROLE_NAMES } from '@syna/contracts/roles';
import { tenantSettingsSchema, type Account, type Tenant } from '@syna/contracts/tenant';
import type { Tx } from '../../platform/db/database.ts';
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
  await tx
    .insert(tenantFeatures)
    .values(DEFAULT_TENANT_FEATURES.map((name) => ({ tenantId: organization.id, name })));
  await tx.insert(accounts).values({
    tenantId: organization.id,
    userId: owner.userId,
    name: owner.name,
    roles: ['owner'],
  });
  return tenant!;
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

import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../platform/db/database.ts';
import { type UserRow, userRowFromJson } from '../users/index.ts';
import type { AccountRow, TenantRow } from './tenant.repo.ts';

export interface CallerRows {
  tenant: TenantRow | null;
  user: UserRow | null;
  account: AccountRow | null;
  permissions: string[];
  features: string[];
}

type Json = Record<string, unknown>;

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
const date = (value: unknown) => new Date(String(value));

const toTenantRow = (row: Json): TenantRow => ({
  id: String(row.id),
  name: String(row.name),
  icon: text(row.icon),
  email: text(row.email),
  address: text(row.address),
  insurance: text(row.insurance),
  settings: (row.settings ?? {}) as Json,
  createdAt: date(row.created_at),
  dataVersion: Number(row.data_version),
});

const toAccountRow = (row: Json): AccountRow => ({
  tenantId: String(row.tenant_id),
  id: String(row.id),
  userId: String(row.user_id),
  name: String(row.name),
  roles: (row.roles ?? []) as string[],
  permissions: (row.permissions ?? []) as string[],
  createdAt: date(row.created_at),
});

/**
 * Everything a request needs to know about its caller, in one round trip: the scoped tenant, the
 * user with the scoped issuer and subject, their account there, its permissions (from its roles, groups and
 * its own) and the tenant's features.
 * It also sets `app.user_id` to the caller for the rest of the transaction. This runs on every
 * request, hence one hand-written statement instead of six.
 */
export async function loadCallerRows(tx: Tx): Promise<CallerRows> {
  const [row] = await queryRows<{
    tenant: Json | null;
    caller: Json | null;
    account: Json | null;
    permissions: string[] | null;
    features: string[] | null;
  }>(
    tx,
    sql`WITH caller AS (SELECT * FROM users WHERE issuer = app_issuer() AND sub = app_subject()),
             membership AS (
               SELECT accounts.* FROM accounts JOIN caller ON caller.id = accounts.user_id
               WHERE accounts.tenant_id = app_tenant())
        SELECT
          set_config('app.user_id', coalesce((SELECT id::text FROM caller), ''), true) AS scoped_user,
          (SELECT row_to_json(tenants) FROM tenants WHERE id = app_tenant()) AS tenant,
          (SELECT row_to_json(caller) FROM caller) AS caller,
          (SELECT row_to_json(membership) FROM membership) AS account,
          (SELECT array_agg(DISTINCT granted.permission) FROM member_permissions granted, membership
            WHERE granted.tenant_id = app_tenant() AND granted.account_id = membership.id) AS permissions,
          (SELECT array_agg(name ORDER BY name) FROM tenant_features
            WHERE tenant_id = app_tenant() AND enabled) AS features`,
  );
  return {
    tenant: row?.tenant ? toTenantRow(row.tenant) : null,
    user: row?.caller ? userRowFromJson(row.caller) : null,
    account: row?.account ? toAccountRow(row.account) : null,
    permissions: row?.permissions ?? [],
    features: row?.features ?? [],
  };
}

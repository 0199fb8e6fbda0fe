import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.ts';
import { tenants } from './tenancy.tables.ts';
import type { TenantRow } from './tenant.repo.ts';

/** The columns of the organisation's own details; a field left undefined stays as it is. */
export interface OrganizationChange {
  name?: string;
  email?: string | null;
  address?: string | null;
  insurance?: string | null;
  /** The logo's address. */
  icon?: string | null;
}

/** Changes the transaction's tenant's details and answers its row as changed. */
export async function updateOrganization(tx: Tx, change: OrganizationChange): Promise<TenantRow> {
  const [row] = await tx
    .update(tenants)
    .set(change)
    .where(sql`${tenants.id} = app_tenant()`)
    .returning();
  return row!;
}

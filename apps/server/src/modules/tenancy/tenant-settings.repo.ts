import { sql } from 'drizzle-orm';
import type { TenantSettings } from '@syna/contracts/tenant';
import type { Tx } from '../../platform/db/database.ts';
import { tenants } from './tenancy.tables.ts';

/** Stores the transaction's tenant's settings whole. */
export async function saveTenantSettings(tx: Tx, settings: TenantSettings): Promise<void> {
  await tx
    .update(tenants)
    .set({ settings })
    .where(sql`${tenants.id} = app_tenant()`);
}

import {
  tenantSettingsSchema,
  type Tenant,
  type TenantSettings,
  type TenantSettingsChange,
} from '@syna/contracts/tenant';
import type { Tx } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/http/problem.ts';
import { saveTenantSettings } from '../tenancy/tenant-settings.repo.ts';

/**
 * Merges a change into the tenant's settings and stores them, after checking the merged whole
 * (a rule may span settings, e.g. the day's end after its start): a bad merge changes nothing.
 */
export async function changeTenantSettings(
  tx: Tx,
  tenant: Tenant,
  change: TenantSettingsChange,
): Promise<TenantSettings> {
  const given = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
  const merged = tenantSettingsSchema.safeParse({ ...tenant.settings, ...given });
  if (!merged.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of merged.error.issues) {
      (errors[['body', ...issue.path.map(String)].join('.')] ??= []).push(issue.message);
    }
    throw badRequest('Inställningarna innehåller ogiltiga värden', errors);
  }
  await saveTenantSettings(tx, merged.data);
  return merged.data;
}

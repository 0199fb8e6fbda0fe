import { TENANT_ID_PATTERN } from '@syna/contracts/tenant';
import type { Database } from '../../platform/db/database.ts';
import { findCurrentTenant, toTenant } from './tenant.repo.ts';

/** What the public pages need to know of a firm before they answer. */
export interface PublicPageTenant {
  calendarEnabled: boolean;
}

/**
 * The firm behind `/web/{tenant}`, or null when there is none. Read in the firm's own scope
 * without a caller, so row-level security lets exactly its row through.
 */
export async function findPublicPageTenant(
  database: Database,
  tenantId: string,
): Promise<PublicPageTenant | null> {
  if (!TENANT_ID_PATTERN.test(tenantId)) return null;
  const row = await database.withTenant({ tenantId }, findCurrentTenant);
  return row ? { calendarEnabled: toTenant(row).settings['order.calendar.enabled'] } : null;
}

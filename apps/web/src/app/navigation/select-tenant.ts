import type { QueryClient } from '@tanstack/react-query';
import type { InitialData } from '@syna/contracts/initial-data';
import type { Account } from '@syna/contracts/tenant';
import { initialDataQuery } from '@/lib/session/session-queries';
import { getSelectedTenantId, setSelectedTenantId } from '@/lib/session/selected-tenant';

/**
 * Selecting a tenant: the current one again does nothing unless a reload is asked;
 * another one re-initialises the app for it (its initial data) and is remembered locally. Only a
 * tenant among the user's accounts can be selected.
 */
export async function selectTenant(
  queryClient: QueryClient,
  accounts: readonly Account[],
  tenantId: string,
  options: { reload?: boolean } = {},
): Promise<InitialData | null> {
  if (!accounts.some((account) => account.tenant.id === tenantId)) {
    console.error(`Cannot select tenant ${tenantId}: the user has no account there`);
    return null;
  }
  const query = initialDataQuery(tenantId);
  const cached = queryClient.getQueryData(query.queryKey);
  if (getSelectedTenantId() === tenantId && cached && !options.reload) return cached;
  const data = options.reload
    ? await queryClient.fetchQuery({ ...query, staleTime: 0 })
    : await queryClient.ensureQueryData(query);
  setSelectedTenantId(tenantId);
  return data;
}

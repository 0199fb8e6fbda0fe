import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { InitialData } from '@syna/contracts/initial-data';
import type { Account } from '@syna/contracts/tenant';
import { accountEndpoints } from '@syna/contracts/endpoints/account';
import { profileEndpoints } from '@syna/contracts/endpoints/profile';
import { callEndpoint } from '@/lib/http/endpoint-client';
import { useTenantId } from './use-tenant-id';

export const sessionKeys = {
  all: ['session'] as const,
  accounts: () => [...sessionKeys.all, 'accounts'] as const,
  initialData: (tenantId: string) => [...sessionKeys.all, 'initial-data', tenantId] as const,
};

/** The user's organisations (`GET /v1/account/user/accounts`), loaded before the app mounts. */
export const accountsQuery = () =>
  queryOptions({
    queryKey: sessionKeys.accounts(),
    queryFn: async ({ signal }) => (await callEndpoint(accountEndpoints.accounts, {}, { signal })).items,
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * Tenant, features, accounts, user, roles and permissions (`GET /{tenant}/v1/vb`). Not reported
 * on the event bus: an unknown tenant is a redirect to the pick page, other failures the error screen.
 */
export const initialDataQuery = (tenantId: string) =>
  queryOptions({
    queryKey: sessionKeys.initialData(tenantId),
    queryFn: ({ signal }) =>
      callEndpoint(profileEndpoints.initialData, { params: { tenant: tenantId } }, { signal, notify: false }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

/** The current tenant's initial data; the route guard has loaded it before the page renders. */
export function useInitialData(): InitialData {
  return useSuspenseQuery(initialDataQuery(useTenantId())).data;
}

export function useAccounts(): Account[] {
  return useSuspenseQuery(accountsQuery()).data;
}

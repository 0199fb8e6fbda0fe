import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { InitialData } from '@syna/contracts/initial-data';
import type { Account } from '@syna/contracts/tenant';
import { accountEndpoints } from '@syna/contracts/endpoints/account';
import { profileEndpoints } from '@syna/contracts/endpoints/profile';
import { callEndpoint } from '@/lib/http/endpoint-client';
import { isHttpError } from '@/lib/http/http-error';
import { useTenantId } from './use-tenant-id';

export const sessionKeys = {
  all: ['session'] as const,
  accounts: () => [...sessionKeys.all, 'accounts'] as const,
  initialData: (tenantId: string) => [...sessionKeys.all, 'initial-data', tenantId] as const,
};

/** The empty list a failed account fetch reads as; the pick page says why it is empty. */
const ACCOUNTS_UNAVAILABLE: Account[] = Object.freeze([]) as unknown as Account[];

/** Whether the account list is empty because it could not be fetched. */
export const accountsUnavailable = (accounts: readonly Account[]): boolean =>
  accounts === ACCOUNTS_UNAVAILABLE;

/**
 * The user's organisations (`GET /v1/account/user/accounts`), loaded before the app mounts. A
 * failed fetch reads as an empty list, so the app still opens on the pick page, which shows
 * 'app.error.account.get' (an expired sign-in still goes to the sign-in). An empty list is asked
 * for again on the next visit; a list with organisations is kept.
 */
export const accountsQuery = () =>
  queryOptions({
    queryKey: sessionKeys.accounts(),
    queryFn: async ({ signal }) => {
      try {
        return (await callEndpoint(accountEndpoints.accounts, {}, { signal, notify: false })).items;
      } catch (error) {
        if (signal.aborted || (isHttpError(error) && error.kind === 'unauthorized')) throw error;
        return ACCOUNTS_UNAVAILABLE;
      }
    },
    // The failure's list must stay the very one accountsUnavailable knows.
    structuralSharing: false,
    staleTime: (query) => (query.state.data?.length ? Number.POSITIVE_INFINITY : 0),
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

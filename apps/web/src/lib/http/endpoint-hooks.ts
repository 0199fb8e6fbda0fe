import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { EndpointDefinition, EndpointResponse } from '@syna/contracts/endpoints/endpoint';
import { useMemo } from 'react';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { tenantApi, type TenantApi, type TenantRequest } from './endpoint-client';

/**
 * The calls of the current organisation (the URL's), each filling `:tenant` itself; its
 * `tenantId` is the one to put in query keys, so one organisation never sees another's cache.
 */
export function useTenantApi(): TenantApi {
  const tenantId = useTenantId();
  return useMemo(() => tenantApi(tenantId), [tenantId]);
}

type TenantQuery<E extends EndpointDefinition, Data> = Omit<
  UseQueryOptions<NoInfer<Data>>,
  'queryKey' | 'queryFn'
> & {
  key(tenantId: string): QueryKey;
  endpoint: E;
  request: TenantRequest<E>;
  /** The part of the answer the cache keeps (e.g. its `items`); the whole answer by default. */
  pick?(response: EndpointResponse<E>): Data;
  /** Whether a failure raises the red snackbar; by default the page shows it itself. */
  notify?: boolean;
};

/** A read of one endpoint in the current organisation, cached under the organisation's key. */
export function useTenantQuery<E extends EndpointDefinition, Data = EndpointResponse<E>>({
  key,
  endpoint,
  request,
  pick,
  notify = false,
  ...options
}: TenantQuery<E, Data>) {
  const api = useTenantApi();
  return useQuery<Data>({
    ...options,
    queryKey: key(api.tenantId),
    queryFn: async ({ signal }) => {
      const response = await api.call(endpoint, request, { signal, notify });
      return pick ? pick(response) : (response as Data);
    },
  });
}

/** What a mutation's success hands on: the cache to update, in the current organisation. */
export interface TenantCache {
  tenantId: string;
  queryClient: QueryClient;
}

interface TenantMutation<E extends EndpointDefinition, Variables> {
  endpoint: E;
  request(variables: Variables): TenantRequest<E>;
  /** Whether a refusal raises the red snackbar; a form shows its own refusals on its fields. */
  notify?: boolean;
  onSuccess?(result: EndpointResponse<E>, variables: Variables, cache: TenantCache): unknown;
}

/** A change through one endpoint in the current organisation, then the cache brought up to date. */
export function useTenantMutation<E extends EndpointDefinition, Variables = void>({
  endpoint,
  request,
  notify,
  onSuccess,
}: TenantMutation<E, Variables>) {
  const api = useTenantApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Variables) =>
      api.call(endpoint, request(variables), notify === undefined ? {} : { notify }),
    onSuccess: (result, variables) => onSuccess?.(result, variables, { tenantId: api.tenantId, queryClient }),
  });
}

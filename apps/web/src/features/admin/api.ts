import { useQuery } from '@tanstack/react-query';
import { tenantEndpoints } from '@syna/contracts/endpoints/tenancy';
import { callEndpoint } from '@/lib/http/endpoint-client';
import { useTenantId } from '@/lib/session/use-tenant-id';

export const adminKeys = {
  features: (tenantId: string) => ['admin', tenantId, 'features'] as const,
};

/** `GET /{tenant}/v1/vb/admin/features`: every feature and whether the organisation has it on. */
export function useTenantFeatures() {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: adminKeys.features(tenantId),
    queryFn: async ({ signal }) =>
      (await callEndpoint(tenantEndpoints.features, { params: { tenant: tenantId } }, { signal })).items,
  });
}

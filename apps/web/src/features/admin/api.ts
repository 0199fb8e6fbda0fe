import { useQuery } from '@tanstack/react-query';
import type { Feature } from '@syna/contracts/initial-data';
import { apiPath } from '@/lib/http/api-path';
import { apiRequest } from '@/lib/http/http-client';
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
      (await apiRequest<{ items: Feature[] }>(apiPath(tenantId, 'vb', '/admin/features'), { signal })).items,
  });
}

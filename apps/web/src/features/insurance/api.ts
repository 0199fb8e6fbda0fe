import { insuranceEndpoints } from '@syna/contracts/endpoints/insurance';
import { useTenantMutation, useTenantQuery } from '@/lib/http/endpoint-hooks';

const insuranceKey = (tenantId: string, id: string) => ['insurance', tenantId, id] as const;

/** `GET /vb/admin/dff/{id}`: what the hidden-defect insurance request would send, and those made. */
export function useInsuranceState(inspectionId: string, enabled: boolean) {
  return useTenantQuery({
    key: (tenant) => insuranceKey(tenant, inspectionId),
    endpoint: insuranceEndpoints.state,
    request: { params: { id: inspectionId } },
    enabled,
  });
}

/** `POST /vb/admin/dff/{id}`: sends the request; its refusals are shown in the dialog, not a snackbar. */
export function useRequestInsurance(inspectionId: string) {
  return useTenantMutation({
    endpoint: insuranceEndpoints.request,
    request: () => ({ params: { id: inspectionId } }),
    notify: false,
    onSuccess: (_request, _variables, { tenantId, queryClient }) =>
      queryClient.invalidateQueries({ queryKey: insuranceKey(tenantId, inspectionId) }),
  });
}

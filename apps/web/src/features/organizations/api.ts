import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountEndpoints } from '@syna/contracts/endpoints/account';
import type { OrganizationCreate } from '@syna/contracts/tenant';
import { callEndpoint } from '@/lib/http/endpoint-client';
import { sessionKeys } from '@/lib/session/session-queries';

/**
 * `POST /v1/account/organizations`, outside any organisation; the new account joins the user's
 * list before we go there.
 */
export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (organization: OrganizationCreate) =>
      callEndpoint(accountEndpoints.createOrganization, { body: organization }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.accounts() }),
  });
}

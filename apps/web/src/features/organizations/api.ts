import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Account, OrganizationCreate } from '@syna/contracts/tenant';
import { apiRequest } from '@/lib/http/http-client';
import { sessionKeys } from '@/lib/session/session-queries';

/** `POST /v1/account/organizations`; the new account joins the user's list before we go there. */
export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (organization: OrganizationCreate) =>
      apiRequest<Account>('/v1/account/organizations', { method: 'POST', body: organization }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.accounts() }),
  });
}

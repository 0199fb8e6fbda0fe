import { useMutation, useQueryClient } from '@tanstack/react-query';
import { identityLinkEndpoints } from '@syna/contracts/endpoints/identity-links';
import { callEndpoint } from '@/lib/http/endpoint-client';
import { useTenantMutation } from '@/lib/http/endpoint-hooks';
import { sessionKeys } from '@/lib/session/session-queries';

/** A one-time link code for a member of the firm (administrators); refusals show on the page. */
export const useIssueLinkCode = (userId: string) =>
  useTenantMutation({
    endpoint: identityLinkEndpoints.issue,
    request: () => ({ params: { id: userId } }),
    notify: false,
  });

/** Redeems a link code: the caller becomes the member, whose organisations are read again. */
export function useRedeemLinkCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      callEndpoint(identityLinkEndpoints.redeem, { body: { code } }, { notify: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.accounts() }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invitationEndpoints, myInvitationEndpoints } from '@syna/contracts/endpoints/invitations';
import { roleEndpoints } from '@syna/contracts/endpoints/roles-and-groups';
import type { InvitationCreate } from '@syna/contracts/invitations';
import { callEndpoint } from '@/lib/http/endpoint-client';
import { useTenantMutation, useTenantQuery } from '@/lib/http/endpoint-hooks';
import { sessionKeys } from '@/lib/session/session-queries';

export const invitationKeys = {
  firm: (tenantId: string) => ['invitations', 'firm', tenantId] as const,
  mine: () => ['invitations', 'mine'] as const,
  roles: (tenantId: string) => ['invitations', 'roles', tenantId] as const,
};

/** The firm's invitations, newest first (administrators). */
export const useFirmInvitations = () =>
  useTenantQuery({
    key: invitationKeys.firm,
    endpoint: invitationEndpoints.list,
    request: {},
    pick: (response) => response.items,
  });

/** The roles an invitation may grant: the firm's, built-in and its own. */
export const useInvitableRoles = () =>
  useTenantQuery({
    key: invitationKeys.roles,
    endpoint: roleEndpoints.list,
    request: {},
    pick: (response) => response.items,
  });

export const useInvite = () =>
  useTenantMutation({
    endpoint: invitationEndpoints.create,
    request: (body: InvitationCreate) => ({ body }),
    // The dialog shows a refusal on its field.
    notify: false,
    onSuccess: (_invitation, _body, { tenantId, queryClient }) =>
      queryClient.invalidateQueries({ queryKey: invitationKeys.firm(tenantId) }),
  });

export const useWithdrawInvitation = () =>
  useTenantMutation({
    endpoint: invitationEndpoints.withdraw,
    request: (id: string) => ({ params: { id } }),
    onSuccess: (_result, _id, { tenantId, queryClient }) =>
      queryClient.invalidateQueries({ queryKey: invitationKeys.firm(tenantId) }),
  });

/** The signed-in user's pending invitations, outside any organisation. */
export const useMyInvitations = () =>
  useQuery({
    queryKey: invitationKeys.mine(),
    queryFn: async ({ signal }) =>
      (await callEndpoint(myInvitationEndpoints.list, {}, { signal, notify: false })).items,
  });

/** Accepting adds the firm to the user's organisations; both lists are read again. */
export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: invitationKeys.mine() }),
      queryClient.invalidateQueries({ queryKey: sessionKeys.accounts() }),
    ]);
  const accept = useMutation({
    mutationFn: (id: string) => callEndpoint(myInvitationEndpoints.accept, { params: { id } }),
    onSuccess: refresh,
  });
  const deny = useMutation({
    mutationFn: (id: string) => callEndpoint(myInvitationEndpoints.deny, { params: { id } }),
    onSuccess: refresh,
  });
  return { accept, deny };
}

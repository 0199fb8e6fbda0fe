import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  myNetworkEndpoints,
  networkAdminEndpoints,
  networkEndpoints,
  shareEndpoints,
} from '@syna/contracts/endpoints/network';
import type {
  NetworkKind,
  NetworkShareCreate,
  SharedInspection,
  SharedKind,
  SharedOrder,
} from '@syna/contracts/network';
import { callEndpoint } from '@/lib/http/endpoint-client';
import { useTenantMutation, useTenantQuery } from '@/lib/http/endpoint-hooks';
import { sessionKeys } from '@/lib/session/session-queries';

export const networkKeys = {
  all: (tenantId: string) => ['network', tenantId] as const,
  partners: (tenantId: string, kind: NetworkKind) => ['network', tenantId, 'partners', kind] as const,
  invitations: (tenantId: string, kind: NetworkKind) => ['network', tenantId, 'invitations', kind] as const,
  shares: (tenantId: string, kind: SharedKind, id: string) =>
    ['network', tenantId, 'shares', kind, id] as const,
  mine: () => ['network', 'mine'] as const,
  /** What a firm shares with the caller, and its invitations to them (the partner's pages). */
  partner: (tenantId: string) => ['network', 'partner', tenantId] as const,
};

// The firm's administrators ------------------------------------------------------------------------

export const usePartners = (kind: NetworkKind) =>
  useTenantQuery({
    key: (tenant) => networkKeys.partners(tenant, kind),
    endpoint: networkAdminEndpoints[kind].list,
    request: {},
    pick: (response) => response.items,
  });

export const useNetworkInvitations = (kind: NetworkKind) =>
  useTenantQuery({
    key: (tenant) => networkKeys.invitations(tenant, kind),
    endpoint: networkAdminEndpoints[kind].invitations,
    request: {},
    pick: (response) => response.items,
  });

export const useInviteToNetwork = (kind: NetworkKind) =>
  useTenantMutation({
    endpoint: networkAdminEndpoints[kind].invite,
    request: (email: string) => ({ body: { email } }),
    // The dialog shows a refusal on its field.
    notify: false,
    onSuccess: (_result, _email, { tenantId, queryClient }) =>
      queryClient.invalidateQueries({ queryKey: networkKeys.invitations(tenantId, kind) }),
  });

export const useWithdrawNetworkInvitation = (kind: NetworkKind) =>
  useTenantMutation({
    endpoint: networkAdminEndpoints[kind].withdraw,
    request: (id: string) => ({ params: { id } }),
    onSuccess: (_result, _id, { tenantId, queryClient }) =>
      queryClient.invalidateQueries({ queryKey: networkKeys.invitations(tenantId, kind) }),
  });

/** Removing a partner un-shares everything shared with it: every network list is read again. */
export const useRemovePartner = (kind: NetworkKind) =>
  useTenantMutation({
    endpoint: networkAdminEndpoints[kind].remove,
    request: (id: string) => ({ params: { id } }),
    onSuccess: (_result, _id, { tenantId, queryClient }) =>
      queryClient.invalidateQueries({ queryKey: networkKeys.all(tenantId) }),
  });

// "Dela" -------------------------------------------------------------------------------------------

export const useShares = (kind: SharedKind, id: string) =>
  useTenantQuery({
    key: (tenant) => networkKeys.shares(tenant, kind, id),
    endpoint: shareEndpoints[kind].list,
    request: { params: { id } },
    pick: (response) => response.items,
  });

export const useShare = (kind: SharedKind, id: string) =>
  useTenantMutation({
    endpoint: shareEndpoints[kind].share,
    request: (body: NetworkShareCreate) => ({ params: { id }, body }),
    onSuccess: (_result, _body, { tenantId, queryClient }) =>
      queryClient.invalidateQueries({ queryKey: networkKeys.all(tenantId) }),
  });

export const useUnshare = (kind: SharedKind, id: string) =>
  useTenantMutation({
    endpoint: shareEndpoints[kind].unshare,
    request: (share: string) => ({ params: { id, share } }),
    onSuccess: (_result, _share, { tenantId, queryClient }) =>
      queryClient.invalidateQueries({ queryKey: networkKeys.all(tenantId) }),
  });

// The partner, in another firm's network -----------------------------------------------------------

/** The firms that share with the caller and their invitations, outside any organisation. */
export const useMyNetwork = () =>
  useQuery({
    queryKey: networkKeys.mine(),
    queryFn: ({ signal }) => callEndpoint(myNetworkEndpoints.get, {}, { signal, notify: false }),
  });

/** The firm's invitations to the caller (both kinds) and what it shares with them. */
export const usePartnerView = (tenant: string) =>
  useQuery({
    queryKey: networkKeys.partner(tenant),
    queryFn: async ({ signal }) => {
      const options = { signal, notify: false };
      const params = { tenant };
      const [users, orgs] = await Promise.all([
        callEndpoint(networkEndpoints.userInvitations, { params }, options),
        callEndpoint(networkEndpoints.orgInvitations, { params }, options),
      ]);
      const shared = await callEndpoint(networkEndpoints.shared, { params }, options);
      return { invitations: [...users.items, ...orgs.items], shared: shared.items };
    },
  });

/** Accepting or declining an invitation; an organisation's names the firm that joins. */
export function useAnswerNetworkInvitation(tenant: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: networkKeys.partner(tenant) }),
      queryClient.invalidateQueries({ queryKey: networkKeys.mine() }),
      queryClient.invalidateQueries({ queryKey: sessionKeys.accounts() }),
    ]);
  const accept = useMutation({
    mutationFn: ({ kind, id, organization }: { kind: NetworkKind; id: string; organization?: string }) =>
      kind === 'org'
        ? callEndpoint(networkEndpoints.acceptOrg, {
            params: { tenant, id },
            body: { organization: organization ?? '' },
          })
        : callEndpoint(networkEndpoints.acceptUser, { params: { tenant, id } }),
    onSuccess: refresh,
  });
  const deny = useMutation({
    mutationFn: ({ kind, id }: { kind: NetworkKind; id: string }) =>
      callEndpoint(kind === 'org' ? networkEndpoints.denyOrg : networkEndpoints.denyUser, {
        params: { tenant, id },
      }),
    onSuccess: refresh,
  });
  return { accept, deny };
}

export const useSharedOrder = (tenant: string, id: string) =>
  useQuery({
    queryKey: [...networkKeys.partner(tenant), 'order', id],
    queryFn: ({ signal }) =>
      callEndpoint(networkEndpoints.order, { params: { tenant, id } }, { signal, notify: false }),
  });

export const useSharedInspection = (tenant: string, id: string) =>
  useQuery({
    queryKey: [...networkKeys.partner(tenant), 'inspection', id],
    queryFn: ({ signal }) =>
      callEndpoint(networkEndpoints.inspection, { params: { tenant, id } }, { signal, notify: false }),
  });

/** A partner's change of what an editing share allows: an order's message, an assignment's description. */
export function useUpdateShared(tenant: string, kind: SharedKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation<SharedOrder | SharedInspection, Error, string | null>({
    mutationFn: (text) =>
      kind === 'order'
        ? callEndpoint(networkEndpoints.updateOrder, { params: { tenant, id }, body: { message: text } })
        : callEndpoint(networkEndpoints.updateInspection, {
            params: { tenant, id },
            body: { description: text },
          }),
    onSuccess: (saved) => queryClient.setQueryData([...networkKeys.partner(tenant), kind, id], saved),
  });
}

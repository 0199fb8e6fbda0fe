import { sequenceEndpoints } from '@syna/contracts/endpoints/sequences';
import type { SequenceCreate, SequenceNext, SequenceUpdate } from '@syna/contracts/sequences';
import { useTenantMutation, useTenantQuery, type TenantCache } from '@/lib/http/endpoint-hooks';

export const sequenceKeys = {
  list: (tenantId: string) => ['sequences', tenantId] as const,
};

const refreshList = ({ tenantId, queryClient }: TenantCache) =>
  queryClient.invalidateQueries({ queryKey: sequenceKeys.list(tenantId) });

/** The firm's number sequences by name, each with its next number. */
export const useSequences = () =>
  useTenantQuery({
    key: sequenceKeys.list,
    endpoint: sequenceEndpoints.list,
    request: {},
    pick: (response) => response.items,
  });

export const useCreateSequence = () =>
  useTenantMutation({
    endpoint: sequenceEndpoints.create,
    request: (body: SequenceCreate) => ({ body }),
    // The dialog shows a refusal on its field.
    notify: false,
    onSuccess: (_sequence, _body, cache) => refreshList(cache),
  });

export const useUpdateSequence = () =>
  useTenantMutation({
    endpoint: sequenceEndpoints.update,
    request: ({ id, body }: { id: string; body: SequenceUpdate }) => ({
      params: { id },
      body,
    }),
    notify: false,
    onSuccess: (_sequence, _variables, cache) => refreshList(cache),
  });

/** Sets the next value if nobody has drawn or set it since it was read (else 409). */
export const useSetNextValue = () =>
  useTenantMutation({
    endpoint: sequenceEndpoints.next,
    request: ({ id, body }: { id: string; body: SequenceNext }) => ({ params: { id }, body }),
    notify: false,
    onSuccess: (_sequence, _variables, cache) => refreshList(cache),
  });

export const useDeleteSequence = () =>
  useTenantMutation({
    endpoint: sequenceEndpoints.remove,
    request: (id: string) => ({ params: { id } }),
    onSuccess: (_result, _id, cache) => refreshList(cache),
  });

import { useQuery } from '@tanstack/react-query';
import type { ContactSearch } from '@syna/contracts/contacts';
import { contactEndpoints } from '@syna/contracts/endpoints/contacts';
import { callEndpoint } from '@/lib/http/endpoint-client';
import { useTenantId } from '@/lib/session/use-tenant-id';

/** How many address-book matches a picker offers at once. */
export const CONTACT_PICKER_SIZE = 10;

export const addressBookKeys = {
  search: (tenantId: string, query: string) => ['inspections', tenantId, 'address-book', query] as const,
};

/**
 * Address-book matches for the customer and contact pickers (`POST /contact/search`, the contact
 * service). Failures are shown by the picker itself, not as a snackbar on every keystroke.
 */
export function useAddressBookSearch(query: string, enabled: boolean) {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: addressBookKeys.search(tenantId, query),
    queryFn: async ({ signal }) => {
      const body: Partial<ContactSearch> = {
        query: query || undefined,
        pageSize: CONTACT_PICKER_SIZE,
        sort: 'name',
      };
      const result = await callEndpoint(
        contactEndpoints.search,
        { params: { tenant: tenantId }, body },
        { signal, notify: false },
      );
      return result.items;
    },
    enabled,
    staleTime: 30_000,
  });
}

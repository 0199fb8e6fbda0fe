import { useTenantApi } from '@/lib/http/endpoint-hooks';
import { useQuery } from '@tanstack/react-query';
import type { ContactSearch } from '@syna/contracts/contacts';
import { contactEndpoints } from '@syna/contracts/endpoints/contacts';

/** How many address-book matches a search offers at once. */
export const ADDRESS_BOOK_MATCHES = 10;

export const addressBookKeys = {
  search: (tenantId: string, query: string) => ['address-book', tenantId, query] as const,
};

/**
 * Address-book matches, best name first (`POST /contact/search`, the contact service). Failures are
 * shown by the search field itself, not as a snackbar on every keystroke.
 */
export function useAddressBookMatches(query: string, enabled: boolean) {
  const api = useTenantApi();
  return useQuery({
    queryKey: addressBookKeys.search(api.tenantId, query),
    queryFn: async ({ signal }) => {
      const body: Partial<ContactSearch> = {
        query: query || undefined,
        pageSize: ADDRESS_BOOK_MATCHES,
        sort: 'name',
      };
      const result = await api.call(contactEndpoints.search, { body }, { signal, notify: false });
      return result.items;
    },
    enabled,
  });
}

import type { TenantApi } from '@/lib/http/endpoint-client';
import { useTenantApi } from '@/lib/http/endpoint-hooks';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  Contact,
  ContactDetail,
  ContactInput,
  ContactRelationsInput,
  ContactSearch,
} from '@syna/contracts/contacts';
import type { ListResponse } from '@syna/contracts/list';
import { contactEndpoints } from '@syna/contracts/endpoints/contacts';
import { isHttpError } from '@/lib/http/http-error';
import { showError } from '@/lib/snackbar/snackbar';
import { withFavorite } from './favorite-list';

export const contactKeys = {
  all: (tenantId: string) => ['contacts', tenantId] as const,
  searches: (tenantId: string) => [...contactKeys.all(tenantId), 'search'] as const,
  search: (tenantId: string, search: ContactSearch) => [...contactKeys.searches(tenantId), search] as const,
  detail: (tenantId: string, id: string) => [...contactKeys.all(tenantId), 'detail', id] as const,
  tags: (tenantId: string) => [...contactKeys.all(tenantId), 'tags'] as const,
  favorites: (tenantId: string) => [...contactKeys.all(tenantId), 'favorites'] as const,
  favorite: (tenantId: string, id: string) => [...contactKeys.all(tenantId), 'favorite', id] as const,
};

const EMPTY_LIST: ListResponse<Contact> = { items: [], total: 0 };

/**
 * `GET /contact/duplicates`: the other contacts that carry a (valid, complete) number, for the
 * form's warning; nothing is asked while the number is not one.
 */
export const useContactDuplicates = (number: string | null, exceptId: string | null) => {
  const api = useTenantApi();
  return useQuery({
    queryKey: [...contactKeys.all(api.tenantId), 'duplicates', number, exceptId],
    queryFn: ({ signal }) =>
      api.call(
        contactEndpoints.duplicates,
        {
          query: { number: number ?? '', ...(exceptId ? { except: exceptId } : {}) },
        },
        { signal, notify: false },
      ),
    enabled: number !== null,
    select: (response) => response.items,
  });
};

/** `POST /contact/search`: one page of the address book. */
export function searchContacts(api: TenantApi, search: ContactSearch, signal?: AbortSignal) {
  return api.call(contactEndpoints.search, { body: search }, { signal });
}

/** The list page's search; the previous page stays on screen while the next one loads. */
export function useContactSearch(search: ContactSearch) {
  const api = useTenantApi();
  return useQuery({
    queryKey: contactKeys.search(api.tenantId, search),
    queryFn: ({ signal }) => searchContacts(api, search, signal),
    placeholderData: keepPreviousData,
  });
}

/** `GET /contact/{id}`. Not put on the event bus: the page itself says what went wrong. */
export function useContact(id: string) {
  const api = useTenantApi();
  return useQuery({
    queryKey: contactKeys.detail(api.tenantId, id),
    queryFn: ({ signal }) => api.call(contactEndpoints.get, { params: { id } }, { signal, notify: false }),
  });
}

/** `GET /contact/tags`: the tags in use, for the tag picker and the tag filter. */
export function useContactTags() {
  const api = useTenantApi();
  return useQuery({
    queryKey: contactKeys.tags(api.tenantId),
    queryFn: async ({ signal }) => (await api.call(contactEndpoints.tags, {}, { signal })).items,
    staleTime: 60_000,
  });
}

/** Texts shown when reading or saving favourites fails, in the user's language. */
export interface FavoriteErrorTexts {
  get: string;
  put: string;
  contacts: string;
}

function reportFavoriteFailure(message: string, error: unknown): void {
  if (error instanceof DOMException && error.name === 'AbortError') return;
  showError(message, isHttpError(error) ? (error.detail ?? error.message) : undefined);
}

/**
 * `GET /contact/favorites`. A failure is reported ('app.error.favorite.contacts') and reads as no
 * favourites, so the address book keeps working.
 */
export function useFavoriteContacts(texts: FavoriteErrorTexts) {
  const api = useTenantApi();
  return useQuery({
    queryKey: contactKeys.favorites(api.tenantId),
    queryFn: async ({ signal }) => {
      try {
        return await api.call(contactEndpoints.favorites, {}, { signal, notify: false });
      } catch (error) {
        if (signal.aborted) throw error;
        reportFavoriteFailure(texts.contacts, error);
        return EMPTY_LIST;
      }
    },
  });
}

/**
 * `GET /contact/favorites/{id}`; a failure is reported ('app.error.favorite.get') and reads as
 * false. Asked only when `enabled` (once the contact itself has loaded, so a missing contact is
 * not reported twice).
 */
export function useFavoriteState(id: string, texts: FavoriteErrorTexts, enabled = true) {
  const api = useTenantApi();
  return useQuery({
    enabled,
    queryKey: contactKeys.favorite(api.tenantId, id),
    queryFn: async ({ signal }) => {
      try {
        const state = await api.call(
          contactEndpoints.favoriteState,
          { params: { id } },
          { signal, notify: false },
        );
        return state.favorite;
      } catch (error) {
        if (signal.aborted) throw error;
        reportFavoriteFailure(texts.get, error);
        return false;
      }
    },
  });
}

function storeFavorite(queryClient: QueryClient, tenantId: string, contact: Contact, favorite: boolean) {
  queryClient.setQueryData(contactKeys.favorite(tenantId, contact.id), favorite);
  queryClient.setQueryData<ListResponse<Contact>>(contactKeys.favorites(tenantId), (list) =>
    list ? withFavorite(list, contact, favorite) : list,
  );
}

/**
 * `PUT /contact/favorites/{id}`, shown at once. A failure is reported ('app.error.favorite.put')
 * and the star goes back to what it was; the mutation itself never fails.
 */
export function useSetFavorite(texts: FavoriteErrorTexts) {
  const api = useTenantApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ contact, favorite }: { contact: Contact; favorite: boolean }) => {
      storeFavorite(queryClient, api.tenantId, contact, favorite);
      try {
        const state = await api.call(
          contactEndpoints.setFavorite,
          { params: { id: contact.id }, body: { favorite } },
          { notify: false },
        );
        storeFavorite(queryClient, api.tenantId, contact, state.favorite);
        return state.favorite;
      } catch (error) {
        reportFavoriteFailure(texts.put, error);
        storeFavorite(queryClient, api.tenantId, contact, !favorite);
        return !favorite;
      }
    },
  });
}

function rememberContact(queryClient: QueryClient, tenantId: string, contact: ContactDetail) {
  queryClient.setQueryData(contactKeys.detail(tenantId, contact.id), contact);
  void queryClient.invalidateQueries({ queryKey: contactKeys.searches(tenantId) });
  void queryClient.invalidateQueries({ queryKey: contactKeys.tags(tenantId) });
  void queryClient.invalidateQueries({ queryKey: contactKeys.favorites(tenantId) });
}

/** `POST /contact`, or `PUT /contact/{id}` when an id is given; the form shows a refusal itself. */
export function useSaveContact() {
  const api = useTenantApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: ContactInput }) =>
      id
        ? api.call(contactEndpoints.replace, { params: { id }, body: input }, { notify: false })
        : api.call(contactEndpoints.create, { body: input }, { notify: false }),
    onSuccess: (contact) => rememberContact(queryClient, api.tenantId, contact),
  });
}

/** `PUT /contact/{id}/relations`: replaces the relations the contact names; the form shows a refusal. */
export function useSetContactRelations() {
  const api = useTenantApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ContactRelationsInput }) =>
      api.call(contactEndpoints.setRelations, { params: { id }, body: input }, { notify: false }),
    onSuccess: (relations, { id }) => {
      queryClient.setQueryData<ContactDetail>(contactKeys.detail(api.tenantId, id), (contact) =>
        contact ? { ...contact, relations: relations.items } : contact,
      );
      // The other side shows this contact under "mentioned by".
      void queryClient.invalidateQueries({ queryKey: [...contactKeys.all(api.tenantId), 'detail'] });
    },
  });
}

/** `DELETE /contact/{id}`; a contact still used by inspections or projects is refused (409). */
export function useDeleteContact() {
  const api = useTenantApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(contactEndpoints.remove, { params: { id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contactKeys.searches(api.tenantId) });
      void queryClient.invalidateQueries({ queryKey: contactKeys.favorites(api.tenantId) });
      // Others may name the deleted contact; they reload when next shown (the deleted one's page
      // is being left, so it must not refetch into a 404 now).
      void queryClient.invalidateQueries({
        queryKey: [...contactKeys.all(api.tenantId), 'detail'],
        refetchType: 'none',
      });
    },
  });
}

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
import { callEndpoint } from '@/lib/http/endpoint-client';
import { isHttpError } from '@/lib/http/http-error';
import { useTenantId } from '@/lib/session/use-tenant-id';
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
  const tenantId = useTenantId();
  return useQuery({
    queryKey: [...contactKeys.all(tenantId), 'duplicates', number, exceptId],
    queryFn: ({ signal }) =>
      callEndpoint(
        contactEndpoints.duplicates,
        {
          params: { tenant: tenantId },
          query: { number: number ?? '', ...(exceptId ? { except: exceptId } : {}) },
        },
        { signal, notify: false },
      ),
    enabled: number !== null,
    select: (response) => response.items,
  });
};

/** `POST /contact/search`: one page of the address book. */
export function searchContacts(tenantId: string, search: ContactSearch, signal?: AbortSignal) {
  return callEndpoint(contactEndpoints.search, { params: { tenant: tenantId }, body: search }, { signal });
}

/** The list page's search; the previous page stays on screen while the next one loads. */
export function useContactSearch(search: ContactSearch) {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: contactKeys.search(tenantId, search),
    queryFn: ({ signal }) => searchContacts(tenantId, search, signal),
    placeholderData: keepPreviousData,
  });
}

/** `GET /contact/{id}`. Not put on the event bus: the page itself says what went wrong. */
export function useContact(id: string) {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: contactKeys.detail(tenantId, id),
    queryFn: ({ signal }) =>
      callEndpoint(contactEndpoints.get, { params: { tenant: tenantId, id } }, { signal, notify: false }),
  });
}

/** `GET /contact/tags`: the tags in use, for the tag picker and the tag filter. */
export function useContactTags() {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: contactKeys.tags(tenantId),
    queryFn: async ({ signal }) =>
      (await callEndpoint(contactEndpoints.tags, { params: { tenant: tenantId } }, { signal })).items,
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
  const tenantId = useTenantId();
  return useQuery({
    queryKey: contactKeys.favorites(tenantId),
    queryFn: async ({ signal }) => {
      try {
        return await callEndpoint(
          contactEndpoints.favorites,
          { params: { tenant: tenantId } },
          { signal, notify: false },
        );
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
  const tenantId = useTenantId();
  return useQuery({
    enabled,
    queryKey: contactKeys.favorite(tenantId, id),
    queryFn: async ({ signal }) => {
      try {
        const state = await callEndpoint(
          contactEndpoints.favoriteState,
          { params: { tenant: tenantId, id } },
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
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ contact, favorite }: { contact: Contact; favorite: boolean }) => {
      storeFavorite(queryClient, tenantId, contact, favorite);
      try {
        const state = await callEndpoint(
          contactEndpoints.setFavorite,
          { params: { tenant: tenantId, id: contact.id }, body: { favorite } },
          { notify: false },
        );
        storeFavorite(queryClient, tenantId, contact, state.favorite);
        return state.favorite;
      } catch (error) {
        reportFavoriteFailure(texts.put, error);
        storeFavorite(queryClient, tenantId, contact, !favorite);
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
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: ContactInput }) =>
      id
        ? callEndpoint(
            contactEndpoints.replace,
            { params: { tenant: tenantId, id }, body: input },
            { notify: false },
          )
        : callEndpoint(
            contactEndpoints.create,
            { params: { tenant: tenantId }, body: input },
            { notify: false },
          ),
    onSuccess: (contact) => rememberContact(queryClient, tenantId, contact),
  });
}

/** `PUT /contact/{id}/relations`: replaces the relations the contact names; the form shows a refusal. */
export function useSetContactRelations() {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ContactRelationsInput }) =>
      callEndpoint(
        contactEndpoints.setRelations,
        { params: { tenant: tenantId, id }, body: input },
        { notify: false },
      ),
    onSuccess: (relations, { id }) => {
      queryClient.setQueryData<ContactDetail>(contactKeys.detail(tenantId, id), (contact) =>
        contact ? { ...contact, relations: relations.items } : contact,
      );
      // The other side shows this contact under "mentioned by".
      void queryClient.invalidateQueries({ queryKey: [...contactKeys.all(tenantId), 'detail'] });
    },
  });
}

/** `DELETE /contact/{id}`; a contact still used by inspections or projects is refused (409). */
export function useDeleteContact() {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(contactEndpoints.remove, { params: { tenant: tenantId, id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contactKeys.searches(tenantId) });
      void queryClient.invalidateQueries({ queryKey: contactKeys.favorites(tenantId) });
      // Others may name the deleted contact; they reload when next shown (the deleted one's page
      // is being left, so it must not refetch into a 404 now).
      void queryClient.invalidateQueries({
        queryKey: [...contactKeys.all(tenantId), 'detail'],
        refetchType: 'none',
      });
    },
  });
}

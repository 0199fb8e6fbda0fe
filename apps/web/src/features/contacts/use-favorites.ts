import type { Contact } from '@syna/contracts/contacts';
import { useFavoriteContacts, useFavoriteState, useSetFavorite, type FavoriteErrorTexts } from './api';
import { useContactsTexts } from './texts';

function useFavoriteErrorTexts(): FavoriteErrorTexts {
  const { t } = useContactsTexts();
  return {
    get: t('error.favorite.get'),
    put: t('error.favorite.put'),
    contacts: t('error.favorite.contacts'),
  };
}

/** The user's favourite contacts; empty (after a message) when they cannot be loaded. */
export function useFavorites() {
  return useFavoriteContacts(useFavoriteErrorTexts());
}

/** Whether one contact is a favourite; false (after a message) when that cannot be found out. */
export function useIsFavorite(id: string, enabled: boolean) {
  return useFavoriteState(id, useFavoriteErrorTexts(), enabled);
}

/** Marks or unmarks a favourite; a failure is reported and the star goes back. */
export function useToggleFavorite() {
  const setFavorite = useSetFavorite(useFavoriteErrorTexts());
  return (contact: Contact, favorite: boolean) => setFavorite.mutate({ contact, favorite });
}

import type { Contact } from '@syna/contracts/contacts';
import type { ListResponse } from '@syna/contracts/list';

const byName = (left: Contact, right: Contact) =>
  left.name.localeCompare(right.name, 'sv') || left.id.localeCompare(right.id);

/** The favourites list with one contact marked or unmarked, kept in name order as the server sends it. */
export function withFavorite(
  list: ListResponse<Contact>,
  contact: Contact,
  favorite: boolean,
): ListResponse<Contact> {
  const others = list.items.filter((item) => item.id !== contact.id);
  const items = favorite ? [...others, contact].sort(byName) : others;
  return { items, total: items.length };
}

/** The ids of the favourite contacts, for the stars of a list. */
export function favoriteIds(list: ListResponse<Contact> | undefined): ReadonlySet<string> {
  return new Set(list?.items.map((contact) => contact.id));
}

import type { Contact } from '@syna/contracts/contacts';
import type { ListResponse } from '@syna/contracts/list';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { requireContact } from './contact.service.ts';
import { isFavoriteContact, listFavoriteContacts, setFavoriteContact } from './favorite-contact.repo.ts';

// The caller's own favourite contacts: personal marks on the firm's shared address book.

export async function listFavorites(context: RequestContext): Promise<ListResponse<Contact>> {
  const items = await listFavoriteContacts(context.tx, context.user.id);
  return { items, total: items.length };
}

export async function isFavorite(context: RequestContext, contactId: string): Promise<boolean> {
  await requireContact(context, contactId);
  return isFavoriteContact(context.tx, context.user.id, contactId);
}

export async function markFavorite(
  context: RequestContext,
  contactId: string,
  favorite: boolean,
): Promise<boolean> {
  await requireContact(context, contactId);
  await setFavoriteContact(context.tx, context.tenant.id, context.user.id, contactId, favorite);
  return favorite;
}

import type { Contact } from '@syna/contracts/contacts';
import { notFound } from '../../platform/http/problem.ts';
import { findContact } from './contact.repo.ts';
import { CONTACT_NOT_FOUND, type ContactScope } from './contact.service.ts';
import { isFavoriteContact, listFavoriteContacts, setFavoriteContact } from './favorite-contact.repo.ts';

// The caller's own favourite contacts: personal marks on the firm's shared address book.

export function listFavorites(scope: ContactScope): Promise<Contact[]> {
  return listFavoriteContacts(scope.tx, scope.user.id);
}

async function requireContact(scope: ContactScope, contactId: string): Promise<void> {
  if (!(await findContact(scope.tx, contactId))) throw notFound(CONTACT_NOT_FOUND);
}

export async function isFavorite(scope: ContactScope, contactId: string): Promise<boolean> {
  await requireContact(scope, contactId);
  return isFavoriteContact(scope.tx, scope.user.id, contactId);
}

export async function markFavorite(
  scope: ContactScope,
  contactId: string,
  favorite: boolean,
): Promise<boolean> {
  await requireContact(scope, contactId);
  await setFavoriteContact(scope.tx, scope.tenant.id, scope.user.id, contactId, favorite);
  return favorite;
}

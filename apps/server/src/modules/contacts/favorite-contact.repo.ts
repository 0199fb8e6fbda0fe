import { and, asc, eq, sql } from 'drizzle-orm';
import type { Contact } from '@syna/contracts/contacts';
import type { Tx } from '../../platform/db/database.ts';
import { contacts, favoriteContacts } from './contacts.tables.ts';
import { toContact } from './contact.repo.ts';

const favoritesOf = (userId: string) =>
  and(sql`${favoriteContacts.tenantId} = app_tenant()`, eq(favoriteContacts.userId, userId));

/** The user's favourite contacts in the current tenant, by name. */
export async function listFavoriteContacts(tx: Tx, userId: string): Promise<Contact[]> {
  const rows = await tx
    .select({ contact: contacts })
    .from(favoriteContacts)
    .innerJoin(
      contacts,
      and(eq(contacts.tenantId, favoriteContacts.tenantId), eq(contacts.id, favoriteContacts.contactId)),
    )
    .where(favoritesOf(userId))
    .orderBy(asc(contacts.name), asc(contacts.id));
  return rows.map((row) => toContact(row.contact));
}

export async function isFavoriteContact(tx: Tx, userId: string, contactId: string): Promise<boolean> {
  const rows = await tx
    .select({ contactId: favoriteContacts.contactId })
    .from(favoriteContacts)
    .where(and(favoritesOf(userId), eq(favoriteContacts.contactId, contactId)));
  return rows.length > 0;
}

/** Marks or unmarks a favourite; doing either twice changes nothing. */
export async function setFavoriteContact(
  tx: Tx,
  tenantId: string,
  userId: string,
  contactId: string,
  favorite: boolean,
): Promise<void> {
  if (favorite) {
    await tx.insert(favoriteContacts).values({ tenantId, userId, contactId }).onConflictDoNothing();
  } else {
    await tx
      .delete(favoriteContacts)
      .where(and(favoritesOf(userId), eq(favoriteContacts.contactId, contactId)));
  }
}

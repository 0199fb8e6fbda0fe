import type { Contact } from '@syna/contracts/contacts';
import type { Tx } from '../../platform/db/database.ts';
import { findContactsById, toContact } from './contact.repo.ts';

/**
 * The firm's contacts with these ids, by id, read in one query however many: what another module
 * names of the contacts it refers to (an assignment's customer and contacts, a share's recipient).
 * An id the firm has no contact with is absent.
 */
export async function contactsById(tx: Tx, ids: readonly string[]): Promise<Map<string, Contact>> {
  const rows = await findContactsById(tx, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, toContact(row)]));
}

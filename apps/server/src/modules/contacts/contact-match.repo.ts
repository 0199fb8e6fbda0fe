import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.ts';
import type { ContactRow } from './contact.repo.ts';
import { contacts } from './contacts.tables.ts';

/** An address-book contact a party (of an order) matches, and by which detail. */
export interface ContactMatch {
  contact: ContactRow;
  matchedBy: 'number' | 'email';
}

/**
 * The address book's contact for a party: the oldest with the same (normalised)
 * identity number, else the oldest with the same e-mail address. Null when there is none.
 */
export async function findMatchingContact(
  tx: Tx,
  party: { number: string | null; email: string | null },
): Promise<ContactMatch | null> {
  const oldest = (condition: SQL) =>
    tx
      .select()
      .from(contacts)
      .where(and(sql`${contacts.tenantId} = app_tenant()`, condition))
      .orderBy(asc(contacts.createdAt), asc(contacts.id))
      .limit(1);
  if (party.number) {
    const [byNumber] = await oldest(eq(contacts.number, party.number));
    if (byNumber) return { contact: byNumber, matchedBy: 'number' };
  }
  if (party.email) {
    const [byEmail] = await oldest(sql`lower(${contacts.email}) = lower(${party.email})`);
    if (byEmail) return { contact: byEmail, matchedBy: 'email' };
  }
  return null;
}

import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Tx } from '../../platform/db/database.ts';
import type { ContactRow } from '../contacts/contact.repo.ts';
import { contacts } from '../contacts/contacts.tables.ts';

// The accepted order's questions to the address book and the contact roles, which other modules
// own: read-only lookups and an idempotent insert, kept here as plain SQL.

/** An address-book contact an order's party matches, and by which detail. */
export interface ContactMatch {
  contact: ContactRow;
  matchedBy: 'number' | 'email';
}

/**
 * The address book's contact for an order's party: the oldest with the same (normalised)
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

/**
 * The contact role with this name (case-insensitively, archived or not), created last in the
 * list when the firm has none. Concurrent accepts that both create it end with the one role.
 */
export async function findOrCreateContactRole(tx: Tx, tenantId: string, name: string): Promise<string> {
  const findRole = sql`SELECT id FROM contact_roles WHERE tenant_id = app_tenant() AND lower(name) = lower(${name})`;
  const [existing] = await queryRows<{ id: string }>(tx, findRole);
  if (existing) return existing.id;
  const [created] = await queryRows<{ id: string }>(
    tx,
    sql`INSERT INTO contact_roles (tenant_id, name, sort_order)
        SELECT ${tenantId}, ${name}, coalesce(max(sort_order) + 1, 0) FROM contact_roles WHERE tenant_id = app_tenant()
        ON CONFLICT (tenant_id, lower(name)) DO NOTHING
        RETURNING id`,
  );
  if (created) return created.id;
  const [raced] = await queryRows<{ id: string }>(tx, findRole);
  return raced!.id;
}

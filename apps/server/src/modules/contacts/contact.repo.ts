import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Contact } from '@syna/contracts/contacts';
import { queryRows, type Tx } from '../../platform/db/database.ts';
import { contacts } from './contacts.tables.ts';

export type ContactRow = typeof contacts.$inferSelect;
/** What the service writes: every editable column (a full replace), the name already computed. */
export type ContactValues = Omit<typeof contacts.$inferInsert, 'tenantId' | 'id' | 'createdAt' | 'updatedAt'>;

/** A row in the contract's shape; the one place rows become responses. */
export function toContact(row: ContactRow): Contact {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    companyName: row.companyName,
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    title: row.title,
    sex: row.sex as Contact['sex'],
    number: row.number,
    description: row.description,
    origin: row.origin,
    addresses: {
      postal: row.addresses.postal ?? null,
      visit: row.addresses.visit ?? null,
      delivery: row.addresses.delivery ?? null,
      invoice: row.addresses.invoice ?? null,
    },
    web: row.web,
    social: row.social,
    tags: row.tags,
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
  };
}

export const inTenant = sql`${contacts.tenantId} = app_tenant()`;
const byId = (id: string) => and(inTenant, eq(contacts.id, id));

export async function findContact(tx: Tx, id: string): Promise<ContactRow | null> {
  const [row] = await tx.select().from(contacts).where(byId(id));
  return row ?? null;
}

export async function insertContact(tx: Tx, tenantId: string, values: ContactValues): Promise<ContactRow> {
  const [row] = await tx
    .insert(contacts)
    .values({ ...values, tenantId })
    .returning();
  return row!;
}

export async function updateContact(tx: Tx, id: string, values: ContactValues): Promise<ContactRow | null> {
  const [row] = await tx
    .update(contacts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(byId(id))
    .returning();
  return row ?? null;
}

/**
 * Locks the contact against concurrent use (a new inspection naming it as customer waits for
 * this transaction), so that "not in use" still holds when it is deleted. False if not found.
 */
export async function lockContact(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx.select({ id: contacts.id }).from(contacts).where(byId(id)).for('update');
  return rows.length > 0;
}

export async function deleteContact(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx.delete(contacts).where(byId(id)).returning({ id: contacts.id });
  return rows.length > 0;
}

/** Which of `ids` are contacts of the current tenant. */
export async function existingContactIds(tx: Tx, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(inTenant, inArray(contacts.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/** The firm's contacts with these ids, in one query. */
export async function findContactsById(tx: Tx, ids: readonly string[]): Promise<ContactRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(contacts)
    .where(and(inTenant, inArray(contacts.id, [...ids])));
}

/** The tags in use in the tenant's address book, in order, for the tag picker. */
export async function listContactTags(tx: Tx): Promise<string[]> {
  const rows = await queryRows<{ tag: string }>(
    tx,
    sql`SELECT DISTINCT unnest(tags) AS tag FROM contacts WHERE tenant_id = app_tenant() ORDER BY tag`,
  );
  return rows.map((row) => row.tag);
}

/** The contacts (at most `limit`) whose stored, normalised number is this one, but `exceptId`. */
export async function findContactsByNumber(
  tx: Tx,
  number: string,
  exceptId: string | undefined,
  limit: number,
): Promise<Pick<ContactRow, 'id' | 'name' | 'number'>[]> {
  return tx
    .select({ id: contacts.id, name: contacts.name, number: contacts.number })
    .from(contacts)
    .where(
      and(inTenant, eq(contacts.number, number), exceptId ? sql`${contacts.id} <> ${exceptId}` : undefined),
    )
    .orderBy(contacts.name, contacts.id)
    .limit(limit);
}

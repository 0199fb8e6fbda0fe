import { and, asc, eq, sql } from 'drizzle-orm';
import type { ContactRelation } from '@syna/contracts/contacts';
import type { Tx } from '../../platform/db/database.ts';
import { contactRelations, contacts } from './contacts.tables.ts';

const relationInTenant = sql`${contactRelations.tenantId} = app_tenant()`;

/** The contacts that `contactId` names as related, by name. */
export async function listRelations(tx: Tx, contactId: string): Promise<ContactRelation[]> {
  return tx
    .select({ id: contacts.id, name: contacts.name, kind: contactRelations.kind })
    .from(contactRelations)
    .innerJoin(
      contacts,
      and(eq(contacts.tenantId, contactRelations.tenantId), eq(contacts.id, contactRelations.relatedId)),
    )
    .where(and(relationInTenant, eq(contactRelations.contactId, contactId)))
    .orderBy(asc(contacts.name), asc(contacts.id));
}

/** The contacts that name `contactId` as related (the other side of their relations), by name. */
export async function listRelatedFrom(tx: Tx, contactId: string): Promise<ContactRelation[]> {
  return tx
    .select({ id: contacts.id, name: contacts.name, kind: contactRelations.kind })
    .from(contactRelations)
    .innerJoin(
      contacts,
      and(eq(contacts.tenantId, contactRelations.tenantId), eq(contacts.id, contactRelations.contactId)),
    )
    .where(and(relationInTenant, eq(contactRelations.relatedId, contactId)))
    .orderBy(asc(contacts.name), asc(contacts.id));
}

/** Replaces the relations `contactId` names; the related ids are checked by the caller. */
export async function replaceRelations(
  tx: Tx,
  tenantId: string,
  contactId: string,
  items: { contactId: string; kind: string }[],
): Promise<void> {
  await tx.delete(contactRelations).where(and(relationInTenant, eq(contactRelations.contactId, contactId)));
  if (items.length === 0) return;
  await tx
    .insert(contactRelations)
    .values(items.map((item) => ({ tenantId, contactId, relatedId: item.contactId, kind: item.kind })));
}

import { and, eq, sql } from 'drizzle-orm';
import type { InspectionContactInput } from '@syna/contracts/inspections';
import { queryRows, type Tx } from '../../platform/db/database.ts';
import { inspectionContacts } from './inspections.tables.ts';

/** How many distinct notes the autocomplete offers. */
const NOTE_SUGGESTIONS = 50;

/**
 * Adds a contact to an inspection, or updates it when it is already there: only the fields the
 * input names change.
 */
export async function upsertInspectionContact(
  tx: Tx,
  tenantId: string,
  inspectionId: string,
  input: InspectionContactInput,
): Promise<void> {
  const given = {
    ...(input.roleId !== undefined ? { roleId: input.roleId } : {}),
    ...(input.appointedBy !== undefined ? { appointedBy: input.appointedBy } : {}),
    ...(input.note !== undefined ? { note: input.note } : {}),
  };
  await tx
    .insert(inspectionContacts)
    .values({ tenantId, inspectionId, contactId: input.contactId, ...given })
    .onConflictDoUpdate({
      target: [inspectionContacts.tenantId, inspectionContacts.inspectionId, inspectionContacts.contactId],
      set: { ...given, updatedAt: sql`now()` },
    });
}

/** Takes a contact off an inspection; false when it was not on it. */
export async function removeInspectionContact(
  tx: Tx,
  inspectionId: string,
  contactId: string,
): Promise<boolean> {
  const rows = await tx
    .delete(inspectionContacts)
    .where(
      and(
        sql`${inspectionContacts.tenantId} = app_tenant()`,
        eq(inspectionContacts.inspectionId, inspectionId),
        eq(inspectionContacts.contactId, contactId),
      ),
    )
    .returning({ id: inspectionContacts.id });
  return rows.length > 0;
}

/** The notes written before for contacts in a role (or in any role), most recently set first. */
export async function listContactNotes(tx: Tx, roleId: string | undefined): Promise<string[]> {
  const rows = await queryRows<{ note: string }>(
    tx,
    sql`SELECT note FROM inspection_contacts
        WHERE tenant_id = app_tenant() AND note IS NOT NULL
          ${roleId ? sql`AND role_id = ${roleId}` : sql``}
        GROUP BY note ORDER BY max(updated_at) DESC, note LIMIT ${NOTE_SUGGESTIONS}`,
  );
  return rows.map((row) => row.note);
}

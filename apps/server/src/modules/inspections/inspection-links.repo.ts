import { and, eq, or, sql } from 'drizzle-orm';
import type { InspectionLink } from '@syna/contracts/inspections';
import { queryRows, type Tx } from '../../platform/db/database.ts';
import { inspectionLinks } from './inspections.tables.ts';
import { listItemColumns, listItemJoins, toInspectionListItem, type ListItemRow } from './inspection-rows.ts';

// A link is stored in both directions, so each inspection lists its links with one index range
// and unlinking from either side removes both.

/** Links the inspection with each of `relatedIds`; an existing link takes the new kind. */
export async function linkInspections(
  tx: Tx,
  tenantId: string,
  id: string,
  relatedIds: string[],
  kind: string,
) {
  await tx
    .insert(inspectionLinks)
    .values(
      relatedIds.flatMap((relatedId) => [
        { tenantId, inspectionId: id, relatedId, kind },
        { tenantId, inspectionId: relatedId, relatedId: id, kind },
      ]),
    )
    .onConflictDoUpdate({
      target: [inspectionLinks.tenantId, inspectionLinks.inspectionId, inspectionLinks.relatedId],
      set: { kind: sql`excluded.kind` },
    });
}

/** Removes the link between two inspections; false when they were not linked. */
export async function unlinkInspections(tx: Tx, id: string, relatedId: string): Promise<boolean> {
  const rows = await tx
    .delete(inspectionLinks)
    .where(
      and(
        sql`${inspectionLinks.tenantId} = app_tenant()`,
        or(
          and(eq(inspectionLinks.inspectionId, id), eq(inspectionLinks.relatedId, relatedId)),
          and(eq(inspectionLinks.inspectionId, relatedId), eq(inspectionLinks.relatedId, id)),
        ),
      ),
    )
    .returning({ id: inspectionLinks.inspectionId });
  return rows.length > 0;
}

/** The inspections linked with one, as list items with the kind of link, by number. */
export async function listLinkedInspections(tx: Tx, id: string): Promise<InspectionLink[]> {
  const rows = await queryRows<ListItemRow & { kind: string }>(
    tx,
    sql`SELECT ${listItemColumns}, l.kind
        FROM inspection_links l
        JOIN inspections i ON i.tenant_id = l.tenant_id AND i.id = l.related_id
        ${listItemJoins}
        WHERE l.tenant_id = app_tenant() AND l.inspection_id = ${id}
        ORDER BY i.number`,
  );
  return rows.map((row) => ({ ...toInspectionListItem(row), kind: row.kind }));
}

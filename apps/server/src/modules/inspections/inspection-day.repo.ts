import { sql } from 'drizzle-orm';
import type { InspectionDayItem } from '@syna/contracts/inspections';
import { queryRows, type Tx } from '../../platform/db/database.ts';
import {
  listItemColumns,
  listItemJoins,
  reachColumns,
  toInspectionDayItem,
  type DayRow,
} from './inspection-rows.ts';

/**
 * The firm's assignments of one day whose inspector is `inspectorId`, by start time (those
 * without one last, then by number), with how their customer and contacts are reached.
 */
export async function findInspectorDay(
  tx: Tx,
  inspectorId: string,
  date: string,
): Promise<InspectionDayItem[]> {
  const rows = await queryRows<DayRow>(
    tx,
    sql`SELECT ${listItemColumns}, ${reachColumns}, to_char(i.stop_time, 'HH24:MI') AS stop_time
        FROM inspections i ${listItemJoins}
        WHERE i.tenant_id = app_tenant() AND i.inspector_id = ${inspectorId} AND i.date = ${date}
        ORDER BY i.start_time NULLS LAST, i.number`,
  );
  return rows.map(toInspectionDayItem);
}

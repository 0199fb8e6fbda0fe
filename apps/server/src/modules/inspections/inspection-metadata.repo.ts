import { sql } from 'drizzle-orm';
import type { InspectionMetadata } from '@syna/contracts/inspections';
import { queryRows, type Tx } from '../../platform/db/database.ts';

type Choices = Omit<InspectionMetadata, 'appointedByOptions'>;

/**
 * The members who can be inspectors, as rows `(id, name)`: every member of the firm. The
 * assignment form offers them, the dispatch calendar gives each a lane, and the public calendar
 * books them.
 */
export const inspectorMembers = sql`SELECT u.id, u.name FROM accounts a JOIN users u ON u.id = a.user_id
                                    WHERE a.tenant_id = app_tenant()`;

/**
 * What the inspection form offers, in one round trip: the types in use with their branches, the
 * statuses in order, the contact roles, and the members who can be inspectors.
 */
export async function loadFormChoices(tx: Tx): Promise<Choices> {
  const [row] = await queryRows<Choices>(
    tx,
    sql`SELECT
          (SELECT coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'nameEn', t.name_en, 'branches',
                    (SELECT coalesce(json_agg(json_build_object('id', b.id, 'name', b.name, 'nameEn', b.name_en)
                                              ORDER BY b.sort_order, b.name), '[]'::json)
                       FROM inspection_branches b
                       WHERE b.tenant_id = t.tenant_id AND b.type_id = t.id AND NOT b.archived))
                  ORDER BY t.sort_order, t.name), '[]'::json)
             FROM inspection_types t WHERE t.tenant_id = app_tenant() AND NOT t.archived) AS types,
          (SELECT coalesce(json_agg(json_build_object('id', s.id, 'name', s.name, 'nameEn', s.name_en, 'color', s.color,
                                                      'final', s.final, 'category', s.category) ORDER BY s.sort_order, s.name), '[]'::json)
             FROM inspection_statuses s WHERE s.tenant_id = app_tenant() AND NOT s.archived) AS statuses,
          (SELECT coalesce(json_agg(json_build_object('id', r.id, 'name', r.name, 'nameEn', r.name_en)
                                    ORDER BY r.sort_order, r.name), '[]'::json)
             FROM contact_roles r WHERE r.tenant_id = app_tenant() AND NOT r.archived) AS "contactRoles",
          (SELECT coalesce(json_agg(json_build_object('id', m.id, 'name', m.name) ORDER BY m.name), '[]'::json)
             FROM (${inspectorMembers}) m) AS inspectors`,
  );
  return row!;
}

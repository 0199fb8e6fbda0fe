import { sql, type Column, type SQL } from 'drizzle-orm';
import type { LookupKind } from './lookup-kinds.ts';

/**
 * The name of the firm's item of the kind whose id is in `itemId` (a project's type), or null;
 * with `english`, its English name (null when it has none).
 */
export function lookupNameOf(
  { table }: LookupKind,
  itemId: Column | SQL,
  { english = false }: { english?: boolean } = {},
): SQL<string | null> {
  return sql<string | null>`(SELECT ${english ? table.nameEn : table.name} FROM ${table}
    WHERE ${table.tenantId} = app_tenant() AND ${table.id} = ${itemId})`;
}

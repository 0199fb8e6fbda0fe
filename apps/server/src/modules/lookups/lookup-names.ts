import { sql, type Column, type SQL } from 'drizzle-orm';
import type { LookupKind } from './lookup-kinds.ts';

/** The name of the firm's item of the kind whose id is in `itemId` (a project's type), or null. */
export function lookupNameOf({ table }: LookupKind, itemId: Column | SQL): SQL<string | null> {
  return sql<string | null>`(SELECT ${table.name} FROM ${table}
    WHERE ${table.tenantId} = app_tenant() AND ${table.id} = ${itemId})`;
}

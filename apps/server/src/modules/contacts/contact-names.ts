import { sql, type Column, type SQL } from 'drizzle-orm';
import { contacts } from './contacts.tables.ts';

/** The name of the firm's contact whose id is in `contactId` (a project's customer), or null. */
export function contactNameOf(contactId: Column | SQL): SQL<string | null> {
  return sql<string | null>`(SELECT ${contacts.name} FROM ${contacts}
    WHERE ${contacts.tenantId} = app_tenant() AND ${contacts.id} = ${contactId})`;
}

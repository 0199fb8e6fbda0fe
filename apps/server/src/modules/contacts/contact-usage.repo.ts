import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../platform/db/database.ts';

export interface ContactUsage {
  /** Inspections with the contact as customer or among their contacts. */
  inspections: number;
  /** Projects with the contact as customer. */
  projects: number;
}

/**
 * Where a contact is used in the firm's records. The inspection and project tables belong to
 * their own modules; this reads them only to count, by the indexes on customer and contact.
 */
export async function findContactUsage(tx: Tx, contactId: string): Promise<ContactUsage> {
  const [row] = await queryRows<ContactUsage>(
    tx,
    sql`SELECT
          (SELECT count(*) FROM (
             SELECT id FROM inspections WHERE tenant_id = app_tenant() AND customer_id = ${contactId}
             UNION
             SELECT inspection_id FROM inspection_contacts
               WHERE tenant_id = app_tenant() AND contact_id = ${contactId}
           ) AS used)::int AS inspections,
          (SELECT count(*) FROM projects
             WHERE tenant_id = app_tenant() AND customer_id = ${contactId})::int AS projects`,
  );
  return row ?? { inspections: 0, projects: 0 };
}

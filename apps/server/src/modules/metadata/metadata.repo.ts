import { sql } from 'drizzle-orm';
import type { Metadata, MetadataDocument } from '@syna/contracts/metadata';
import { queryRows, type Tx } from '../../platform/db/database.ts';

interface MetadataRow {
  document: MetadataDocument;
  updated_at: string | Date;
  updated_by: string | null;
  updated_by_name: string | null;
}

const toMetadata = (row: MetadataRow): Metadata => ({
  document: row.document,
  updatedAt: new Date(row.updated_at).toISOString(),
  updatedBy: row.updated_by_name === null ? null : { id: row.updated_by, name: row.updated_by_name },
});

/** The firm's metadata, locked for the rest of the transaction when `forUpdate`; null if never written. */
export async function readMetadata(tx: Tx, forUpdate = false): Promise<Metadata | null> {
  const [row] = await queryRows<MetadataRow>(
    tx,
    sql`SELECT document, updated_at, updated_by, updated_by_name FROM tenant_metadata
         WHERE tenant_id = app_tenant() ${forUpdate ? sql`FOR UPDATE` : sql``}`,
  );
  return row ? toMetadata(row) : null;
}

/**
 * Writes the firm's document, stamped to the millisecond (a client gives the time back as an ISO
 * string). With `onlyIfNew`, writes only where none was ever written, answering null otherwise.
 */
export async function writeMetadata(
  tx: Tx,
  document: MetadataDocument,
  author: { id: string; name: string },
  onlyIfNew: boolean,
): Promise<Metadata | null> {
  const [row] = await queryRows<MetadataRow>(
    tx,
    sql`INSERT INTO tenant_metadata (tenant_id, document, updated_at, updated_by, updated_by_name)
        VALUES (app_tenant(), ${JSON.stringify(document)}::jsonb, date_trunc('milliseconds', now()),
                ${author.id}, ${author.name})
        ON CONFLICT (tenant_id) DO ${
          onlyIfNew
            ? sql`NOTHING`
            : sql`UPDATE SET document = excluded.document, updated_at = excluded.updated_at,
                  updated_by = excluded.updated_by, updated_by_name = excluded.updated_by_name`
        }
        RETURNING document, updated_at, updated_by, updated_by_name`,
  );
  return row ? toMetadata(row) : null;
}

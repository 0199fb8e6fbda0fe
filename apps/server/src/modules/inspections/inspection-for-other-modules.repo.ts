import { and, eq, inArray, sql, type Column, type SQL } from 'drizzle-orm';
import type { Address } from '@syna/contracts/address';
import { formatAddress } from '@syna/contracts/format';
import type { Tx } from '../../platform/db/database.ts';
import { inspectionFiles, inspections } from './inspections.tables.ts';

/**
 * An assignment as other modules refer to it: whether the firm has it, its number or a file's name
 * beside a record that names it (an activity, a report version), and what a partner reads and may change of one shared with them.
 * The partner's reads run in a partner transaction, where row-level security admits only the
 * assignments shared with the caller, whatever is asked.
 */

type Reader = { tx: Tx };

/** Whether the firm has the assignment. */
export async function inspectionExists({ tx }: Reader, id: string): Promise<boolean> {
  const rows = await tx
    .select({ id: inspections.id })
    .from(inspections)
    .where(and(sql`${inspections.tenantId} = app_tenant()`, eq(inspections.id, id)));
  return rows.length > 0;
}

/** The number of the firm's assignment whose id is in `inspectionId`, or null. */
export function inspectionNumberOf(inspectionId: Column | SQL): SQL<string | null> {
  return sql<string | null>`(SELECT ${inspections.number} FROM ${inspections}
    WHERE ${inspections.tenantId} = app_tenant() AND ${inspections.id} = ${inspectionId})`;
}

/** The name and size of the firm's assignment file whose id is in `fileId` (a report version's), or null. */
export function inspectionFileOf(fileId: Column | SQL): {
  name: SQL<string | null>;
  size: SQL<number | null>;
} {
  const where = sql`WHERE ${inspectionFiles.tenantId} = app_tenant() AND ${inspectionFiles.id} = ${fileId}`;
  return {
    name: sql<string | null>`(SELECT ${inspectionFiles.filename} FROM ${inspectionFiles} ${where})`,
    size: sql<number | null>`(SELECT ${inspectionFiles.size} FROM ${inspectionFiles} ${where})`.mapWith(
      Number,
    ),
  };
}

export interface PartnerInspectionRow {
  id: string;
  number: string;
  date: string | null;
  startTime: string | null;
  stopTime: string | null;
  address: Address | null;
  description: string | null;
}

/** An assignment shared with the caller; null for any other. */
export async function findInspectionForPartner(
  { tx }: Reader,
  id: string,
): Promise<PartnerInspectionRow | null> {
  const [row] = await tx
    .select({
      id: inspections.id,
      number: inspections.number,
      date: inspections.date,
      startTime: inspections.startTime,
      stopTime: inspections.stopTime,
      address: inspections.address,
      description: inspections.description,
    })
    .from(inspections)
    .where(eq(inspections.id, id));
  return row ?? null;
}

/** Sets the description of an assignment shared with the caller; false when none is. */
export async function setInspectionDescriptionForPartner(
  { tx }: Reader,
  id: string,
  description: string | null,
): Promise<boolean> {
  const rows = await tx
    .update(inspections)
    .set({ description, updatedAt: sql`now()` })
    .where(eq(inspections.id, id))
    .returning({ id: inspections.id });
  return rows.length > 0;
}

/** The number and address of each assignment shared with the caller among `ids`. */
export async function inspectionHeadlines(
  { tx }: Reader,
  ids: string[],
): Promise<{ id: string; number: string; title: string }[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: inspections.id, number: inspections.number, address: inspections.address })
    .from(inspections)
    .where(inArray(inspections.id, ids));
  return rows.map((row) => ({ id: row.id, number: row.number, title: formatAddress(row.address) }));
}

import { and, desc, eq, sql } from 'drizzle-orm';
import type { ReportVersion } from '@syna/contracts/report-exports';
import type { Tx } from '../../platform/db/database.ts';
import { inspectionFileOf } from '../inspections/index.ts';
import { namedUser, userNameOf } from '../users/index.ts';
import { reportVersions } from './reports.tables.ts';

type VersionRow = typeof reportVersions.$inferSelect;
/** What an export records; the keys and the time the database sets. */
export type NewReportVersion = Omit<typeof reportVersions.$inferInsert, 'tenantId' | 'id' | 'createdAt'>;

const inTenant = sql`${reportVersions.tenantId} = app_tenant()`;

function toReportVersion(row: {
  version: VersionRow;
  authorName: string | null;
  docxName: string | null;
  docxSize: number | null;
  pdfName: string | null;
  pdfSize: number | null;
}): ReportVersion {
  const { version } = row;
  return {
    id: version.id,
    version: version.version,
    created: version.createdAt.toISOString(),
    author: namedUser(version.createdBy, row.authorName),
    template: { id: version.templateId, name: version.templateName, sha256: version.templateSha256 },
    reportNumber: version.reportNumber,
    invoiceNumber: version.invoiceNumber,
    docx: {
      fileId: version.docxFileId,
      filename: row.docxName ?? '',
      size: row.docxSize ?? 0,
      sha256: version.docxSha256,
    },
    pdf:
      version.pdfFileId && version.pdfSha256
        ? {
            fileId: version.pdfFileId,
            filename: row.pdfName ?? '',
            size: row.pdfSize ?? 0,
            sha256: version.pdfSha256,
          }
        : null,
    pdfMissing: version.pdfMissing,
  };
}

function selectVersions(tx: Tx) {
  return tx
    .select({
      version: reportVersions,
      authorName: userNameOf(reportVersions.createdBy),
      // The version's files are the assignment's (foreign keys): the docx one is always there.
      docxName: inspectionFileOf(reportVersions.docxFileId).name,
      docxSize: inspectionFileOf(reportVersions.docxFileId).size,
      pdfName: inspectionFileOf(reportVersions.pdfFileId).name,
      pdfSize: inspectionFileOf(reportVersions.pdfFileId).size,
    })
    .from(reportVersions);
}

/** The assignment's versions, the newest first. */
export async function listReportVersions(tx: Tx, inspectionId: string): Promise<ReportVersion[]> {
  const rows = await selectVersions(tx)
    .where(and(inTenant, eq(reportVersions.inspectionId, inspectionId)))
    .orderBy(desc(reportVersions.version));
  return rows.map(toReportVersion);
}

/** The assignment's newest issued version, or null when no report has been issued. */
export async function latestReportVersion(tx: Tx, inspectionId: string): Promise<ReportVersion | null> {
  const [row] = await selectVersions(tx)
    .where(and(inTenant, eq(reportVersions.inspectionId, inspectionId)))
    .orderBy(desc(reportVersions.version))
    .limit(1);
  return row ? toReportVersion(row) : null;
}

export async function findReportVersion(tx: Tx, id: string): Promise<ReportVersion | null> {
  const [row] = await selectVersions(tx).where(and(inTenant, eq(reportVersions.id, id)));
  return row ? toReportVersion(row) : null;
}

/** Records a version; its number was taken with `nextVersionNumber` in the same transaction. */
export async function insertReportVersion(
  tx: Tx,
  tenantId: string,
  version: NewReportVersion,
): Promise<string> {
  const [row] = await tx
    .insert(reportVersions)
    .values({ ...version, tenantId })
    .returning({ id: reportVersions.id });
  return row!.id;
}

/**
 * The number the assignment's next version will have (its files are named with it). Exports of
 * one assignment take their numbers one after the other (a lock for the assignment, held to the
 * commit), so none repeats.
 */
export async function nextVersionNumber(tx: Tx, inspectionId: string): Promise<number> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`report:${inspectionId}`}, 0))`);
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${reportVersions.version}), 0)::int + 1` })
    .from(reportVersions)
    .where(and(inTenant, eq(reportVersions.inspectionId, inspectionId)));
  return row!.next;
}

import { and, eq, sql } from 'drizzle-orm';
import type { ReportExportState } from '@syna/contracts/report-exports';
import type { ReportNumbers } from './report-data.service.ts';
import type { Tx } from '../../platform/db/database.ts';
import { reportExports } from './reports.tables.ts';

export type ReportExportRow = typeof reportExports.$inferSelect;
export type NewReportExport = Pick<
  typeof reportExports.$inferInsert,
  'inspectionId' | 'templateId' | 'filename' | 'baseUrl' | 'requestedBy'
>;

const byId = (id: string) => and(sql`${reportExports.tenantId} = app_tenant()`, eq(reportExports.id, id));

export async function insertReportExport(
  tx: Tx,
  tenantId: string,
  job: NewReportExport,
): Promise<ReportExportRow> {
  const [row] = await tx
    .insert(reportExports)
    .values({ ...job, tenantId })
    .returning();
  return row!;
}

export async function findReportExport(tx: Tx, id: string): Promise<ReportExportRow | null> {
  const [row] = await tx.select().from(reportExports).where(byId(id));
  return row ?? null;
}

/** Moves a job on: its state, and why it failed or which version it made. */
export async function setReportExportState(
  tx: Tx,
  id: string,
  state: ReportExportState,
  outcome: { reason?: string; versionId?: string } = {},
): Promise<void> {
  await tx
    .update(reportExports)
    .set({
      state,
      reason: outcome.reason ?? null,
      versionId: outcome.versionId ?? null,
      updatedAt: sql`now()`,
    })
    .where(byId(id));
}

/** Keeps the numbers the export drew, so that a try of its job again uses the same ones. */
export async function setReportExportNumbers(tx: Tx, id: string, numbers: ReportNumbers): Promise<void> {
  await tx
    .update(reportExports)
    .set({ ...numbers, numbersDrawn: true, updatedAt: sql`now()` })
    .where(byId(id));
}

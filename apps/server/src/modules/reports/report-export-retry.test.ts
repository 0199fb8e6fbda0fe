import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { reportExportEndpoints } from '@syna/contracts/endpoints/report-exports';
import { sequenceEndpoints } from '@syna/contracts/endpoints/sequences';
import type { ReportExportJob } from '@syna/contracts/report-exports';
import { queryRows } from '../../platform/db/database.ts';
import type { JobHandler, JobQueue } from '../../platform/jobs/job-queue.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { callerFactory } from '../../../test/support/api-client.ts';
import { buildTenant, buildUser } from '../../../test/support/factories.ts';
import { buildInspection } from '../../../test/support/remark-factories.ts';
import { numberingFor, uploadTemplate } from '../../../test/support/report-fixture.ts';
import { jobOf } from '../../../test/support/jobs.ts';
import { createTestApp } from '../../../test/support/test-app.ts';
import { useWorld } from '../../../test/support/test-world.ts';
import { PdfConverter } from './pdf-converter.ts';
import {
  REPORT_EXPORT_JOB,
  registerReportExports,
  runReportExport,
  type ExportDependencies,
} from './report-export.service.ts';

// A try of the export job that fails after drawing its numbers is tried again by the queue with
// the same numbers, and an export that fails for good shows the numbers it held
// (docs/DOCUMENTS.md). The queue runs no workers here: each test runs the job's tries itself, as
// the queue would, with a storage that fails when the test says so.
const world = useWorld(async () => {
  const app = await createTestApp({ sofficePath: null });
  const owner = await buildUser(app, { name: 'Olle Ägare' });
  const firm = await buildTenant(app, owner);
  const as = callerFactory(app)(owner);
  const sequence = await numberingFor(app, owner, firm.id, 'report', 'R-');
  const template = await uploadTemplate(app, owner, firm.id);
  return { app, as, owner, firm, sequence, template };
});

/** The app's storage, but storing nothing while `failing` is set, as a storage that is down. */
function unreliableStorage(storage: FileStorage) {
  const control = { failing: true };
  const wrapped: FileStorage = {
    put: (key, bytes, type) =>
      control.failing ? Promise.reject(new Error('storage unavailable')) : storage.put(key, bytes, type),
    get: (key) => storage.get(key),
    delete: (key) => storage.delete(key),
    keys: () => storage.keys(),
  };
  return { storage: wrapped, control };
}

function dependencies(storage: FileStorage): ExportDependencies {
  return { storage, converter: new PdfConverter(null) };
}

/** Asks for an export of a new assignment; answers the assignment and the queued job. */
async function askForExport() {
  const assignment = await buildInspection(world.app, world.firm, world.owner);
  const job = await world.as.ok(reportExportEndpoints.export, {
    params: { tenant: world.firm.id, id: assignment.id },
    body: { template: world.template.id },
  });
  const data = { tenantId: world.firm.id, exportId: job.id, userId: world.owner.id, language: 'sv' as const };
  return { assignment, job, data };
}

const jobNow = (assignmentId: string, job: { id: string }): Promise<ReportExportJob> =>
  world.as.ok(reportExportEndpoints.exportJob, {
    params: { tenant: world.firm.id, id: assignmentId, job: job.id },
  });

const nextNumber = async () =>
  (await world.as.ok(sequenceEndpoints.peek, { params: { tenant: world.firm.id, id: world.sequence.id } }))
    .number;

/** `R-0007` → `R-0008`. */
const successor = (number: string) => `R-${String(Number(number.slice(2)) + 1).padStart(4, '0')}`;

describe('a report export tried again', () => {
  it('uses the numbers its first try drew, leaving no gap in the sequence', async () => {
    const { assignment, job, data } = await askForExport();
    const { storage, control } = unreliableStorage(world.app.storage);
    const first = await nextNumber();

    await expect(
      runReportExport(dependencies(storage), jobOf(world.app, REPORT_EXPORT_JOB, data)),
    ).rejects.toThrow('storage unavailable');
    const between = await jobNow(assignment.id, job);
    expect(between).toMatchObject({ state: 'rendering', reportNumber: first, version: null });

    control.failing = false;
    await runReportExport(dependencies(storage), jobOf(world.app, REPORT_EXPORT_JOB, data));
    const done = await jobNow(assignment.id, job);
    expect(done.state).toBe('done');
    expect(done.version?.reportNumber).toBe(first);
    expect(done.reportNumber).toBe(first);
    // One number went to the export, however many tries it took: the next is the one after it.
    expect(await nextNumber()).toBe(successor(first));
  });

  it('is failed after the queue’s last try, and shows the number it held, unused', async () => {
    const { assignment, job, data } = await askForExport();
    const { storage } = unreliableStorage(world.app.storage);
    let handler: JobHandler<typeof data> | undefined;
    const queue = {
      work: (name: string, work: JobHandler<typeof data>) => {
        if (name === REPORT_EXPORT_JOB) handler = work;
      },
    } as unknown as JobQueue;
    registerReportExports(queue, dependencies(storage));

    const attempt = (retryCount: number) =>
      jobOf(world.app, REPORT_EXPORT_JOB, data, { retryCount, retryLimit: 5 });
    await expect(handler!(attempt(1))).rejects.toThrow('storage unavailable');
    const held = await jobNow(assignment.id, job);
    expect(held.state).not.toBe('failed');

    await expect(handler!(attempt(5))).rejects.toThrow('storage unavailable');
    const failed = await jobNow(assignment.id, job);
    expect(failed).toMatchObject({ state: 'failed', version: null, reportNumber: held.reportNumber });
    expect(failed.reason).toBe('Rapporten kunde inte sparas; försök igen');
    expect(failed.reportNumber).toMatch(/^R-\d{4}$/);
    // Nothing of the failed export is among the assignment's files.
    const files = await world.app.database.asSystem((tx) =>
      queryRows<{ files: number }>(
        tx,
        sql`SELECT count(*)::int AS files FROM inspection_files WHERE inspection_id = ${assignment.id}`,
      ),
    );
    expect(files).toEqual([{ files: 0 }]);
  });
});

import type { FastifyInstance } from 'fastify';
import PizZip from 'pizzip';
import { expect } from 'vitest';
import { documentTemplateEndpoints } from '@syna/contracts/endpoints/documents';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { reportExportEndpoints } from '@syna/contracts/endpoints/report-exports';
import type { ReportExportJob } from '@syna/contracts/report-exports';
import { sequenceEndpoints } from '@syna/contracts/endpoints/sequences';
import type { Sequence, SequenceTarget } from '@syna/contracts/sequences';
import { callerFactory } from './api-client.ts';
import { docxFile, paragraph } from './docx-files.ts';
import type { TestUser } from './factories.ts';
import { addObject, addRemark, buildInspection } from './remark-factories.ts';
import { createTestApp } from './test-app.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A server whose job workers make reports, without LibreOffice: no PDF, so no seconds of CPU each. */
export const createReportApp = () =>
  createTestApp({ jobs: { workers: true, pollingIntervalSeconds: 0.5 }, sofficePath: null });

/** A report template with the assignment, its objects, remarks and their photos. */
export const reportTemplate = (extra: string[] = []) =>
  docxFile({
    paragraphs: [
      paragraph('Besiktningsprotokoll {assignment.number} nr {report.number}'),
      paragraph('{#objects}'),
      paragraph('Del: {name}'),
      paragraph('{#remarks}'),
      paragraph('Anmärkning: {title}'),
      paragraph('{#images}'),
      paragraph('{%image}'),
      paragraph('{/images}'),
      paragraph('{/remarks}'),
      paragraph('{/objects}'),
      ...extra,
    ],
  });

/** The four parts a multiplying template's loops run over. */
export const MULTIPLIED_PARTS = ['Grund', 'Stomme', 'Tak', 'Installationer'];

/**
 * A hostile template: eight loops over the same four parts, one inside the other, make 65 536
 * copies of a page of text. Its export must fail for its size, and hold up no other firm.
 */
export function multiplyingTemplate(): Buffer {
  const page = 'Text som fyller en sida. '.repeat(160);
  return docxFile({
    paragraphs: [
      ...Array.from({ length: 8 }, () => paragraph('{#objects}')),
      paragraph(`{name}: ${page}`),
      ...Array.from({ length: 8 }, () => paragraph('{/objects}')),
    ],
  });
}

/** An assignment of the firm with the four parts a multiplying template runs over. */
export async function assignmentWithFourParts(
  app: FastifyInstance,
  firm: { id: string },
  user: TestUser,
  number: string,
): Promise<{ id: string }> {
  const assignment = await buildInspection(app, firm, user, { number });
  for (const name of MULTIPLIED_PARTS) await addObject(app, firm, user, assignment.id, { name });
  return assignment;
}

/** Uploads a template through the API, as an administrator does. */
export async function uploadTemplate(
  app: FastifyInstance,
  admin: TestUser,
  tenant: string,
  bytes: Buffer = reportTemplate(),
  filename = 'Besiktningsprotokoll.docx',
): Promise<{ id: string }> {
  return callerFactory(app)(admin).ok(documentTemplateEndpoints.create, { params: { tenant }, body: {} }, [
    { name: filename, type: DOCX, bytes },
  ]);
}

/** How long an export may take here: the queue's polling, a PDF conversion, a busy machine. */
export const EXPORT_WAIT = { timeout: 120_000, interval: 250 } as const;

/** Asks for an export and waits until its job is done or failed; answers the job at its end. */
export async function exportReport(
  app: FastifyInstance,
  user: TestUser,
  tenant: string,
  inspectionId: string,
  body: { template: string; destination?: { filename?: string } },
): Promise<ReportExportJob> {
  const as = callerFactory(app)(user);
  const job = await as.ok(reportExportEndpoints.export, { params: { tenant, id: inspectionId }, body });
  let last = job;
  await expect
    .poll(async () => {
      last = await as.ok(reportExportEndpoints.exportJob, {
        params: { tenant, id: inspectionId, job: job.id },
      });
      return last.state;
    }, EXPORT_WAIT)
    .toMatch(/^(done|failed)$/);
  return last;
}

/** A file of the assignment's, downloaded as its members do. */
export async function downloadInspectionFile(
  app: FastifyInstance,
  user: TestUser,
  tenant: string,
  inspectionId: string,
  fileId: string,
): Promise<Buffer> {
  const response = await callerFactory(app)(user).send(inspectionEndpoints.downloadFile, {
    params: { tenant, id: inspectionId, fileId },
  });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

/** Exports the assignment's report, expects it made, and answers its job and its Word file, read. */
export async function exportedReport(
  app: FastifyInstance,
  user: TestUser,
  tenant: string,
  inspectionId: string,
  body: Parameters<typeof exportReport>[4],
) {
  const job = await exportReport(app, user, tenant, inspectionId, body);
  expect(job.state).toBe('done');
  const docx = await downloadInspectionFile(app, user, tenant, inspectionId, job.version!.docx.fileId);
  return { job, ...readDocx(docx) };
}

/** The body text and the pictures of a .docx. */
export function readDocx(bytes: Buffer): { xml: string; text: string; media: Buffer[] } {
  const zip = new PizZip(bytes);
  const xml = zip.file('word/document.xml')!.asText();
  const text = [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((run) => run[1]).join(' ');
  const media = zip.file(/^word\/media\//).map((file) => Buffer.from(file.asUint8Array()));
  return { xml, text, media };
}

/** A new assignment of the firm with one object and one remark, exported with a new report template. */
export async function exportOneRemarkReport(
  app: FastifyInstance,
  owner: TestUser,
  firm: { id: string },
): Promise<{ assignment: { id: string; number: string }; job: ReportExportJob }> {
  const assignment = await buildInspection(app, firm, owner);
  const object = await addObject(app, firm, owner, assignment.id);
  await addRemark(app, firm, owner, assignment.id, object.id);
  const template = await uploadTemplate(app, owner, firm.id);
  const job = await exportReport(app, owner, firm.id, assignment.id, { template: template.id });
  return { assignment, job };
}

/**
 * The firm's sequence for `target`, set to print `prefix` and four digits: a firm's own `report`
 * sequence, which every firm has from the start, changed, or a new one for another target.
 */
export async function numberingFor(
  app: FastifyInstance,
  admin: TestUser,
  tenant: string,
  target: SequenceTarget,
  prefix: string,
): Promise<Sequence> {
  const as = callerFactory(app)(admin);
  const kept = (await as.ok(sequenceEndpoints.list, { params: { tenant } })).items.find(
    (sequence) => sequence.target === target,
  );
  const format = { prefix, padding: 4 };
  return kept
    ? as.ok(sequenceEndpoints.update, { params: { tenant, id: kept.id }, body: format })
    : as.ok(sequenceEndpoints.create, {
        params: { tenant },
        body: { name: `Serie ${target}`, target, ...format },
      });
}

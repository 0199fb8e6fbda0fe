import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { REPORT_ATTRIBUTES } from '@syna/contracts/document-templates';
import { baseTemplateEndpoints, documentTemplateEndpoints } from '@syna/contracts/endpoints/documents';
import { formEndpoints } from '@syna/contracts/endpoints/forms';
import { notificationEndpoints } from '@syna/contracts/endpoints/notifications';
import { remarkGradeEndpoints } from '@syna/contracts/endpoints/lookups';
import { recordFormEndpoints } from '@syna/contracts/endpoints/record-forms';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { organizationEndpoints } from '@syna/contracts/endpoints/organization';
import { profileEndpoints } from '@syna/contracts/endpoints/profile';
import { CERTIFICATION_PROPERTY } from '@syna/contracts/initial-data';
import { projectEndpoints } from '@syna/contracts/endpoints/projects';
import { assignmentMessages } from '@syna/contracts/messages/assignments';
import { documentMessages } from '@syna/contracts/messages/documents';
import { reportExportEndpoints } from '@syna/contracts/endpoints/report-exports';
import { remarkEndpoints } from '@syna/contracts/endpoints/remarks';
import { REPORT_HALF_IMAGE_BOX } from '@syna/contracts/report-exports';
import { queryRows } from '../../platform/db/database.ts';
import { callerFactory } from '../../../test/support/api-client.ts';
import { docxFile, paragraph } from '../../../test/support/docx-files.ts';
import { buildTenant, buildUser } from '../../../test/support/factories.ts';
import { BUILDING_YEAR, HEATING, uniqueFormKey } from '../../../test/support/form-factories.ts';
import {
  addObject,
  addPhoto,
  addRemark,
  annotatePhoto,
  buildInspection,
  captionPhoto,
  remarkAt,
} from '../../../test/support/remark-factories.ts';
import {
  assignmentWithFourParts,
  createReportApp,
  downloadInspectionFile,
  exportReport,
  exportedReport,
  multiplyingTemplate,
  readDocx,
  reportTemplate,
  uploadTemplate,
} from '../../../test/support/report-fixture.ts';
import { useWorld } from '../../../test/support/test-world.ts';

// Every export here is made without LibreOffice: a PDF conversion takes seconds of CPU, and none
// of these tests is about the PDF (report-export-pdf.test.ts is).
const world = useWorld(async () => {
  const app = await createReportApp();
  const owner = await buildUser(app, { name: 'Olle Ägare' });
  const inspector = await buildUser(app, { name: 'Ingrid Inspektör' });
  const outsider = await buildUser(app, { name: 'Ulf Utanför' });
  const firm = await buildTenant(app, owner, { members: [{ user: inspector, roles: ['user'] }] });
  const otherFirm = await buildTenant(app, outsider);
  return { app, as: callerFactory(app), owner, inspector, outsider, firm, otherFirm };
});

/** A photo of a remark as the report's data shows it. */
interface ReportPhoto {
  number: string;
  caption: string;
}
/** A remark's photos as the report's data shows them: one by one, and in rows of two. */
interface ReportRemark {
  images: ReportPhoto[];
  photoRows: { left: ReportPhoto; right: ReportPhoto | null }[];
}

/** An assignment of the firm with one object, one remark and one photo, which has marks drawn on it. */
let assignments = 0;
async function assignmentWithPhoto(firm = world.firm, user = world.owner) {
  assignments += 1;
  const number = `2026-${String(assignments).padStart(4, '0')}`;
  const assignment = await buildInspection(world.app, firm, user, { number });
  const object = await addObject(world.app, firm, user, assignment.id, { name: 'Bostadshus' });
  const remark = await addRemark(world.app, firm, user, assignment.id, object.id, {
    title: 'Fuktfläck i källare',
    text: 'Förhöjd fuktkvot vid norra grundmuren.',
  });
  const at = remarkAt(firm, assignment.id, object.id, remark.id);
  const photo = await addPhoto(world.app, user, at);
  await annotatePhoto(world.app, user, at, photo.id, [
    { shape: 'rectangle', x: 10, y: 20, width: 300, height: 200, color: '#ff0000' },
  ]);
  return { assignment, object, remark, photo };
}

const params = (assignment: { id: string }, tenant = world.firm.id) => ({
  params: { tenant, id: assignment.id },
});
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const exportRows = () =>
  world.app.database.asSystem((tx) => queryRows(tx, sql`SELECT * FROM report_exports ORDER BY id`));

describe('the report data', () => {
  it('is the assignment in the shape of the report fields, photos as links (absolute with baseUrl), flat on asking', async () => {
    const { assignment } = await assignmentWithPhoto();
    const data = await world.as(world.inspector).ok(reportExportEndpoints.data, {
      ...params(assignment),
      query: { baseUrl: 'https://syna.example.se/' },
    });
    expect(data).toMatchObject({
      firm: { name: world.firm.name },
      assignment: { number: assignment.number },
      objects: [{ name: 'Bostadshus', remarks: [{ title: 'Fuktfläck i källare', images: [{}] }] }],
    });
    const [image] = (data as { objects: { remarks: { images: { image: string }[] }[] }[] }).objects[0]!
      .remarks[0]!.images;
    expect(image!.image).toMatch(
      new RegExp(`^https://syna\\.example\\.se/${world.firm.id}/v1/content/assets/`),
    );

    const flat = await world.as(world.inspector).ok(reportExportEndpoints.data, {
      ...params(assignment),
      query: { flat: 'true' },
    });
    expect(flat).toMatchObject({ 'firm.name': world.firm.name, 'assignment.number': assignment.number });
    expect(flat).not.toHaveProperty('firm');
  });

  it('carries the judgement the inspector wrote in the report attributes of the assignment and its remarks', async () => {
    const assignment = await buildInspection(world.app, world.firm, world.owner, { number: '2026-0901' });
    const object = await addObject(world.app, world.firm, world.owner, assignment.id, { name: 'Källare' });
    await addRemark(world.app, world.firm, world.owner, assignment.id, object.id, {
      title: 'Fuktfläck',
      attributes: { [REPORT_ATTRIBUTES.recommendation]: 'Åtgärda dräneringen.' },
    });
    for (const [name, value] of [
      [REPORT_ATTRIBUTES.riskAnalysis, 'Risk för fuktskador i grundmuren.'],
      [REPORT_ATTRIBUTES.furtherInvestigation, 'Fuktmätning i ytterväggarna.'],
    ] as const) {
      await world.as(world.owner).ok(inspectionEndpoints.setAttribute, {
        params: { tenant: world.firm.id, id: assignment.id, name },
        body: { value },
      });
    }
    const data = await world
      .as(world.inspector)
      .ok(reportExportEndpoints.data, { ...params(assignment), query: {} });
    expect(data).toMatchObject({
      report: {
        riskAnalysis: 'Risk för fuktskador i grundmuren.',
        furtherInvestigation: 'Fuktmätning i ytterväggarna.',
      },
      objects: [{ remarks: [{ title: 'Fuktfläck', recommendation: 'Åtgärda dräneringen.' }] }],
    });
  });

  it('numbers the remarks as the app does, names their grades, and sums up the serious ones and the investigations', async () => {
    const assignment = await buildInspection(world.app, world.firm, world.owner, { number: '2026-0902' });
    const grades = await world
      .as(world.owner)
      .ok(remarkGradeEndpoints.list, { params: { tenant: world.firm.id }, query: {} });
    const grade = (name: string) => grades.items.find((candidate) => candidate.name === name)!.id;
    const house = await addObject(world.app, world.firm, world.owner, assignment.id, { name: 'Bostadshus' });
    const garage = await addObject(world.app, world.firm, world.owner, assignment.id, { name: 'Garage' });
    await addRemark(world.app, world.firm, world.owner, assignment.id, house.id, {
      title: 'Sprucken takpanna',
      gradeId: grade('Anmärkning'),
    });
    await addRemark(world.app, world.firm, world.owner, assignment.id, house.id, {
      title: 'Fuktskada i bjälklag',
      gradeId: grade('Allvarligt fel'),
      recommendedAction: 'Byt skadat virke.',
      investigate: true,
      investigation: 'Fuktmätning från krypgrunden.',
      costEstimate: 45_000,
    });
    await addRemark(world.app, world.firm, world.owner, assignment.id, garage.id, {
      title: 'Öppen elcentral',
      gradeId: grade('Säkerhetsrisk'),
      investigate: true,
    });

    const data = await world
      .as(world.inspector)
      .ok(reportExportEndpoints.data, { ...params(assignment), query: {} });
    expect(data).toMatchObject({
      objects: [
        {
          remarks: [
            { number: '1.1', grade: 'Anmärkning', recommendation: '', investigation: '', costEstimate: '' },
            {
              number: '1.2',
              grade: 'Allvarligt fel',
              recommendation: 'Byt skadat virke.',
              investigation: 'Fuktmätning från krypgrunden.',
              costEstimate: '45\u00a0000\u00a0kr',
            },
          ],
        },
        { remarks: [{ number: '2.1', grade: 'Säkerhetsrisk' }] },
      ],
      seriousFindings: [
        { number: '1.2', title: 'Fuktskada i bjälklag', grade: 'Allvarligt fel', object: 'Bostadshus' },
        { number: '2.1', title: 'Öppen elcentral', grade: 'Säkerhetsrisk', object: 'Garage' },
      ],
      investigations: [
        { number: '1.2', investigation: 'Fuktmätning från krypgrunden.' },
        { number: '2.1', investigation: 'Fortsatt teknisk utredning rekommenderas.' },
      ],
    });

    // The base template prints them, and leaves out the labels of what was not written.
    const base = await world.as(world.owner).ok(baseTemplateEndpoints.copy, {
      params: { tenant: world.firm.id, key: 'overlatelsebesiktning' },
    });
    const { text } = await exportedReport(world.app, world.owner, world.firm.id, assignment.id, {
      template: base.id,
    });
    const summary = text.slice(text.indexOf('Sammanfattning'), text.indexOf('Uppdrag och parter'));
    expect(summary).toContain('1.2 Fuktskada i bjälklag');
    expect(summary).toContain('2.1 Öppen elcentral');
    expect(summary).not.toContain('Sprucken takpanna');
    expect(text).toContain('1.1 Sprucken takpanna');
    expect(text).toContain('Kostnadsuppskattning:');
    // One recommended action was written: its label is printed for it alone (summary and remark).
    expect(text.match(/Rekommenderad åtgärd:/g)).toHaveLength(2);
    expect(text).not.toMatch(/Kategori:|Plats:/);
  });

  it('prints a remark’s photos two abreast, each with the remark’s number and the inspector’s caption', async () => {
    const { assignment, object, remark, photo } = await assignmentWithPhoto();
    const at = remarkAt(world.firm, assignment.id, object.id, remark.id);
    const second = await addPhoto(world.app, world.owner, at);
    await addPhoto(world.app, world.owner, at);
    // The annotated photo's caption is written through its annotated version, and kept on the original.
    const version = (await world.as(world.owner).ok(remarkEndpoints.list, at)).items[0]!.images.find(
      (image) => image.originalId === photo.id,
    )!;
    await captionPhoto(world.app, world.owner, at, version.id, 'Fukt vid norra grundmuren');
    await captionPhoto(world.app, world.owner, at, second.id, 'Mätpunkt 2');

    const data = await world
      .as(world.inspector)
      .ok(reportExportEndpoints.data, { ...params(assignment), query: {} });
    const [shown] = (data as { objects: { remarks: ReportRemark[] }[] }).objects[0]!.remarks;
    expect(shown!.images.map(({ number, caption }) => ({ number, caption }))).toEqual([
      { number: '1.1', caption: 'Fukt vid norra grundmuren' },
      { number: '1.1', caption: 'Mätpunkt 2' },
      { number: '1.1', caption: '' },
    ]);
    expect(shown!.photoRows.map((row) => [row.left.caption, row.right?.caption ?? null])).toEqual([
      ['Fukt vid norra grundmuren', 'Mätpunkt 2'],
      ['', null],
    ]);

    const base = await world.as(world.owner).ok(baseTemplateEndpoints.copy, {
      params: { tenant: world.firm.id, key: 'overlatelsebesiktning' },
    });
    const { text, xml, media } = await exportedReport(world.app, world.owner, world.firm.id, assignment.id, {
      template: base.id,
    });
    expect(text).toContain('Bild till anmärkning 1.1: Fukt vid norra grundmuren');
    expect(text).toContain('Bild till anmärkning 1.1: Mätpunkt 2');
    expect(text).not.toMatch(/Bild till anmärkning 1\.1:\s*(Bild|$)/);
    expect(media.filter((bytes) => bytes.length > 100)).toHaveLength(3);
    // Each photo stands at most half the page's width: 290 px at 96 dpi, in EMU.
    const widths = [...xml.matchAll(/<wp:extent cx="(\d+)"/g)].map((match) => Number(match[1]));
    expect(widths).toHaveLength(3);
    for (const width of widths) expect(width).toBeLessThanOrEqual(REPORT_HALF_IMAGE_BOX.width * 9525);
  });

  it('signs the protocol with the inspector’s name and certification and the firm’s insurance, each only where written', async () => {
    const assignment = await buildInspection(world.app, world.firm, world.owner, { number: '2026-0904' });
    const base = await world.as(world.owner).ok(baseTemplateEndpoints.copy, {
      params: { tenant: world.firm.id, key: 'overlatelsebesiktning' },
    });
    const signature = async () => {
      const { text } = await exportedReport(world.app, world.owner, world.firm.id, assignment.id, {
        template: base.id,
      });
      // Runs are read apart with a space between: spaces are counted as one here.
      return text.slice(text.lastIndexOf('Underskrift')).replace(/\s+/g, ' ');
    };
    const unsigned = await signature();
    expect(unsigned).not.toMatch(/besiktningsman|Certifiering|Ansvarsförsäkring/);

    await world.as(world.owner).ok(inspectionEndpoints.update, {
      params: { tenant: world.firm.id, id: assignment.id },
      body: { inspectorId: world.inspector.id },
    });
    await world.as(world.inspector).ok(profileEndpoints.addFeature, {
      params: { tenant: world.firm.id },
      body: { name: CERTIFICATION_PROPERTY, value: 'SBR-certifierad överlåtelsebesiktningsman, nr 1234' },
    });
    await world.as(world.owner).ok(organizationEndpoints.update, {
      params: { tenant: world.firm.id },
      body: { insurance: 'If Skadeförsäkring AB, försäkringsnummer SP 123456' },
    });
    const data = await world
      .as(world.inspector)
      .ok(reportExportEndpoints.data, { ...params(assignment), query: {} });
    expect(data).toMatchObject({
      firm: { insurance: 'If Skadeförsäkring AB, försäkringsnummer SP 123456' },
      assignment: {
        inspector: 'Ingrid Inspektör',
        inspectorCertification: 'SBR-certifierad överlåtelsebesiktningsman, nr 1234',
      },
    });
    const signed = await signature();
    expect(signed).toContain('Ingrid Inspektör, besiktningsman');
    expect(signed).toContain('Certifiering: SBR-certifierad överlåtelsebesiktningsman, nr 1234');
    expect(signed).toContain('Ansvarsförsäkring: If Skadeförsäkring AB, försäkringsnummer SP 123456');
    await world.as(world.owner).ok(organizationEndpoints.update, {
      params: { tenant: world.firm.id },
      body: { insurance: null },
    });
  });

  it('prints the assignment’s input forms by their keys, and a template names only fields the firm’s forms have', async () => {
    const key = uniqueFormKey('fastighet');
    const form = await world.as(world.owner).ok(formEndpoints.create, {
      params: { tenant: world.firm.id },
      body: {
        key,
        name: { sv: 'Fastighetsuppgifter' },
        scope: 'INSPECTION',
        fields: [BUILDING_YEAR, HEATING],
      },
    });
    const assignment = await buildInspection(world.app, world.firm, world.owner, { number: '2026-0903' });
    await world.as(world.owner).ok(recordFormEndpoints.writeInspectionForm, {
      params: { tenant: world.firm.id, id: assignment.id, form: form.id },
      body: { values: { byggnadsar: 1974, uppvarmning: 'bergvarme' } },
    });
    const data = await world
      .as(world.inspector)
      .ok(reportExportEndpoints.data, { ...params(assignment), query: {} });
    expect(data).toMatchObject({ form: { [key]: { byggnadsar: '1974', uppvarmning: 'Bergvärme' } } });

    const template = await uploadTemplate(
      world.app,
      world.owner,
      world.firm.id,
      docxFile({
        paragraphs: [
          paragraph(`Byggnadsår: {form.${key}.byggnadsar}`),
          paragraph(`Uppvärmning: {form.${key}.uppvarmning}`),
          paragraph(`Radon: {form.${key}.radon}`),
        ],
      }),
    );
    const listed = await world
      .as(world.owner)
      .ok(documentTemplateEndpoints.list, { params: { tenant: world.firm.id } });
    expect(listed.items.find((item) => item.id === template.id)!.unknownFields).toEqual([
      `form.${key}.radon`,
    ]);
    const { text } = await exportedReport(world.app, world.owner, world.firm.id, assignment.id, {
      template: template.id,
    });
    expect(text).toContain('Byggnadsår: 1974');
    expect(text).toContain('Uppvärmning: Bergvärme');
  });

  it('prints the riskanalys as its risk areas, each with the assessment, and says so when none is named', async () => {
    const assignment = await buildInspection(world.app, world.firm, world.owner, { number: '2026-0905' });
    const base = await world.as(world.owner).ok(baseTemplateEndpoints.copy, {
      params: { tenant: world.firm.id, key: 'overlatelsebesiktning' },
    });
    const riskSection = async () => {
      const { text } = await exportedReport(world.app, world.owner, world.firm.id, assignment.id, {
        template: base.id,
      });
      const start = text.indexOf('Riskanalys', text.indexOf('Riskanalys och rekommendation') + 30);
      return text.slice(start, text.indexOf('Rekommendation om fortsatt teknisk undersökning', start));
    };
    expect(await riskSection()).toContain('Besiktningsmannen har inte pekat ut några särskilda riskområden.');

    const forms = await world.as(world.owner).ok(recordFormEndpoints.inspectionForms, params(assignment));
    const risk = forms.items.find((item) => item.form.key === 'riskanalys')!;
    await world.as(world.owner).ok(recordFormEndpoints.writeInspectionForm, {
      params: { tenant: world.firm.id, id: assignment.id, form: risk.form.id },
      body: {
        values: {
          risker: [
            { omrade: 'Krypgrund', bedomning: 'Uteluftsventilerad krypgrund: risk för mikrobiell påväxt.' },
            { omrade: 'Våtrum', bedomning: 'Tätskiktet är från 1989 och har passerat sin livslängd.' },
          ],
        },
      },
    });
    const named = await riskSection();
    expect(named).toContain('Krypgrund');
    expect(named).toContain('Uteluftsventilerad krypgrund: risk för mikrobiell påväxt.');
    expect(named).toContain('Våtrum');
    expect(named).not.toContain('inte pekat ut');
  });

  it("of another firm's assignment answers 404", async () => {
    const foreign = await buildInspection(world.app, world.otherFirm, world.outsider);
    const response = await world.as(world.owner).send(reportExportEndpoints.data, {
      ...params(foreign),
      query: {},
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('the report export', () => {
  it('stores the report as .docx (photos embedded, the annotated version), as version 1 with its hash', async () => {
    const { assignment } = await assignmentWithPhoto();
    const template = await uploadTemplate(world.app, world.owner, world.firm.id);
    const job = await exportReport(world.app, world.inspector, world.firm.id, assignment.id, {
      template: template.id,
    });
    expect(job).toMatchObject({ state: 'done', reason: null });
    const version = job.version!;
    expect(version).toMatchObject({
      version: 1,
      author: { id: world.inspector.id, name: 'Ingrid Inspektör' },
      template: { id: template.id },
      docx: { filename: `Besiktningsprotokoll ${assignment.number} v1.docx` },
    });

    const docx = await downloadInspectionFile(
      world.app,
      world.inspector,
      world.firm.id,
      assignment.id,
      version.docx.fileId,
    );
    expect(sha256(docx)).toBe(version.docx.sha256);
    // The version says how large its file is, as the files list does.
    expect(version.docx.size).toBe(docx.length);
    const { text, xml, media } = readDocx(docx);
    expect(text).toContain(`Besiktningsprotokoll ${assignment.number}`);
    expect(text).toContain('Anmärkning: Fuktfläck i källare');
    expect(xml).toContain('<w:drawing>');
    // One photo with marks: the annotated version alone stands in the report.
    expect(media).toHaveLength(1);

    // No LibreOffice here: the PDF has its own test (report-export-pdf.test.ts).
    expect(version).toMatchObject({ pdf: null, pdfMissing: documentMessages.pdfUnavailable.sv });
  });

  it('tells whoever asked that the report is ready, with a way to the assignment and its file to download', async () => {
    const { assignment } = await assignmentWithPhoto();
    const template = await uploadTemplate(world.app, world.owner, world.firm.id);
    const job = await exportReport(world.app, world.inspector, world.firm.id, assignment.id, {
      template: template.id,
    });
    const { items } = await world
      .as(world.inspector)
      .ok(notificationEndpoints.list, { params: { tenant: world.firm.id } });
    const page = `/${world.firm.id}/inspections/${assignment.id}`;
    expect(items[0]).toMatchObject({
      subject: `Rapporten för uppdrag ${assignment.number} är klar`,
      icon: 'report',
      read: false,
      attributes: { route: page },
      action: { label: 'Öppna uppdraget', route: page },
      attachments: [{ name: job.version!.docx.filename }],
    });
    // The attachment is the report's file, which the inspector downloads as any file of the assignment.
    const download = await world.app.inject({
      method: 'GET',
      url: items[0]!.attachments[0]!.url,
      headers: world.inspector.auth,
    });
    expect(download.statusCode).toBe(200);
    expect(sha256(download.rawPayload)).toBe(job.version!.docx.sha256);
    // The owner did not ask for it and hears nothing of it (of the reports the owner exported, yes).
    const forOwner = await world
      .as(world.owner)
      .ok(notificationEndpoints.list, { params: { tenant: world.firm.id } });
    expect(forOwner.items.filter((item) => item.action?.route === page)).toEqual([]);
  });

  it('makes a new version with new files on every export; an issued file cannot be deleted', async () => {
    const { assignment } = await assignmentWithPhoto();
    const template = await uploadTemplate(world.app, world.owner, world.firm.id);
    const first = await exportReport(world.app, world.owner, world.firm.id, assignment.id, {
      template: template.id,
      destination: { filename: 'Rapport' },
    });
    const second = await exportReport(world.app, world.owner, world.firm.id, assignment.id, {
      template: template.id,
      destination: { filename: 'Rapport' },
    });
    expect(second.version).toMatchObject({
      version: 2,
      docx: { filename: `Rapport ${assignment.number} v2.docx` },
    });
    expect(second.version!.docx.fileId).not.toBe(first.version!.docx.fileId);

    const versions = await world.as(world.inspector).ok(reportExportEndpoints.versions, params(assignment));
    expect(versions.items.map((version) => version.version)).toEqual([2, 1]);

    const refused = await world.as(world.owner).send(inspectionEndpoints.removeFile, {
      params: { tenant: world.firm.id, id: assignment.id, fileId: first.version!.docx.fileId },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ detail: 'Filen är en utfärdad rapport och kan inte tas bort' });
    const files = await world.as(world.owner).ok(inspectionEndpoints.files, params(assignment));
    expect(files.items.map((file) => file.id)).toContain(first.version!.docx.fileId);
  });

  it('keeps its assignment from being deleted: 409, and the assignment, its files and versions stay', async () => {
    const { assignment } = await assignmentWithPhoto();
    const template = await uploadTemplate(world.app, world.owner, world.firm.id);
    const job = await exportReport(world.app, world.owner, world.firm.id, assignment.id, {
      template: template.id,
    });
    const filesBefore = await world.as(world.owner).ok(inspectionEndpoints.files, params(assignment));

    const removed = await world
      .as(world.owner)
      .send(
        inspectionEndpoints.remove,
        { ...params(assignment), query: { hard: 'true' } },
        { 'accept-language': 'en' },
      );

    expect(removed.statusCode).toBe(409);
    expect(removed.json()).toMatchObject({ detail: assignmentMessages.reportsIssued.en });
    await world.as(world.owner).ok(inspectionEndpoints.get, params(assignment));
    expect(await world.as(world.owner).ok(inspectionEndpoints.files, params(assignment))).toEqual(
      filesBefore,
    );
    const versions = await world.as(world.owner).ok(reportExportEndpoints.versions, params(assignment));
    expect(versions.items.map((version) => version.id)).toEqual([job.version!.id]);
  });

  it('keeps its assignment in the database too: deleting it with SQL is refused', async () => {
    const { assignment } = await assignmentWithPhoto();
    const template = await uploadTemplate(world.app, world.owner, world.firm.id);
    await exportReport(world.app, world.owner, world.firm.id, assignment.id, { template: template.id });
    const refusal = await world.app.database
      .withTenant({ tenantId: world.firm.id }, (tx) =>
        tx.execute(sql`DELETE FROM inspections WHERE id = ${assignment.id}`),
      )
      .then(
        () => null,
        (error: Error) => error,
      );
    expect(String((refusal?.cause as Error | undefined)?.message)).toMatch(/foreign key/);
    await world.as(world.owner).ok(inspectionEndpoints.get, params(assignment));
  });

  it("stays with its assignment when the assignment's estate and project are deleted (they keep their assignments)", async () => {
    const { assignment } = await assignmentWithPhoto();
    const as = world.as(world.owner);
    const tenant = { tenant: world.firm.id };
    const project = await as.ok(projectEndpoints.create, { params: tenant, body: { name: 'Kv. Björken' } });
    const estate = await as.ok(projectEndpoints.addEstate, {
      params: { ...tenant, id: project.id },
      body: { name: 'Hus A' },
    });
    await world.app.database.withTenant({ tenantId: world.firm.id }, (tx) =>
      tx.execute(
        sql`UPDATE inspections SET project_id = ${project.id}, estate_id = ${estate.id} WHERE id = ${assignment.id}`,
      ),
    );
    const template = await uploadTemplate(world.app, world.owner, world.firm.id);
    const job = await exportReport(world.app, world.owner, world.firm.id, assignment.id, {
      template: template.id,
    });

    const estateRemoved = await as.send(projectEndpoints.removeEstate, {
      params: { ...tenant, id: project.id, estate: estate.id },
    });
    const projectRemoved = await as.send(projectEndpoints.remove, { params: { ...tenant, id: project.id } });

    expect([estateRemoved.statusCode, projectRemoved.statusCode]).toEqual([204, 204]);
    expect(await as.ok(inspectionEndpoints.get, params(assignment))).toMatchObject({
      projectId: null,
      estateId: null,
    });
    const versions = await as.ok(reportExportEndpoints.versions, params(assignment));
    expect(versions.items.map((version) => version.id)).toEqual([job.version!.id]);
  });

  it('keeps versions from being changed or deleted by the application role', async () => {
    const { assignment } = await assignmentWithPhoto();
    const template = await uploadTemplate(world.app, world.owner, world.firm.id);
    await exportReport(world.app, world.owner, world.firm.id, assignment.id, { template: template.id });
    for (const statement of [
      sql`UPDATE report_versions SET docx_sha256 = repeat('0', 64)`,
      sql`DELETE FROM report_versions`,
    ]) {
      const refusal = await world.app.database
        .withTenant({ tenantId: world.firm.id }, (tx) => tx.execute(statement))
        .then(
          () => null,
          (error: Error) => error,
        );
      expect(String((refusal?.cause as Error | undefined)?.message)).toMatch(/permission denied/);
    }
  });

  it("refuses another firm's template or assignment (404) and data about another assignment (400), writing nothing", async () => {
    const { assignment } = await assignmentWithPhoto();
    const mine = await uploadTemplate(world.app, world.owner, world.firm.id);
    const theirs = await uploadTemplate(world.app, world.outsider, world.otherFirm.id);
    const foreign = await buildInspection(world.app, world.otherFirm, world.outsider);
    const before = await exportRows();
    const as = world.as(world.owner);
    const foreignTemplate = await as.send(reportExportEndpoints.export, {
      ...params(assignment),
      body: { template: theirs.id },
    });
    expect(foreignTemplate.statusCode).toBe(404);
    const foreignAssignment = await as.send(reportExportEndpoints.export, {
      ...params(foreign),
      body: { template: mine.id },
    });
    expect(foreignAssignment.statusCode).toBe(404);
    const otherData = await as.send(reportExportEndpoints.export, {
      ...params(assignment),
      body: { template: mine.id, data: { id: foreign.id } },
    });
    expect(otherData.statusCode).toBe(400);
    expect(otherData.json()).toMatchObject({ errors: { 'body.data.id': [expect.any(String)] } });
    expect(await exportRows()).toEqual(before);
  });

  it('gives a hostile template no file, no prototype and nothing of another firm', async () => {
    const { assignment, object } = await assignmentWithPhoto();
    const foreign = await assignmentWithPhoto(world.otherFirm, world.outsider);
    const [foreignPhoto] = (
      await world
        .as(world.outsider)
        .ok(reportExportEndpoints.data, { ...params(foreign.assignment, world.otherFirm.id), query: {} })
    ).objects as { remarks: { images: { image: string }[] }[] }[];
    // The firm's own remark names the other firm's photo and a file of the server.
    await addRemark(world.app, world.firm, world.owner, assignment.id, object.id, {
      title: foreignPhoto!.remarks[0]!.images[0]!.image,
      text: '/etc/passwd',
    });
    const hostile = reportTemplate([
      paragraph('A{constructor}B{__proto__}C{toString}D{objects.constructor.name}E'),
      paragraph('{%/etc/passwd}'),
      paragraph('{%assignment.number}'),
      paragraph('{#objects}{#remarks}'),
      paragraph('{%title}'),
      paragraph('{%text}'),
      paragraph('{/remarks}{/objects}'),
    ]);
    const template = await uploadTemplate(world.app, world.owner, world.firm.id, hostile, 'Fientlig.docx');
    const { text, media } = await exportedReport(world.app, world.owner, world.firm.id, assignment.id, {
      template: template.id,
    });
    expect(text).toContain('ABCDE');
    expect(text).not.toMatch(/root:|function|Object/);
    // The firm's own photo, and else only the transparent pixel: no file and no other firm's photo.
    const pictures = media.filter((bytes) => bytes.length > 100);
    expect(pictures).toHaveLength(1);
  });
});

describe('a template whose loops multiply each other', () => {
  // That the server answers other firms meanwhile is timed alone: off-thread-work.timed.test.ts.
  it('fails its export for its size and keeps no version', async () => {
    const assignment = await assignmentWithFourParts(world.app, world.firm, world.owner, '2026-0950');
    const template = await uploadTemplate(world.app, world.owner, world.firm.id, multiplyingTemplate());
    const job = await exportReport(world.app, world.owner, world.firm.id, assignment.id, {
      template: template.id,
    });
    expect(job).toMatchObject({ state: 'failed', reason: documentMessages.renderTooLarge.sv });
    const versions = await world.as(world.owner).ok(reportExportEndpoints.versions, params(assignment));
    expect(versions.items).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { baseTemplateEndpoints, documentTemplateEndpoints } from '@syna/contracts/endpoints/documents';
import { sequenceEndpoints } from '@syna/contracts/endpoints/sequences';
import type { SequenceTarget } from '@syna/contracts/sequences';
import { callerFactory } from '../../../test/support/api-client.ts';
import { docxFile, paragraph } from '../../../test/support/docx-files.ts';
import { buildTenant, buildUser } from '../../../test/support/factories.ts';
import { buildInspection } from '../../../test/support/remark-factories.ts';
import { useWorld } from '../../../test/support/test-world.ts';
import {
  createReportApp,
  numberingFor,
  exportedReport,
  reportTemplate,
  uploadTemplate,
} from '../../../test/support/report-fixture.ts';

// An export draws the numbers its template prints, each from its own sequence (docs/DOCUMENTS.md).
// No PDF is made here: the numbers are drawn before it, and the PDF has its own tests.
const world = useWorld(async () => {
  const app = await createReportApp();
  const owner = await buildUser(app);
  const numbered = await buildTenant(app, owner);
  const unnumbered = await buildTenant(app, owner);
  return { app, as: callerFactory(app), owner, numbered, unnumbered };
});

type Firm = { id: string };
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const addSequence = (firm: Firm, target: SequenceTarget, prefix: string) =>
  numberingFor(world.app, world.owner, firm.id, target, prefix);

/** What the firm's sequence for `target` would give next: unchanged when nothing was drawn. */
async function nextNumber(firm: Firm, sequenceId: string) {
  const peek = await world.as(world.owner).ok(sequenceEndpoints.peek, {
    params: { tenant: firm.id, id: sequenceId },
  });
  return peek.number;
}

/** Exports the template for a new assignment of the firm; answers the version and the report's text. */
async function exportFor(firm: Firm, templateId: string) {
  const assignment = await buildInspection(world.app, firm, world.owner);
  const { job, text } = await exportedReport(world.app, world.owner, firm.id, assignment.id, {
    template: templateId,
  });
  return { version: job.version!, text };
}

describe('the numbers of a report export', () => {
  it('give an invoice basis consecutive invoice numbers and draw no report number', async () => {
    const { numbered: firm } = world;
    const invoices = await addSequence(firm, 'invoice', 'F-');
    const reports = await addSequence(firm, 'report', 'R-');
    const basis = await world.as(world.owner).ok(baseTemplateEndpoints.copy, {
      params: { tenant: firm.id, key: 'fakturaunderlag' },
    });

    const first = await exportFor(firm, basis.id);
    const second = await exportFor(firm, basis.id);

    expect([first.version.invoiceNumber, second.version.invoiceNumber]).toEqual(['F-0001', 'F-0002']);
    expect([first.version.reportNumber, second.version.reportNumber]).toEqual([null, null]);
    expect(first.text).toContain('F-0001');
    expect(second.text).toContain('F-0002');
    expect(await nextNumber(firm, reports.id)).toBe('R-0001');
    expect(await nextNumber(firm, invoices.id)).toBe('F-0003');
  });

  it('give a report template a report number and draw no invoice number', async () => {
    const { numbered: firm } = world;
    const sequences = await world.as(world.owner).ok(sequenceEndpoints.list, { params: { tenant: firm.id } });
    const invoices = sequences.items.find((sequence) => sequence.target === 'invoice')!;
    const invoiceBefore = await nextNumber(firm, invoices.id);
    const template = await uploadTemplate(world.app, world.owner, firm.id, reportTemplate());

    const { version, text } = await exportFor(firm, template.id);

    expect(version).toMatchObject({ reportNumber: 'R-0001', invoiceNumber: null });
    expect(text).toContain('nr R-0001');
    expect(await nextNumber(firm, invoices.id)).toBe(invoiceBefore);
  });

  it('draw none for a template that prints neither, and follow a template replaced by one that does', async () => {
    const { numbered: firm } = world;
    const sequences = await world.as(world.owner).ok(sequenceEndpoints.list, { params: { tenant: firm.id } });
    const before = await Promise.all(sequences.items.map((sequence) => nextNumber(firm, sequence.id)));
    const plain = await uploadTemplate(
      world.app,
      world.owner,
      firm.id,
      docxFile({ paragraphs: [paragraph('Uppdrag {assignment.number}')] }),
      'Enkel.docx',
    );

    const { version } = await exportFor(firm, plain.id);

    expect(version).toMatchObject({ reportNumber: null, invoiceNumber: null });
    expect(await Promise.all(sequences.items.map((sequence) => nextNumber(firm, sequence.id)))).toEqual(
      before,
    );

    // The numbers a template prints are read again when its file is replaced.
    await world
      .as(world.owner)
      .ok(documentTemplateEndpoints.replace, { params: { tenant: firm.id, id: plain.id }, body: {} }, [
        {
          name: 'Enkel.docx',
          type: DOCX,
          bytes: docxFile({ paragraphs: [paragraph('Faktura {invoice.number}')] }),
        },
      ]);
    const replaced = await exportFor(firm, plain.id);
    expect(replaced.version).toMatchObject({ reportNumber: null, invoiceNumber: 'F-0003' });
  });

  it('leave the invoice number out where the firm keeps no invoice sequence', async () => {
    const { unnumbered: firm } = world;
    const basis = await world.as(world.owner).ok(baseTemplateEndpoints.copy, {
      params: { tenant: firm.id, key: 'fakturaunderlag' },
    });

    const { version, text } = await exportFor(firm, basis.id);

    expect(version).toMatchObject({ reportNumber: null, invoiceNumber: null });
    // The row is left out, not printed with its label alone.
    expect(text).toContain('Fakturaunderlag');
    expect(text).not.toContain('Fakturanummer');
    expect(text).not.toMatch(/F-\d/);
  });
});

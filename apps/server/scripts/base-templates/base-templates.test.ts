import { readFile } from 'node:fs/promises';
import path from 'node:path';
import PizZip from 'pizzip';
import { describe, expect, it } from 'vitest';
import { BASE_TEMPLATES, REPORT_FIELDS, type ReportField } from '@syna/contracts/document-templates';
import { BASE_TEMPLATES_DIR } from '../../src/paths.ts';
import { checkDocxPackage } from '../../src/platform/docx/docx-package.ts';
import { openTemplate, unknownFields } from '../../src/platform/docx/docx-template.ts';
import { pngImage } from '../../test/support/test-images.ts';
import { BASE_TEMPLATE_BUILDERS } from './index.ts';

const committed = (key: string) => readFile(path.join(BASE_TEMPLATES_DIR, `${key}.docx`));

/** The parts of a .docx by name, without the one that records when it was written. */
function parts(bytes: Buffer): Record<string, string> {
  const zip = new PizZip(bytes);
  return Object.fromEntries(
    Object.keys(zip.files)
      .filter((name) => name !== 'docProps/core.xml')
      .map((name) => [name, zip.file(name)!.asText()]),
  );
}

/** Report data holding every field's example value (and a picture for every picture). */
function exampleData(fields: readonly ReportField[], picture: Buffer): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const field of fields) {
    const value =
      field.kind === 'loop'
        ? [exampleData(field.fields ?? [], picture)]
        : field.kind === 'image'
          ? picture
          : field.example;
    const keys = field.key.split('.');
    let scope = data;
    for (const key of keys.slice(0, -1)) scope = (scope[key] ??= {}) as Record<string, unknown>;
    scope[keys.at(-1)!] = value;
  }
  return data;
}

/** The visible text of every paragraph of the body, headers and footers. */
const textOf = (zip: PizZip) =>
  zip
    .file(/^word\/(document|header\d*|footer\d*)\.xml$/)
    .map((file) =>
      [...file.asText().matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((run) => run[1]).join(''),
    )
    .join('\n');

describe.each(BASE_TEMPLATES)('the base template $name', ({ key }) => {
  it('passes the checks of an upload and uses only report fields', async () => {
    const bytes = await committed(key);
    await expect(checkDocxPackage(bytes)).resolves.not.toThrow();
    const { tags } = openTemplate(bytes);
    expect(tags.length).toBeGreaterThan(10);
    expect(unknownFields(tags)).toEqual([]);
  });

  it('is committed as the code in scripts/base-templates builds it', async () => {
    expect(parts(await committed(key))).toEqual(parts(await BASE_TEMPLATE_BUILDERS[key]()));
  });

  it('fills every tag from report data, pictures included', async () => {
    const picture = await pngImage(40, 30);
    const { document } = openTemplate(await committed(key), {
      getImage: (value) => value as Buffer,
      getSize: () => [40, 30],
    });
    document.render(exampleData(REPORT_FIELDS, picture));
    const zip = document.getZip();
    const text = textOf(zip);
    expect(text).not.toMatch(/[{}]/);
    expect(text).toContain('Norrbesikt AB');
    expect(text).toContain('2026-0142');
    expect(zip.file(/^word\/media\//).length).toBeGreaterThan(0);
  });
});

describe('the orderbekräftelse', () => {
  const confirmation = async (assignment: Record<string, string>) => {
    const picture = await pngImage(40, 30);
    const { document } = openTemplate(await committed('orderbekraftelse'), {
      getImage: (value) => value as Buffer,
      getSize: () => [40, 30],
    });
    const data = exampleData(REPORT_FIELDS, picture);
    document.render({ ...data, assignment: { ...(data.assignment as object), ...assignment } });
    return textOf(document.getZip());
  };

  it('gives the time without a dangling dash when the visit has no end, and the end when it has', async () => {
    expect(await confirmation({ startTime: '09:00', stopTime: '' })).toMatch(/Tid09:00\s*(?!–)/);
    expect(await confirmation({ startTime: '09:00', stopTime: '11:30' })).toContain('Tid09:00–11:30');
  });

  it('repeats the customer’s own message, and leaves its label out when there is none', async () => {
    expect(await confirmation({ customerMessage: 'Nyckeln finns hos grannen.' })).toContain(
      'Ert meddelande: Nyckeln finns hos grannen.',
    );
    expect(await confirmation({ customerMessage: '' })).not.toContain('Ert meddelande');
  });
});

describe('the överlåtelsebesiktning', () => {
  it('sums up serious findings first, lists each part’s numbered remarks with their photos, and ends with the risk analysis', async () => {
    const picture = await pngImage(40, 30);
    const { document } = openTemplate(await committed('overlatelsebesiktning'), {
      getImage: (value) => value as Buffer,
      getSize: () => [40, 30],
    });
    document.render(exampleData(REPORT_FIELDS, picture));
    const text = textOf(document.getZip());
    const order = [
      'Besiktningsprotokoll – överlåtelsebesiktning',
      'Sammanfattning',
      'Allvarliga fel och risker',
      '1.3 Fuktskada i bjälklag',
      'Rekommenderade fortsatta utredningar',
      'Fuktmätning av bjälklaget.',
      'Uppdrag och parter',
      'Eva Berg',
      'I besiktningen ingår inte',
      'Förstörande ingrepp',
      'Bostadshus',
      '1.3 Fuktfläck i källare',
      'Allvarlighetsgrad: Allvarligt fel',
      'Rekommenderad åtgärd: Åtgärda dräneringen.',
      'Fortsatt teknisk utredning: Fuktmätning av grundmurens insida.',
      'Kostnadsuppskattning: 45 000 kr',
      'Bild till anmärkning 1.3',
      'Riskanalys och rekommendation om fortsatt teknisk undersökning',
      'Besiktningsmannen har inte pekat ut några särskilda riskområden.',
      'Fuktmätning i källarens ytterväggar.',
    ];
    // Each text is looked for after the one before it: found in this order, or -1 where it is not.
    let from = 0;
    const found = order.map((needle) => {
      const position = text.indexOf(needle, from);
      if (position >= 0) from = position + needle.length;
      return [needle, position >= 0];
    });
    expect(found).toEqual(order.map((needle) => [needle, true]));
  });
});

describe('the fakturaunderlag', () => {
  it('prints the assignment’s price rows and Netto, Moms and Att betala in SEK', async () => {
    const picture = await pngImage(40, 30);
    const { document } = openTemplate(await committed('fakturaunderlag'), {
      getImage: (value) => value as Buffer,
      getSize: () => [40, 30],
    });
    const row = (description: string, quantity: string, unitPrice: string, amount: string) => ({
      description,
      quantity,
      unitPrice,
      vatRate: '25 %',
      amount,
    });
    document.render({
      ...exampleData(REPORT_FIELDS, picture),
      price: {
        rows: [
          row('Överlåtelsebesiktning', '1', '10 000,00 kr', '10 000,00 kr'),
          row('Resa per km', '12,5', '10,00 kr', '125,00 kr'),
        ],
        net: '10 125,00 kr',
        vat: '2 531,25 kr',
        gross: '12 656,25 kr',
      },
    });
    const text = textOf(document.getZip());
    const order = [
      'BeskrivningAntalÀ-pris exkl. momsMomsBelopp exkl. moms',
      'Överlåtelsebesiktning110 000,00 kr25 %10 000,00 kr',
      'Resa per km12,510,00 kr25 %125,00 kr',
      'Netto10 125,00 kr',
      'Moms2 531,25 kr',
      'Att betala12 656,25 kr',
    ];
    const positions = order.map((part) => text.indexOf(part));
    expect(
      positions.every((position) => position >= 0),
      JSON.stringify(positions),
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });
});

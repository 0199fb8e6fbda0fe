import { readFile } from 'node:fs/promises';
import path from 'node:path';
import PizZip from 'pizzip';
import { describe, expect, it } from 'vitest';
import { BASE_TEMPLATES, REPORT_FIELDS, type ReportField } from '@syna/contracts/document-templates';
import { BASE_TEMPLATES_DIR } from '../../src/paths.ts';
import { checkDocxPackage, openTemplate, unknownFields } from '../../src/modules/documents/index.ts';
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

describe('the överlåtelsebesiktning', () => {
  it('lists each part’s remarks with their photos, and ends with the risk analysis', async () => {
    const picture = await pngImage(40, 30);
    const { document } = openTemplate(await committed('overlatelsebesiktning'), {
      getImage: (value) => value as Buffer,
      getSize: () => [40, 30],
    });
    document.render(exampleData(REPORT_FIELDS, picture));
    const text = textOf(document.getZip());
    const order = [
      'Besiktningsprotokoll – överlåtelsebesiktning',
      'Uppdrag och parter',
      'Eva Berg',
      'I besiktningen ingår inte',
      'Förstörande ingrepp',
      'Bostadshus',
      'Fuktfläck i källare',
      'Fuktmät grundmuren och åtgärda dräneringen.',
      'IMG_0042.jpg',
      'Riskanalys och rekommendation om fortsatt teknisk undersökning',
      'Källare med bristande dränering',
      'Fuktmätning i källarens ytterväggar.',
    ];
    const positions = order.map((needle) => text.indexOf(needle));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});

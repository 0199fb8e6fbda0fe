import { describe, expect, it } from 'vitest';
import { renderMessage } from '@syna/contracts/messages';
import { docxFile, paragraph } from '../../../test/support/docx-files.ts';
import { DocxRefused } from './docx-refused.ts';
import { formFieldTags, openTemplate, OutputLimitExceeded, unknownFields } from './docx-template.ts';

function reasons(paragraphs: string[]): readonly string[] {
  try {
    openTemplate(docxFile({ paragraphs }));
    return [];
  } catch (error) {
    if (error instanceof DocxRefused) return error.reasons.map((reason) => renderMessage(reason, 'sv'));
    throw error;
  }
}

describe('a document template', () => {
  it('lists every broken tag, each by name, in Swedish', () => {
    expect(reasons([paragraph('{firm.name'), paragraph('{#objects}'), paragraph('{/remarks}')])).toEqual([
      'Taggen firm.name avslutas inte: en } saknas',
      'Slingan objects avslutas med en annan sluttagg',
    ]);
    expect(reasons([paragraph('assignment.number}')])).toEqual([
      'Taggen assignment.number har ingen början: en { saknas',
    ]);
    // A picture replaces its whole paragraph, so its tag must stand alone there.
    expect(reasons([paragraph('Logotyp: {%firm.logo}')])).toEqual([
      'Taggen firm.logo måste stå ensam i sitt stycke',
    ]);
  });

  it('names the tags that are no field where they stand, and only those', () => {
    const { tags } = openTemplate(
      docxFile({
        paragraphs: [
          paragraph('{%firm.logo}'),
          paragraph('{firm.name} {firm.fax}'),
          paragraph('{#objects}'),
          paragraph('{name} {firm.name} {title}'),
          paragraph('{#remarks}'),
          paragraph('{title} {text} {colour}'),
          paragraph('{#images}'),
          paragraph('{%image}'),
          paragraph('{/images}'),
          paragraph('{/remarks}'),
          paragraph('{/objects}'),
          paragraph('{#rooms}{name}{/rooms}'),
        ],
      }),
    );
    // `title` belongs to a remark, not to an object; `name` inside `rooms` is unknown because
    // `rooms` is, and `firm.name` is known at any depth.
    expect(unknownFields(tags)).toEqual(['firm.fax', 'title', 'colour', 'rooms', 'name']);
  });

  it('knows a list’s count, and that a condition’s inside sees the fields around it', () => {
    const { tags } = openTemplate(
      docxFile({
        paragraphs: [
          paragraph('{#contacts.length}Parter ({contacts.length}){/contacts.length}'),
          paragraph('{#contacts.length}'),
          paragraph('{#contacts}{role} {name}{/contacts}'),
          paragraph('{/contacts.length}'),
          paragraph('{#assignment.date}{assignment.date} {#objects}{name}{/objects}{/assignment.date}'),
          paragraph('{#customer.name.length}{firm.name}{/customer.name.length} {rooms.length}'),
        ],
      }),
    );
    // A text has no count, and neither has a list the report does not have.
    expect(unknownFields(tags)).toEqual(['customer.name.length', 'rooms.length']);
  });

  it('leaves the tags of input forms to the firm’s forms: fields, a table loop and its columns', () => {
    const { tags } = openTemplate(
      docxFile({
        paragraphs: [
          paragraph(
            '{#form.fastighet.byggnadsar}Byggnadsår: {form.fastighet.byggnadsar}{/form.fastighet.byggnadsar}',
          ),
          paragraph('{#form.fastighet.balkonger}'),
          paragraph('{nummer} {skick} {assignment.number} {firm.fax}'),
          paragraph('{/form.fastighet.balkonger}'),
        ],
      }),
    );
    expect(formFieldTags(tags)).toEqual([
      'form.fastighet.byggnadsar',
      'form.fastighet.balkonger',
      'form.fastighet.balkonger.nummer',
      'form.fastighet.balkonger.skick',
      'form.fastighet.balkonger.firm.fax',
    ]);
    // A report field stays a report field inside a form's loop.
    expect(unknownFields(tags)).toEqual([]);
  });

  it('fills only what the data holds: no inherited property, no expression', () => {
    const { document } = openTemplate(
      docxFile({
        paragraphs: [
          paragraph(
            '[{firm.name}] [{constructor}] [{firm.name.constructor}] [{__proto__}] [{firm.name.length}]',
          ),
          paragraph('[{firm.name + 1}] [{process.env.HOME}] [{missing}]'),
        ],
      }),
    );
    document.render({ firm: { name: 'Norrbesikt AB' } });
    expect(document.getFullText()).toBe('[Norrbesikt AB] [] [] [] [][] [] []');
  });

  it('stops filling as soon as it writes more text or pictures than its limit', () => {
    const nested = (depth: number, inner: string) =>
      docxFile({
        paragraphs: [
          ...Array.from({ length: depth }, () => paragraph('{#objects}')),
          paragraph(inner),
          ...Array.from({ length: depth }, () => paragraph('{/objects}')),
        ],
      });
    const data = { objects: [1, 2, 3, 4].map((n) => ({ name: `Del ${n}`, logo: 'logo' })) };
    const picture = Buffer.alloc(100_000);
    const images = { getImage: () => picture, getSize: (): [number, number] => [1, 1] };
    const limit = { text: 1_000_000, pictures: 1_000_000 };
    const outcome = (template: Buffer) => {
      try {
        openTemplate(template, images, limit).document.render(data);
        return 'filled';
      } catch (error) {
        return error instanceof OutputLimitExceeded ? error.limit : error;
      }
    };
    expect(outcome(nested(2, '{name}'))).toBe('filled');
    // 4⁸ copies of a paragraph: the text passes its limit long before the 65 536th.
    expect(outcome(nested(8, '{name}'))).toBe('text');
    // 4² copies of a 100 kB picture: 1.6 MB.
    expect(outcome(nested(2, '{%logo}'))).toBe('pictures');
  });
});

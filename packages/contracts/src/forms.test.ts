import { describe, expect, it } from 'vitest';
import { FORM_DATA_TYPES, FORM_LIMITS } from './form-fields.ts';
import { formCreateSchema } from './forms.ts';

const label = { sv: 'Etikett' };
const form = (fields: unknown[]) => ({
  key: 'fastighet',
  name: { sv: 'Fastighetsuppgifter' },
  scope: 'INSPECTION',
  fields,
});

/** The messages of a refused definition, by path below `fields`. */
function refusals(fields: unknown[]): Record<string, string[]> {
  const result = formCreateSchema.safeParse(form(fields));
  if (result.success) return {};
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error.issues)
    (byPath[issue.path.join('.').replace(/^fields\.?/, '')] ??= []).push(issue.message);
  return byPath;
}

describe('a form definition', () => {
  it('takes all nine data types, filling in their defaults', () => {
    const parsed = formCreateSchema.parse(
      form([
        { key: 'beskrivning', label, type: 'TEXT', multiline: true },
        {
          key: 'byggnadsar',
          label: { sv: 'Byggnadsår', en: 'Year built' },
          type: 'INTEGER',
          min: 1600,
          max: 2100,
          default: 1970,
        },
        { key: 'radon', label, type: 'DECIMAL', decimals: 0, min: 0 },
        { key: 'kallare', label, type: 'BOOLEAN', default: false },
        { key: 'besiktad', label, type: 'DATE', max: '2030-01-01' },
        { key: 'ankomst', label, type: 'DATETIME' },
        { key: 'uppvarmning', label, type: 'SINGLE', choices: [{ key: 'el', label }], default: 'el' },
        { key: 'avlopp', label, type: 'MULTIPLE', choices: [{ key: 'pvc', label }], default: ['pvc'] },
        { key: 'balkonger', label, type: 'TABLE', columns: [{ key: 'plan', label, type: 'INTEGER' }] },
      ]),
    );
    expect(parsed.fields.map((field) => field.type)).toEqual(FORM_DATA_TYPES);
    expect(parsed.fields[0]).toMatchObject({ required: false, maxLength: 1000, help: null, default: null });
    expect(parsed.fields[1]!.label).toEqual({ sv: 'Byggnadsår', en: 'Year built' });
    expect(parsed).toMatchObject({ orderTypeIds: [], inspectionTypeIds: [], archived: false });
  });

  it('keeps a blank English text or help text as none, so that the Swedish is shown', () => {
    const parsed = formCreateSchema.parse({
      ...form([
        {
          key: 'uppvarmning',
          label: { sv: 'Uppvärmning', en: ' ' },
          help: { sv: ' ', en: '' },
          type: 'SINGLE',
          choices: [{ key: 'el', label: { sv: 'El', en: '' } }],
        },
        { key: 't', label, type: 'TABLE', columns: [{ key: 'c', label: { sv: 'C', en: '' }, type: 'TEXT' }] },
      ]),
      name: { sv: 'Fastighet', en: '' },
    });
    expect(parsed.name).toEqual({ sv: 'Fastighet', en: null });
    expect(parsed.fields[0]).toMatchObject({
      label: { sv: 'Uppvärmning', en: null },
      help: null,
      choices: [{ key: 'el', label: { sv: 'El', en: null } }],
    });
    expect(parsed.fields[1]).toMatchObject({ columns: [{ label: { sv: 'C', en: null } }] });
  });

  it('refuses an unknown data type and a table inside a table', () => {
    expect(refusals([{ key: 'a', label, type: 'JSON' }])).toEqual({ '0.type': ['forms.dataTypeUnknown'] });
    expect(
      refusals([
        { key: 'a', label, type: 'TABLE', columns: [{ key: 'b', label, type: 'TABLE', columns: [] }] },
      ]),
    ).toEqual({ '0.columns.0.type': ['forms.columnTypeUnknown'] });
  });

  it('refuses a key used twice among the fields, the choices or the columns', () => {
    expect(
      refusals([
        { key: 'a', label, type: 'TEXT' },
        { key: 'a', label, type: 'BOOLEAN' },
      ]),
    ).toEqual({
      '1.key': ['forms.keyRepeated'],
    });
    expect(
      refusals([
        {
          key: 'a',
          label,
          type: 'SINGLE',
          choices: [
            { key: 'x', label },
            { key: 'x', label },
          ],
        },
      ]),
    ).toEqual({
      '0.choices.1.key': ['forms.keyRepeated'],
    });
    expect(
      refusals([
        {
          key: 't',
          label,
          type: 'TABLE',
          columns: [
            { key: 'c', label, type: 'TEXT' },
            { key: 'c', label, type: 'DATE' },
          ],
        },
      ]),
    ).toEqual({ '0.columns.1.key': ['forms.keyRepeated'] });
  });

  it('refuses a key that is no slug', () => {
    expect(refusals([{ key: 'Byggnadsår', label, type: 'TEXT' }])).toEqual({ '0.key': ['forms.keyFormat'] });
  });

  it('refuses a default that the field itself would refuse', () => {
    const choices = [{ key: 'el', label }];
    expect(refusals([{ key: 'a', label, type: 'SINGLE', choices, default: 'olja' }])).toEqual({
      '0.default': ['forms.choiceUnknown'],
    });
    expect(refusals([{ key: 'a', label, type: 'MULTIPLE', choices, default: ['el', 'olja'] }])).toEqual({
      '0.default.1': ['forms.choiceUnknown'],
    });
    expect(refusals([{ key: 'a', label, type: 'INTEGER', max: 10, default: 11 }])).toEqual({
      '0.default': ['forms.aboveMax'],
    });
    expect(
      refusals([
        { key: 't', label, type: 'TABLE', columns: [{ key: 'c', label, type: 'DATE', default: 'igår' }] },
      ]),
    ).toEqual({ '0.columns.0.default': ['forms.dateExpected'] });
  });

  it('refuses a smallest value above the largest', () => {
    expect(refusals([{ key: 'a', label, type: 'INTEGER', min: 5, max: 4 }])).toEqual({
      '0.max': ['forms.minAboveMax'],
    });
    expect(refusals([{ key: 'a', label, type: 'DATE', min: '2026-02-01', max: '2026-01-31' }])).toEqual({
      '0.max': ['forms.minAboveMax'],
    });
    expect(
      refusals([
        { key: 'a', label, type: 'DATETIME', min: '2026-01-01T01:00:00+02:00', max: '2026-01-01T00:00:00Z' },
      ]),
    ).toEqual({});
  });

  it('refuses more fields, choices and columns than its bounds', () => {
    const many = (count: number, type: string) =>
      Array.from({ length: count }, (_, index) => ({ key: `f${index}`, label, type }));
    expect(refusals(many(FORM_LIMITS.fields, 'BOOLEAN'))).toEqual({});
    expect(refusals(many(10_000, 'BOOLEAN'))).toEqual({ '': ['forms.tooManyFields'] });
    expect(
      refusals([
        {
          key: 'a',
          label,
          type: 'SINGLE',
          choices: many(FORM_LIMITS.choices + 1, 'x').map(({ key }) => ({ key, label })),
        },
      ]),
    ).toEqual({ '0.choices': ['forms.tooManyChoices'] });
    expect(
      refusals([{ key: 't', label, type: 'TABLE', columns: many(FORM_LIMITS.tableColumns + 1, 'TEXT') }]),
    ).toEqual({
      '0.columns': ['forms.tooManyColumns'],
    });
  });
});

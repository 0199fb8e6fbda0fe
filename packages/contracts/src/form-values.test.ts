import { describe, expect, it } from 'vitest';
import { formFieldSchema, type FormFieldInput } from './form-fields.ts';
import { validateFormValues } from './form-values.ts';

const label = { sv: 'Etikett' };
const choices = [
  { key: 'fjarrvarme', label: { sv: 'Fjärrvärme' } },
  { key: 'bergvarme', label: { sv: 'Bergvärme' } },
];

type FieldInput = Partial<FormFieldInput> & Pick<FormFieldInput, 'type'>;

/** A form of one field, as the server stores it (the schema's defaults filled in). */
const formOf = (field: FieldInput) => ({
  fields: [formFieldSchema.parse({ key: 'falt', label, ...field })],
});

/** The messages, by key, that the value of the one field gets. */
const problems = (field: FieldInput, value: unknown) =>
  Object.fromEntries(
    Object.entries(validateFormValues(formOf(field), { falt: value })).map(([path, messages]) => [
      path,
      messages.map((message) => message.key),
    ]),
  );

describe('validateFormValues', () => {
  it('takes TEXT within its length, on one line unless multiline', () => {
    expect(problems({ type: 'TEXT', maxLength: 5 }, 'Tegel')).toEqual({});
    expect(problems({ type: 'TEXT', maxLength: 5 }, 'Trähus')).toEqual({
      'values.falt': ['validation.tooLong'],
    });
    expect(problems({ type: 'TEXT' }, 'rad ett\nrad två')).toEqual({
      'values.falt': ['forms.oneLineExpected'],
    });
    expect(problems({ type: 'TEXT', multiline: true }, 'rad ett\nrad två')).toEqual({});
    expect(problems({ type: 'TEXT' }, 12)).toEqual({ 'values.falt': ['forms.textExpected'] });
  });

  it('takes INTEGER as a whole number within min and max', () => {
    const field = { type: 'INTEGER', min: 1800, max: 2100 } as const;
    expect(problems(field, 1974)).toEqual({});
    expect(problems(field, 1974.5)).toEqual({ 'values.falt': ['forms.integerExpected'] });
    expect(problems(field, '1974')).toEqual({ 'values.falt': ['forms.integerExpected'] });
    expect(problems(field, 1700)).toEqual({ 'values.falt': ['forms.belowMin'] });
    expect(problems(field, 2200)).toEqual({ 'values.falt': ['forms.aboveMax'] });
  });

  it('takes DECIMAL with at most its decimals, within min and max', () => {
    const field = { type: 'DECIMAL', min: 0, max: 1000, decimals: 1 } as const;
    expect(problems(field, 212.5)).toEqual({});
    expect(problems(field, 0)).toEqual({});
    expect(problems(field, 212.55)).toEqual({ 'values.falt': ['forms.tooManyDecimals'] });
    expect(problems(field, -1)).toEqual({ 'values.falt': ['forms.belowMin'] });
    expect(problems(field, 1000.5)).toEqual({ 'values.falt': ['forms.aboveMax'] });
    expect(problems(field, '212,5')).toEqual({ 'values.falt': ['forms.numberExpected'] });
    expect(problems(field, Number.NaN)).toEqual({ 'values.falt': ['forms.numberExpected'] });
  });

  it('takes BOOLEAN as true or false', () => {
    expect(problems({ type: 'BOOLEAN' }, false)).toEqual({});
    expect(problems({ type: 'BOOLEAN' }, 'ja')).toEqual({ 'values.falt': ['forms.booleanExpected'] });
  });

  it('takes DATE as a real calendar date within min and max', () => {
    const field = { type: 'DATE', min: '2020-01-01', max: '2030-12-31' } as const;
    expect(problems(field, '2024-02-29')).toEqual({});
    expect(problems(field, '2023-02-29')).toEqual({ 'values.falt': ['forms.dateExpected'] });
    expect(problems(field, '29/2 2024')).toEqual({ 'values.falt': ['forms.dateExpected'] });
    expect(problems(field, '2019-12-31')).toEqual({ 'values.falt': ['forms.beforeMin'] });
    expect(problems(field, '2031-01-01')).toEqual({ 'values.falt': ['forms.afterMax'] });
  });

  it('takes DATETIME as a moment with its offset, compared as moments', () => {
    const field = { type: 'DATETIME', min: '2026-01-01T00:00:00Z', max: null } as const;
    expect(problems(field, '2026-03-29T02:30:00+02:00')).toEqual({});
    expect(problems(field, '2026-03-29T02:30')).toEqual({ 'values.falt': ['forms.dateTimeExpected'] });
    expect(problems(field, '2026-02-30T10:00:00Z')).toEqual({ 'values.falt': ['forms.dateTimeExpected'] });
    // Half past midnight in Stockholm on New Year's Day is still the old year in UTC.
    expect(problems(field, '2026-01-01T00:30:00+01:00')).toEqual({ 'values.falt': ['forms.beforeMin'] });
  });

  it('takes SINGLE as one of its choices by key', () => {
    expect(problems({ type: 'SINGLE', choices }, 'bergvarme')).toEqual({});
    expect(problems({ type: 'SINGLE', choices }, 'Bergvärme')).toEqual({
      'values.falt': ['forms.choiceUnknown'],
    });
    expect(problems({ type: 'SINGLE', choices }, ['bergvarme'])).toEqual({
      'values.falt': ['forms.choiceUnknown'],
    });
  });

  it('takes MULTIPLE as a list of its choices, each once', () => {
    expect(problems({ type: 'MULTIPLE', choices }, ['bergvarme', 'fjarrvarme'])).toEqual({});
    expect(problems({ type: 'MULTIPLE', choices }, 'bergvarme')).toEqual({
      'values.falt': ['forms.choicesExpected'],
    });
    expect(problems({ type: 'MULTIPLE', choices }, ['bergvarme', 'olja', 'bergvarme'])).toEqual({
      'values.falt.1': ['forms.choiceUnknown'],
      'values.falt.2': ['forms.choiceRepeated'],
    });
  });

  it('takes TABLE as rows of typed cells, each row checked column by column', () => {
    const table: FieldInput = {
      type: 'TABLE',
      maxRows: 2,
      columns: [
        { key: 'plats', label, type: 'TEXT', required: true },
        { key: 'bredd', label, type: 'DECIMAL', decimals: 2, min: 0 },
        { key: 'inglasad', label, type: 'BOOLEAN' },
      ],
    };
    expect(problems(table, [{ plats: 'Plan 2', bredd: 1.25, inglasad: true }, { plats: 'Plan 3' }])).toEqual(
      {},
    );
    expect(
      problems(table, [
        { plats: '', bredd: 'bred' },
        { plats: 'Plan 3', djup: 2 },
      ]),
    ).toEqual({
      'values.falt.0.plats': ['forms.valueRequired'],
      'values.falt.0.bredd': ['forms.numberExpected'],
      'values.falt.1.djup': ['forms.fieldUnknown'],
    });
    expect(
      problems(
        table,
        [{}, {}, {}].map(() => ({ plats: 'x' })),
      ),
    ).toEqual({ 'values.falt': ['forms.tooManyRows'] });
    expect(problems(table, ['Plan 2'])).toEqual({ 'values.falt.0': ['forms.rowExpected'] });
    expect(problems(table, { plats: 'Plan 2' })).toEqual({ 'values.falt': ['forms.rowsExpected'] });
  });

  it('asks for a required field left empty, and lets an optional one be empty', () => {
    for (const empty of [undefined, null, '  ', []]) {
      expect(problems({ type: 'TEXT', required: true }, empty)).toEqual({
        'values.falt': ['forms.valueRequired'],
      });
      expect(problems({ type: 'TEXT' }, empty)).toEqual({});
    }
    expect(validateFormValues(formOf({ type: 'INTEGER', required: true }), {})).toEqual({
      'values.falt': [{ key: 'forms.valueRequired' }],
    });
  });

  it('refuses a key that names no field, and values that are no object', () => {
    expect(validateFormValues(formOf({ type: 'BOOLEAN' }), { falt: true, borttaget: 'x' })).toEqual({
      'values.borttaget': [{ key: 'forms.fieldUnknown' }],
    });
    expect(validateFormValues(formOf({ type: 'BOOLEAN' }), [true])).toEqual({
      values: [{ key: 'forms.valuesExpected' }],
    });
  });

  it('names the limit a value breaks, for the message to show', () => {
    expect(validateFormValues(formOf({ type: 'INTEGER', max: 10 }), { falt: 11 })).toEqual({
      'values.falt': [{ key: 'forms.aboveMax', values: { maximum: 10 } }],
    });
  });
});

import { describe, expect, it } from 'vitest';
import { formFieldSchema, type FormFieldInput } from './form-fields.ts';
import { formValuesForDocuments, formValueText } from './form-value-text.ts';

const field = (input: FormFieldInput) => formFieldSchema.parse(input);
const label = (sv: string) => ({ sv });

describe('a form value as a document prints it', () => {
  it('writes each type in Swedish', () => {
    expect(formValueText(field({ key: 'a', label: label('År'), type: 'INTEGER' }), 1974)).toBe('1974');
    expect(formValueText(field({ key: 'a', label: label('Kostnad'), type: 'INTEGER' }), 12500)).toBe(
      '12\u00a0500',
    );
    expect(
      formValueText(field({ key: 'a', label: label('Yta'), type: 'DECIMAL', decimals: 1 }), 1234.5),
    ).toBe('1234,5');
    expect(formValueText(field({ key: 'a', label: label('Radon'), type: 'BOOLEAN' }), true)).toBe('Ja');
    expect(formValueText(field({ key: 'a', label: label('Radon'), type: 'BOOLEAN' }), false)).toBe('Nej');
    expect(
      formValueText(field({ key: 'a', label: label('När'), type: 'DATETIME' }), '2026-06-01T08:30:00Z'),
    ).toBe('2026-06-01 10:30');
    const heating = field({
      key: 'a',
      label: label('Värme'),
      type: 'MULTIPLE',
      choices: [
        { key: 'fjarrvarme', label: label('Fjärrvärme') },
        { key: 'pellets', label: label('Pellets') },
        { key: 'el', label: label('Direktverkande el') },
      ],
    });
    expect(formValueText(heating, ['el', 'fjarrvarme'])).toBe('Fjärrvärme, Direktverkande el');
  });

  it('prints nothing for a missing value, or one the field cannot read', () => {
    const year = field({ key: 'a', label: label('År'), type: 'INTEGER' });
    expect(formValueText(year, undefined)).toBe('');
    expect(formValueText(year, 'nittonhundra')).toBe('');
    const single = field({
      key: 'a',
      label: label('Tak'),
      type: 'SINGLE',
      choices: [{ key: 'plat', label: label('Plåt') }],
    });
    expect(formValueText(single, 'borttagen')).toBe('');
  });

  it('gives a form’s values by field key, a table as rows of columns', () => {
    const fields = [
      field({ key: 'byggnadsar', label: label('Byggnadsår'), type: 'INTEGER' }),
      field({
        key: 'balkonger',
        label: label('Balkonger'),
        type: 'TABLE',
        columns: [
          { key: 'nummer', label: label('Nr'), type: 'TEXT' },
          {
            key: 'skick',
            label: label('Skick'),
            type: 'SINGLE',
            choices: [{ key: 'bra', label: label('Bra') }],
          },
        ],
      }),
      field({ key: 'anteckning', label: label('Anteckning'), type: 'TEXT' }),
    ];
    expect(
      formValuesForDocuments(fields, {
        byggnadsar: 1974,
        balkonger: [{ nummer: '1A', skick: 'bra' }, { nummer: '1B' }],
      }),
    ).toEqual({
      byggnadsar: '1974',
      balkonger: [
        { nummer: '1A', skick: 'Bra' },
        { nummer: '1B', skick: '' },
      ],
      anteckning: '',
    });
  });
});

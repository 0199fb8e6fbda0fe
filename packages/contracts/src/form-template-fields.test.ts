import { describe, expect, it } from 'vitest';
import { formFieldSchema, type FormFieldInput } from './form-fields.ts';
import { formFieldExample } from './form-template-fields.ts';

const example = (field: Partial<FormFieldInput> & Pick<FormFieldInput, 'type'>) =>
  formFieldExample(formFieldSchema.parse({ key: 'falt', label: { sv: 'Fält' }, ...field }));

describe('the example a template help list shows for a number field', () => {
  it('is a year for a whole number bounded by years, kept within the bounds', () => {
    expect(example({ type: 'INTEGER', min: 1600, max: 2100 })).toBe('1974');
    expect(example({ type: 'INTEGER', min: 1800, max: 2125 })).toBe('1974');
    expect(example({ type: 'INTEGER', min: 1800, max: null })).toBe('1974');
    expect(example({ type: 'INTEGER', min: 2000, max: 2125 })).toBe('2060');
  });

  it('is a whole number for an integer, a round one within its bounds', () => {
    expect(example({ type: 'INTEGER' })).toBe('12');
    expect(example({ type: 'INTEGER', min: 0, max: 7 })).toBe('4');
    expect(example({ type: 'INTEGER', min: 100, max: 1000 })).toBe('550');
    expect(example({ type: 'INTEGER', min: 20 })).toBe('20');
    expect(example({ type: 'INTEGER', min: 0, max: 50_000 })).toBe('12');
  });

  it('has the decimals of a decimal field', () => {
    expect(example({ type: 'DECIMAL', decimals: 2 })).toBe('12,50');
    expect(example({ type: 'DECIMAL', decimals: 0 })).toBe('13');
    expect(example({ type: 'DECIMAL', decimals: 1, min: 0, max: 7 })).toBe('3,5');
    expect(example({ type: 'DECIMAL', decimals: 2, min: 1800, max: 2125 })).toBe('1960,00');
  });

  it('is the field’s default where it has one', () => {
    expect(example({ type: 'INTEGER', min: 1600, max: 2100, default: 1850 })).toBe('1850');
  });
});

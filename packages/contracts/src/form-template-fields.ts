import type { FormTemplateFields, ReportField } from './document-templates.ts';
import type { FormColumn, FormField } from './form-fields.ts';
import { formValueText } from './form-value-text.ts';

/** The year a year field's example shows (byggår, an installation's year), kept within its bounds. */
const SAMPLE_YEAR = 1974;
/** Bounds within these are years. */
const YEARS = { from: 1000, to: 2200 };

interface NumberBounds {
  min: number | null;
  max: number | null;
}

/** A whole number field bounded by years (byggår 1600–2100): its example is a year, not a count. */
const boundedByYears = ({ min, max }: NumberBounds) =>
  min !== null && min >= YEARS.from && min <= YEARS.to && (max === null || max <= YEARS.to);

const roundTo = (value: number, decimals: number) => Number(value.toFixed(decimals));

/**
 * A round number near the middle of a range, as a person would pick one: 0–1 000 gives 500,
 * 1 800–2 125 gives 1 960, 0–7 gives 4 (3,5 with a decimal), never more decimals than the field has.
 */
function roundMiddle(min: number, max: number, decimals: number): number {
  const span = max - min;
  const step = Math.max(span > 0 ? 10 ** (Math.floor(Math.log10(span)) - 1) : 0, 10 ** -decimals);
  const rounded = Math.round((min + max) / 2 / step) * step;
  return roundTo(Math.min(Math.max(rounded, min), max), decimals);
}

/**
 * A plausible value of a number field with `decimals` decimals: `sample` (a year for a field
 * bounded by years) when the field accepts it, else a round number within its bounds.
 */
function numberSample(field: NumberBounds, sample: number, decimals: number): number {
  const wanted = decimals === 0 && boundedByYears(field) ? SAMPLE_YEAR : sample;
  const { min, max } = field;
  if ((min === null || wanted >= min) && (max === null || wanted <= max)) return roundTo(wanted, decimals);
  if (min !== null && max !== null) return roundMiddle(min, max, decimals);
  return roundTo(min ?? max ?? wanted, decimals);
}

/** A sample date or moment within the field's bounds (ISO texts compare as they sort). */
function dateWithin(field: { min: string | null; max: string | null }, sample: string) {
  if (field.min !== null && sample < field.min) return field.min;
  if (field.max !== null && sample > field.max) return field.max;
  return sample;
}

/** A value the field accepts, to show what it prints: its default where it has one. */
function sampleValue(field: FormField | FormColumn): unknown {
  if (field.type !== 'TABLE' && field.default !== null) return field.default;
  switch (field.type) {
    case 'TEXT':
      return field.multiline ? 'Text på flera rader' : 'Text';
    case 'INTEGER':
      return numberSample(field, 12, 0);
    case 'DECIMAL':
      return numberSample(field, 12.5, field.decimals);
    case 'BOOLEAN':
      return true;
    case 'DATE':
      return dateWithin(field, '2026-11-26');
    case 'DATETIME':
      return dateWithin(field, '2026-11-26T09:00:00.000Z');
    case 'SINGLE':
      return field.choices[0]?.key;
    case 'MULTIPLE':
      return field.choices.slice(0, 2).map((choice) => choice.key);
    case 'TABLE':
      return null;
  }
}

/** A field's example as a document prints it, written by the report's own formatting. */
export function formFieldExample(field: FormField | FormColumn): string {
  return formValueText(field, sampleValue(field));
}

const described = (field: FormField | FormColumn) => ({
  sv: field.label.sv,
  en: field.label.en ?? field.label.sv,
  example: formFieldExample(field),
});

/**
 * A form's fields as a template names them: `form.<form>.<field>`, a TABLE a loop whose columns
 * are written inside it by their own keys (`{#form.x.balkonger}{nummer}{/form.x.balkonger}`).
 */
export function formTemplateFields(form: {
  key: string;
  name: { sv: string; en: string | null };
  fields: readonly FormField[];
}): FormTemplateFields {
  return {
    key: form.key,
    name: { sv: form.name.sv, en: form.name.en ?? form.name.sv },
    fields: form.fields.map((field): ReportField => {
      const key = `form.${form.key}.${field.key}`;
      if (field.type !== 'TABLE') return { key, kind: 'text', ...described(field) };
      return {
        key,
        kind: 'loop',
        ...described(field),
        fields: field.columns.map((column) => ({ key: column.key, kind: 'text', ...described(column) })),
      };
    }),
  };
}

/**
 * Every path a template may print of these forms: each field's, a table's columns below it and its
 * `length` (its count of rows), and the form's own (`{#form.<form>}…{/form.<form>}` prints what
 * stands between only when anything of the form is written: the report leaves an empty form out).
 */
export function formTemplatePaths(forms: readonly FormTemplateFields[]): Set<string> {
  return new Set(
    forms.flatMap((form) => [
      `form.${form.key}`,
      ...form.fields.flatMap((field) => [
        field.key,
        ...(field.fields ? [`${field.key}.length`] : []),
        ...(field.fields ?? []).map((column) => `${field.key}.${column.key}`),
      ]),
    ]),
  );
}

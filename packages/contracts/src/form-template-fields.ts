import type { FormTemplateFields, ReportField } from './document-templates.ts';
import type { FormColumn, FormField } from './form-fields.ts';
import { formValueText } from './form-value-text.ts';

/** A sample a number field accepts: the middle of its range, or `sample` kept within the bound it has. */
function numberWithin(field: { min: number | null; max: number | null }, sample: number, whole: boolean) {
  if (field.min !== null && field.max !== null) {
    const middle = (field.min + field.max) / 2;
    return whole ? Math.round(middle) : middle;
  }
  return Math.min(Math.max(sample, field.min ?? sample), field.max ?? sample);
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
      return numberWithin(field, 12, true);
    case 'DECIMAL':
      return numberWithin(field, 12.5, false);
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

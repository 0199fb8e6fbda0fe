import type { FormColumn, FormField } from './form-fields.ts';
import { LOCALE } from './constants.ts';
import { formatDateTime } from './format.ts';

/**
 * A number as Swedish writing has it: a decimal comma, and thousands spaced from five digits on
 * (1974, 2 500 is written 2500, 12 500), so that a year never reads "1 974".
 */
function swedishNumber(value: number, decimals: number): string {
  return value.toLocaleString(LOCALE, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: Math.abs(value) >= 10_000,
  });
}

/**
 * A stored form value as a report or an e-mail prints it, in Swedish (the documents are): numbers
 * in the Swedish format with the field's decimals, yes or no, a choice by its label, several
 * choices joined, dates as written and a moment in Swedish time. A value the field cannot read
 * (written before the field changed type) prints as nothing rather than as something wrong.
 */
export function formValueText(field: FormField | FormColumn, value: unknown): string {
  if (value === null || value === undefined) return '';
  switch (field.type) {
    case 'TEXT':
    case 'DATE':
      return typeof value === 'string' ? value : '';
    case 'INTEGER':
      return typeof value === 'number' ? swedishNumber(value, 0) : '';
    case 'DECIMAL':
      return typeof value === 'number' ? swedishNumber(value, field.decimals) : '';
    case 'BOOLEAN':
      return value === true ? 'Ja' : value === false ? 'Nej' : '';
    case 'DATETIME':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? formatDateTime(value) : '';
    case 'SINGLE':
      return field.choices.find((choice) => choice.key === value)?.label.sv ?? '';
    case 'MULTIPLE':
      return Array.isArray(value)
        ? field.choices
            .filter((choice) => value.includes(choice.key))
            .map((choice) => choice.label.sv)
            .join(', ')
        : '';
    case 'TABLE':
      // A table is rows, not one text: formValuesForDocuments lists them.
      return '';
  }
}

/**
 * A record's values of one form as a report's data holds them: each field by its key as text, a
 * TABLE field as its rows (each column by its key), so a template writes
 * `{form.fastighetsuppgifter.byggnadsar}` and loops `{#form.fastighetsuppgifter.balkonger}`.
 * A field without a value is an empty text (an empty list for a table).
 */
export function formValuesForDocuments(
  fields: readonly FormField[],
  values: Readonly<Record<string, unknown>>,
): Record<string, string | Record<string, string>[]> {
  return Object.fromEntries(
    fields.map((field) => {
      const value = values[field.key];
      if (field.type !== 'TABLE') return [field.key, formValueText(field, value)];
      const rows = Array.isArray(value) ? (value as unknown[]) : [];
      return [
        field.key,
        rows.map((row) =>
          Object.fromEntries(
            field.columns.map((column) => [
              column.key,
              formValueText(column, (row as Record<string, unknown> | null)?.[column.key]),
            ]),
          ),
        ),
      ];
    }),
  );
}

/**
 * A record's values of one form as an e-mail prints them: each field by its key as text, as a
 * report prints it; a TABLE field, which plain text cannot loop over, as one line per row with
 * each column's label and value (`Nummer: 1, Djup (m): 1,5`), the empty ones left out.
 */
export function formValuesForEmail(
  fields: readonly FormField[],
  values: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const texts = formValuesForDocuments(fields, values);
  return Object.fromEntries(
    fields.map((field) => {
      const text = texts[field.key];
      if (field.type !== 'TABLE' || !Array.isArray(text)) {
        return [field.key, typeof text === 'string' ? text : ''];
      }
      const lines = text.map((row) =>
        field.columns
          .filter((column) => row[column.key])
          .map((column) => `${column.label.sv}: ${row[column.key]}`)
          .join(', '),
      );
      return [field.key, lines.join('\n')];
    }),
  );
}

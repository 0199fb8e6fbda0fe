import { calendarDateSchema } from './dates.ts';
import type { FormColumn, FormField } from './form-fields.ts';
import type { MessageRef } from './messages.ts';

/**
 * The values of one record's form (an assignment's, an object's ...) checked against the form's
 * definition, the same on the server and in the browser. Values are keyed by field key: TEXT,
 * DATE (`YYYY-MM-DD`) and DATETIME (ISO 8601 with its offset) as text, INTEGER and DECIMAL as
 * numbers, BOOLEAN as true or false, SINGLE as a choice's key, MULTIPLE as a list of choice keys,
 * TABLE as a list of rows keyed by column key. Null, absent, blank text and an empty list are
 * "not filled in".
 */

/** Field messages by where the value is (`values.byggnadsar`, `values.balkonger.2.bredd`): the shape of a 400's `errors`. */
export type FormFieldErrors = Record<string, MessageRef[]>;

/** A record's values of one form, by field key. */
export type FormValues = Readonly<Record<string, unknown>>;

/** Whether a value counts as not filled in: what a required field refuses. */
export const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
const isMoment = (value: unknown): value is string =>
  typeof value === 'string' &&
  ISO_MOMENT.test(value) &&
  calendarDateSchema.safeParse(value.slice(0, 10)).success &&
  !Number.isNaN(Date.parse(value));

/** How many decimals a number is written with (`2.50` is 2.5: one). */
function decimalsOf(value: number): number {
  const [, fraction = ''] = String(value).split('.');
  return /e/i.test(String(value)) ? Infinity : fraction.length;
}

type RangeMessages = ['forms.belowMin', 'forms.aboveMax'] | ['forms.beforeMin', 'forms.afterMax'];

/** A value below its field's smallest or above its largest, compared by `order` (moments as moments). */
function rangeProblem<Value extends string | number>(
  field: { min: Value | null; max: Value | null },
  value: Value,
  order: (bound: Value) => string | number,
  [early, late]: RangeMessages,
): MessageRef | null {
  if (field.min !== null && order(value) < order(field.min))
    return { key: early, values: { minimum: field.min } };
  if (field.max !== null && order(value) > order(field.max))
    return { key: late, values: { maximum: field.max } };
  return null;
}

/** The first message a value breaks for its field's type and limits, or null when it fits. */
function valueProblem(field: FormColumn, value: unknown): MessageRef | null {
  switch (field.type) {
    case 'TEXT':
      if (typeof value !== 'string') return { key: 'forms.textExpected' };
      if (value.length > field.maxLength)
        return { key: 'validation.tooLong', values: { maximum: field.maxLength } };
      if (!field.multiline && /[\r\n]/.test(value)) return { key: 'forms.oneLineExpected' };
      return null;
    case 'INTEGER':
    case 'DECIMAL':
      if (field.type === 'INTEGER' && !Number.isSafeInteger(value)) return { key: 'forms.integerExpected' };
      if (typeof value !== 'number' || !Number.isFinite(value)) return { key: 'forms.numberExpected' };
      if (field.type === 'DECIMAL' && decimalsOf(value) > field.decimals)
        return { key: 'forms.tooManyDecimals', values: { decimals: field.decimals } };
      return rangeProblem(field, value, (bound) => bound, ['forms.belowMin', 'forms.aboveMax']);
    case 'BOOLEAN':
      return typeof value === 'boolean' ? null : { key: 'forms.booleanExpected' };
    case 'DATE':
      if (typeof value !== 'string' || !calendarDateSchema.safeParse(value).success)
        return { key: 'forms.dateExpected' };
      return rangeProblem(field, value, (bound) => bound, ['forms.beforeMin', 'forms.afterMax']);
    case 'DATETIME':
      if (!isMoment(value)) return { key: 'forms.dateTimeExpected' };
      return rangeProblem(field, value, Date.parse, ['forms.beforeMin', 'forms.afterMax']);
    case 'SINGLE':
      return typeof value === 'string' && field.choices.some((choice) => choice.key === value)
        ? null
        : { key: 'forms.choiceUnknown' };
    case 'MULTIPLE':
      return Array.isArray(value) ? null : { key: 'forms.choicesExpected' };
  }
}

function add(errors: FormFieldErrors, path: string, message: MessageRef): void {
  (errors[path] ??= []).push(message);
}

/** Each chosen key of a MULTIPLE value must be one of the field's choices, and chosen once. */
function checkChoices(
  field: Extract<FormField, { type: 'MULTIPLE' }>,
  chosen: unknown[],
  path: string,
  errors: FormFieldErrors,
) {
  const seen = new Set<unknown>();
  chosen.forEach((choice, index) => {
    if (typeof choice !== 'string' || !field.choices.some((known) => known.key === choice))
      add(errors, `${path}.${index}`, { key: 'forms.choiceUnknown' });
    else if (seen.has(choice)) add(errors, `${path}.${index}`, { key: 'forms.choiceRepeated' });
    seen.add(choice);
  });
}

/** A TABLE value: a list of at most `maxRows` rows, each an object of the columns' values. */
function checkRows(
  field: Extract<FormField, { type: 'TABLE' }>,
  rows: unknown,
  path: string,
  errors: FormFieldErrors,
) {
  if (!Array.isArray(rows)) return add(errors, path, { key: 'forms.rowsExpected' });
  if (rows.length > field.maxRows)
    return add(errors, path, { key: 'forms.tooManyRows', values: { maximum: field.maxRows } });
  rows.forEach((row, index) => {
    if (!isRecord(row)) return add(errors, `${path}.${index}`, { key: 'forms.rowExpected' });
    checkRecord(field.columns, row, `${path}.${index}`, errors);
  });
}

/**
 * Checks one value against its field, adding what is wrong to `errors` under `path` (and below it
 * for a list's items and a table's cells). Used for a definition's defaults too.
 */
export function checkFieldValue(
  field: FormField | FormColumn,
  value: unknown,
  path: string,
  errors: FormFieldErrors,
): void {
  if (isEmpty(value)) {
    if (field.required) add(errors, path, { key: 'forms.valueRequired' });
    return;
  }
  if (field.type === 'TABLE') return checkRows(field, value, path, errors);
  const problem = valueProblem(field, value);
  if (problem) return add(errors, path, problem);
  if (field.type === 'MULTIPLE') checkChoices(field, value as unknown[], path, errors);
}

/** A set of values keyed by the fields' keys: each field's value checked, a key of no field refused. */
function checkRecord(
  fields: readonly (FormField | FormColumn)[],
  values: Readonly<Record<string, unknown>>,
  path: string,
  errors: FormFieldErrors,
): void {
  const known = new Set(fields.map((field) => field.key));
  for (const key of Object.keys(values))
    if (!known.has(key)) add(errors, `${path}.${key}`, { key: 'forms.fieldUnknown' });
  for (const field of fields)
    checkFieldValue(
      field,
      Object.hasOwn(values, field.key) ? values[field.key] : undefined,
      `${path}.${field.key}`,
      errors,
    );
}

/**
 * A record's values checked against a form definition (one version's fields): every field's type,
 * requiredness, limits and choices, every TABLE row's typed cells, and no key that names no field.
 * Answers the field messages keyed `values.<field>` (`values.<field>.<row>.<column>` in a table),
 * empty when the values fit; the server answers them in its 400, under the body's path.
 */
export function validateFormValues(
  form: { readonly fields: readonly FormField[] },
  values: unknown,
): FormFieldErrors {
  const errors: FormFieldErrors = {};
  if (!isRecord(values)) add(errors, 'values', { key: 'forms.valuesExpected' });
  else checkRecord(form.fields, values, 'values', errors);
  return errors;
}

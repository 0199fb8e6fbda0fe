import { z } from 'zod';
import { listResponseSchema } from './list.ts';
import {
  FORM_LIMITS,
  FORM_SCOPES,
  formFieldSchema,
  formKeySchema,
  translatedTextSchema,
  type FormColumn,
  type FormField,
} from './form-fields.ts';
import { checkFieldValue, type FormFieldErrors } from './form-values.ts';

/**
 * Input forms: what a firm records on its orders, projects, estates, assignments and objects,
 * defined by its administrators. A form has a stable `key` (import/export matches forms by it and
 * report tags name it: `{form.fastighetsuppgifter.byggnadsar}`), a scope, the order and inspection types it applies
 * to (none listed: all of them) and ordered fields of nine data types. Every saved change of the
 * fields is a new `version`; stored values name the version they were written with, so a changed
 * form never breaks them (docs/ARCHITECTURE.md, "Input forms").
 */

type Issues = { path: (string | number)[]; message: string; params?: Record<string, string | number> }[];

/** Keys used more than once in a list of keyed things: their places after the first. */
function repeatedKeys(items: readonly { key: string }[]): number[] {
  const seen = new Set<string>();
  return items.flatMap((item, index) => {
    if (seen.has(item.key)) return [index];
    seen.add(item.key);
    return [];
  });
}

/** The checks one field needs beyond its shape: limits in order, unique choice and column keys, a valid default. */
function fieldIssues(field: FormField | FormColumn): Issues {
  const issues: Issues = [];
  if ('min' in field && field.min !== null && field.max !== null) {
    const [min, max] =
      field.type === 'DATETIME' ? [Date.parse(field.min), Date.parse(field.max)] : [field.min, field.max];
    if (min > max) issues.push({ path: ['max'], message: 'forms.minAboveMax' });
  }
  if (field.type === 'SINGLE' || field.type === 'MULTIPLE')
    for (const index of repeatedKeys(field.choices))
      issues.push({ path: ['choices', index, 'key'], message: 'forms.keyRepeated' });
  if (field.type === 'TABLE') {
    for (const index of repeatedKeys(field.columns))
      issues.push({ path: ['columns', index, 'key'], message: 'forms.keyRepeated' });
    field.columns.forEach((column, index) =>
      issues.push(
        ...fieldIssues(column).map((issue) => ({ ...issue, path: ['columns', index, ...issue.path] })),
      ),
    );
  }
  // A default must be a value the field itself would take (a choice of its list, within its limits).
  if (issues.length === 0 && field.default !== null) {
    const errors: FormFieldErrors = {};
    checkFieldValue(field, field.default, 'default', errors);
    for (const [path, messages] of Object.entries(errors))
      for (const message of messages)
        issues.push({
          path: path.split('.'),
          message: message.key,
          ...(message.values ? { params: message.values as Record<string, string | number> } : {}),
        });
  }
  return issues;
}

type Translated = { sv: string; en: string | null };
/** A text whose English is blank has none: null, so that readers fall back to the Swedish. */
const withoutBlankEnglish = <Text extends Translated>(text: Text): Text => ({ ...text, en: text.en || null });

/** A field as it is stored: blank English texts and a blank help text as null, in its choices and columns too. */
function withoutBlankTexts<Field extends FormField | FormColumn>(field: Field): Field {
  return {
    ...field,
    label: withoutBlankEnglish(field.label),
    help: field.help && (field.help.sv || field.help.en) ? withoutBlankEnglish(field.help) : null,
    ...('choices' in field
      ? { choices: field.choices.map((choice) => ({ ...choice, label: withoutBlankEnglish(choice.label) })) }
      : {}),
    ...('columns' in field ? { columns: field.columns.map(withoutBlankTexts) } : {}),
  };
}

/** A form's ordered fields, each key used once, each field's limits and default consistent. */
export const formFieldsSchema = z
  .array(formFieldSchema)
  .max(FORM_LIMITS.fields, 'forms.tooManyFields')
  .superRefine((fields, context) => {
    for (const index of repeatedKeys(fields))
      context.addIssue({ code: 'custom', path: [index, 'key'], message: 'forms.keyRepeated' });
    fields.forEach((field, index) => {
      for (const issue of fieldIssues(field))
        context.addIssue({
          code: 'custom',
          path: [index, ...issue.path],
          message: issue.message,
          params: issue.params,
        });
    });
  })
  .transform((fields) => fields.map(withoutBlankTexts));

const key = formKeySchema;
const name = translatedTextSchema(FORM_LIMITS.label, 'validation.name').transform(withoutBlankEnglish);
const typeIds = z
  .array(z.uuid('forms.typeUnknown'))
  .max(FORM_LIMITS.types, 'forms.tooManyTypes')
  .transform((ids) => [...new Set(ids)]);

/** What a form applies to: its scope, and the order and inspection types (none: all). */
const applicability = {
  scope: z.enum(FORM_SCOPES, { error: 'forms.scopeUnknown' }),
  orderTypeIds: z.array(z.uuid()),
  inspectionTypeIds: z.array(z.uuid()),
};

/** A form as the list shows it, without its fields. */
export const formSummarySchema = z
  .object({
    id: z.uuid(),
    key: z.string(),
    name: translatedTextSchema(FORM_LIMITS.label, 'validation.name'),
    ...applicability,
    archived: z.boolean(),
    version: z.number().int(),
    fieldCount: z.number().int(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'FormSummary' });
export type FormSummary = z.infer<typeof formSummarySchema>;

/** A form with its fields in their order, as of its current `version`. */
export const formSchema = formSummarySchema
  .omit({ fieldCount: true })
  .extend({ fields: z.array(formFieldSchema) })
  .meta({ id: 'Form' });
export type Form = z.infer<typeof formSchema>;

export const formListSchema = listResponseSchema(formSummarySchema).meta({ id: 'FormList' });

/** The list's query: archived forms are included only when asked for, as in every lookup list. */
export const formListQuerySchema = z.object({ archived: z.stringbool().optional() });
export type FormListQuery = z.infer<typeof formListQuerySchema>;

/** A new form; its key is given once and never changes (imports and report tags match by it). */
export const formCreateSchema = z
  .object({
    key,
    name,
    scope: applicability.scope,
    orderTypeIds: typeIds.default([]),
    inspectionTypeIds: typeIds.default([]),
    archived: z.boolean().default(false),
    fields: formFieldsSchema.default([]),
  })
  .meta({ id: 'FormCreate' });
export type FormCreate = z.infer<typeof formCreateSchema>;
export type FormCreateInput = z.input<typeof formCreateSchema>;

/**
 * A change of a form: only the parts sent change; `fields` replaces the whole ordered list and,
 * when it differs, makes a new version. With the `version` last read, a change made on an older
 * version is refused (409), so nobody overwrites fields they have not seen.
 */
export const formUpdateSchema = z
  .object({
    name,
    scope: applicability.scope,
    orderTypeIds: typeIds,
    inspectionTypeIds: typeIds,
    archived: z.boolean(),
    fields: formFieldsSchema,
    version: z.number().int().min(1),
  })
  .partial()
  .meta({ id: 'FormUpdate' });
export type FormUpdate = z.infer<typeof formUpdateSchema>;
export type FormUpdateInput = z.input<typeof formUpdateSchema>;

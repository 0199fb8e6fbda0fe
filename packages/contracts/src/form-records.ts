import { z } from 'zod';
import { formFieldSchema } from './form-fields.ts';
import { formSchema } from './forms.ts';
import { listResponseSchema } from './list.ts';

/**
 * A record's input forms: the forms that apply to one order, project, estate, assignment or
 * object (its scope, and its order or inspection type among the form's, or the form naming none),
 * each with the values the record has of it. Values are kept with the version of the form they
 * were written with, and read with that version's fields, so a form changed since never breaks
 * them and a field removed since is still labelled (docs/ARCHITECTURE.md, "Input forms").
 */

/** The values a record has of one form, as last written. */
export const storedFormValuesSchema = z
  .object({
    /** The form's version they were written with, and its fields. */
    version: z.number().int(),
    fields: z.array(formFieldSchema),
    values: z.record(z.string(), z.unknown()),
    updatedAt: z.iso.datetime(),
    updatedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  })
  .meta({ id: 'StoredFormValues' });
export type StoredFormValues = z.infer<typeof storedFormValuesSchema>;

/** One form of a record: its current definition, and the values stored (null: none yet). */
export const recordFormSchema = z
  .object({ form: formSchema, stored: storedFormValuesSchema.nullable() })
  .meta({ id: 'RecordForm' });
export type RecordForm = z.infer<typeof recordFormSchema>;

export const recordFormListSchema = listResponseSchema(recordFormSchema).meta({ id: 'RecordFormList' });

/**
 * Which of a parent's records (an assignment's objects, a project's estates) have input forms to
 * show, in one answer for all of them: `every` when a form in use applies to each (by scope and
 * type), and besides the records that hold values of a form (archived since, say).
 */
export const recordsWithFormsSchema = z
  .object({ every: z.boolean(), withValues: z.array(z.uuid()) })
  .meta({ id: 'RecordsWithForms' });
export type RecordsWithForms = z.infer<typeof recordsWithFormsSchema>;

/**
 * Body of `PUT …/forms/{form}`: all of the record's values of the form, checked against its
 * current version (400 with the field errors `body.values.<field>`), stored with that version.
 */
export const recordFormValuesInputSchema = z
  .object({ values: z.record(z.string(), z.unknown()) })
  .meta({ id: 'RecordFormValues' });
export type RecordFormValuesInput = z.infer<typeof recordFormValuesInputSchema>;

import { z } from 'zod';
import { translatedTextSchema } from './form-fields.ts';
import { listResponseSchema } from './list.ts';
import { REMARK_TITLE_MAX_LENGTH } from './remarks.ts';
import { optionalText } from './text.ts';

/**
 * Inspection blueprints (uppdragsmallar): an inspection type's standard set-up, kept by the firm's
 * administrators. A blueprint names its inspection type, the objects a new assignment gets in
 * order (each with its template remarks) and the input forms that go with it. Creating an
 * assignment from one copies its objects and remarks; the assignment keeps no tie to it
 * (docs/ARCHITECTURE.md, "Inspection blueprints").
 */

/** The bounds of one blueprint, so that a recipe never grows past what a dialog creates at once. */
export const BLUEPRINT_LIMITS = {
  name: 200,
  objects: 50,
  objectName: 200,
  remarksPerObject: 50,
  remarkText: 20_000,
  forms: 50,
} as const;

/** A text whose English is blank has none: null, so that readers fall back to the Swedish. */
const name = translatedTextSchema(BLUEPRINT_LIMITS.name, 'validation.name').transform((text) => ({
  ...text,
  en: text.en || null,
}));

/** A remark written on its object when an assignment is created from the blueprint. */
export const blueprintRemarkSchema = z
  .object({
    title: z.string().trim().min(1, 'validation.title').max(REMARK_TITLE_MAX_LENGTH, 'validation.tooLong'),
    text: optionalText(BLUEPRINT_LIMITS.remarkText, { error: 'validation.tooLong' }),
    /** A grade of the firm's scale (`/remark-grades`), or none. */
    gradeId: z.uuid('remarks.gradeUnknown').nullable().default(null),
  })
  .meta({ id: 'BlueprintRemark' });
export type BlueprintRemark = z.infer<typeof blueprintRemarkSchema>;
export type BlueprintRemarkInput = z.input<typeof blueprintRemarkSchema>;

/** An object a new assignment gets, with its template remarks in order. */
export const blueprintObjectSchema = z
  .object({
    name: z.string().trim().min(1, 'validation.name').max(BLUEPRINT_LIMITS.objectName, 'validation.tooLong'),
    remarks: z
      .array(blueprintRemarkSchema)
      .max(BLUEPRINT_LIMITS.remarksPerObject, 'blueprints.tooManyRemarks')
      .default([]),
  })
  .meta({ id: 'BlueprintObject' });
export type BlueprintObject = z.infer<typeof blueprintObjectSchema>;
export type BlueprintObjectInput = z.input<typeof blueprintObjectSchema>;

const objects = z.array(blueprintObjectSchema).max(BLUEPRINT_LIMITS.objects, 'blueprints.tooManyObjects');
/** The input forms that go with the blueprint: each once, in the order given. */
const formIds = z
  .array(z.uuid('blueprints.formUnknown'))
  .max(BLUEPRINT_LIMITS.forms, 'blueprints.tooManyForms')
  .transform((ids) => [...new Set(ids)]);
const typeId = z.uuid('assignments.typeMissing');

/** A blueprint as the list shows it: without its objects, with their count. */
export const blueprintSummarySchema = z
  .object({
    id: z.uuid(),
    name: z.object({ sv: z.string(), en: z.string().nullable() }),
    typeId: z.uuid(),
    /** The inspection type's name, to show beside the blueprint's own. */
    typeName: z.string(),
    /** Its English name, when the firm gave it one. */
    typeNameEn: z.string().nullable(),
    archived: z.boolean(),
    objectCount: z.number().int(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'BlueprintSummary' });
export type BlueprintSummary = z.infer<typeof blueprintSummarySchema>;

/** An object of a stored blueprint, as it is answered. */
const storedObjectSchema = z.object({
  name: z.string(),
  remarks: z.array(
    z.object({ title: z.string(), text: z.string().nullable(), gradeId: z.uuid().nullable() }),
  ),
});

/** A blueprint whole: its objects with their remarks in order, and its forms. */
export const blueprintSchema = blueprintSummarySchema
  .omit({ objectCount: true })
  .extend({ objects: z.array(storedObjectSchema), formIds: z.array(z.uuid()) })
  .meta({ id: 'Blueprint' });
export type Blueprint = z.infer<typeof blueprintSchema>;

export const blueprintListSchema = listResponseSchema(blueprintSummarySchema).meta({ id: 'BlueprintList' });

/**
 * The list's query. `archived=true` adds the archived blueprints (administrators);
 * `create=true` keeps only what the new-assignment dialog may offer: neither the blueprint nor its
 * inspection type archived. A member who is not an administrator always gets the latter.
 */
export const blueprintListQuerySchema = z.object({
  archived: z.stringbool().optional(),
  create: z.stringbool().optional(),
});
export type BlueprintListQuery = z.infer<typeof blueprintListQuerySchema>;

export const blueprintCreateSchema = z
  .object({
    name,
    typeId,
    archived: z.boolean().default(false),
    objects: objects.default([]),
    formIds: formIds.default([]),
  })
  .meta({ id: 'BlueprintCreate' });
export type BlueprintCreate = z.infer<typeof blueprintCreateSchema>;
export type BlueprintCreateInput = z.input<typeof blueprintCreateSchema>;

/** A change of a blueprint: only the parts sent change; `objects` and `formIds` replace the whole lists. */
export const blueprintUpdateSchema = z
  .object({ name, typeId, archived: z.boolean(), objects, formIds })
  .partial()
  .meta({ id: 'BlueprintUpdate' });
export type BlueprintUpdate = z.infer<typeof blueprintUpdateSchema>;
export type BlueprintUpdateInput = z.input<typeof blueprintUpdateSchema>;

import { z } from 'zod';
import { blueprintCreateSchema, blueprintObjectSchema, blueprintRemarkSchema } from './blueprints.ts';
import { formKeySchema } from './form-fields.ts';
import { formCreateSchema } from './forms.ts';
import {
  contactRoleCreateSchema,
  inspectionBranchCreateSchema,
  inspectionStatusCreateSchema,
  inspectionTypeCreateSchema,
  remarkGradeCreateSchema,
} from './lookups.ts';
import { metadataGroupSchema, metadataKeySchema } from './metadata.ts';
import { orderTypeCreateSchema } from './orders.ts';

/**
 * A firm's set-up as one versioned JSON file (SPEC §7 "Import and export of metadata and
 * remarks", "Forms"): its lookups, order types, input forms, blueprints and metadata groups,
 * exported from one firm and imported into another (or the same) in two steps, a preview and then
 * applying it in one transaction. The file holds no database ids: every item is matched by its
 * stable key (a form's `key`, a lookup's name, a blueprint's Swedish name, a metadata group's
 * name), and an item names the items it refers to by those keys.
 */

/** What every file says it is; a file that says anything else is refused. */
export const METADATA_FILE_FORMAT = 'syna-metadata';
/** The format's version written now; an older one is read (upgraded step by step), a newer one refused. */
export const METADATA_FILE_VERSION = 1;
/** The largest file taken (413 above). */
export const METADATA_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** The most items of one group a file may hold (400 above). */
export const METADATA_GROUP_MAX_ITEMS = 2_000;

/**
 * The groups of a file in the order applying writes them: each refers only to groups before it
 * (a branch to its inspection type, an order type to inspection types, a form to order and
 * inspection types, a blueprint to its type, forms and remark grades).
 */
export const METADATA_GROUPS = [
  'inspectionTypes',
  'inspectionStatuses',
  'contactRoles',
  'remarkGrades',
  'branches',
  'orderTypes',
  'forms',
  'blueprints',
  'metadata',
] as const;
export type MetadataGroup = (typeof METADATA_GROUPS)[number];

/** The name by which one item names another. */
const itemName = z.string().trim().min(1, 'validation.name').max(200, 'validation.tooLong');
const names = (max: number) => z.array(itemName).max(max, 'metadataImport.tooManyNames');

/** A branch names its inspection type; it is matched by both names. */
const branchItemSchema = inspectionBranchCreateSchema.extend({ inspectionType: itemName });
/** An order type names the inspection types it offers. */
const orderTypeItemSchema = orderTypeCreateSchema
  .omit({ inspectionTypeIds: true })
  .extend({ inspectionTypes: names(50).min(1, 'validation.inspectionTypes') });
/** A form names the order and inspection types it applies to (none: all of them). */
const formItemSchema = formCreateSchema
  .omit({ orderTypeIds: true, inspectionTypeIds: true })
  .extend({ orderTypes: names(100).default([]), inspectionTypes: names(100).default([]) });
/** A blueprint names its inspection type, its forms by key and its remarks' grades by name. */
const blueprintItemSchema = blueprintCreateSchema
  .omit({ typeId: true, formIds: true, objects: true })
  .extend({
    inspectionType: itemName,
    forms: z.array(formKeySchema).max(50, 'blueprints.tooManyForms').default([]),
    objects: z
      .array(
        blueprintObjectSchema.extend({
          remarks: z
            .array(
              blueprintRemarkSchema
                .omit({ gradeId: true })
                .extend({ grade: itemName.nullable().default(null) }),
            )
            .max(50, 'blueprints.tooManyRemarks')
            .default([]),
        }),
      )
      .max(50, 'blueprints.tooManyObjects')
      .default([]),
  });
/** A metadata group, by its name, with its values. */
const metadataItemSchema = z.object({ name: metadataKeySchema, values: metadataGroupSchema });

/** Each group's item, as a file holds it and a preview keeps it. */
export const METADATA_ITEM_SCHEMAS = {
  inspectionTypes: inspectionTypeCreateSchema,
  inspectionStatuses: inspectionStatusCreateSchema,
  contactRoles: contactRoleCreateSchema,
  remarkGrades: remarkGradeCreateSchema,
  branches: branchItemSchema,
  orderTypes: orderTypeItemSchema,
  forms: formItemSchema,
  blueprints: blueprintItemSchema,
  metadata: metadataItemSchema,
} as const satisfies Record<MetadataGroup, z.ZodType>;
export type MetadataItem<Group extends MetadataGroup> = z.output<(typeof METADATA_ITEM_SCHEMAS)[Group]>;
export type MetadataItemInput<Group extends MetadataGroup> = z.input<(typeof METADATA_ITEM_SCHEMAS)[Group]>;

/** The groups as a file holds them: lists of items, the metadata groups an object by name. */
export type MetadataFileGroups = {
  [Group in Exclude<MetadataGroup, 'metadata'>]?: MetadataItemInput<Group>[];
} & { metadata?: Record<string, z.input<typeof metadataGroupSchema>> };

/** The file: what it is, its version, when and from which firm (informative), and its groups. */
export interface MetadataFile {
  format: typeof METADATA_FILE_FORMAT;
  version: number;
  exported: string;
  firm: string;
  groups: MetadataFileGroups;
}

export const metadataGroupEnum = z.enum(METADATA_GROUPS, { error: 'metadataImport.groupUnknown' });

/** Body of the whole export: the groups named, or all of them. */
export const metadataExportSchema = z
  .object({ groups: z.array(metadataGroupEnum).max(METADATA_GROUPS.length).optional() })
  .meta({ id: 'MetadataExport' });
export type MetadataExport = z.infer<typeof metadataExportSchema>;

/** Body of one group's export: the items named by their keys (a form's key, a lookup's name), or all. */
export const metadataGroupExportSchema = z
  .object({ items: z.array(z.string().max(300)).max(METADATA_GROUP_MAX_ITEMS).optional() })
  .meta({ id: 'MetadataGroupExport' });
export type MetadataGroupExport = z.infer<typeof metadataGroupExportSchema>;

/** Body of the forms' export: the forms by id. */
export const formExportSchema = z
  .object({ items: z.array(z.uuid('forms.formMissing')).min(1, 'metadataImport.noForms').max(1000) })
  .meta({ id: 'FormExport' });
export type FormExport = z.infer<typeof formExportSchema>;

/** What applying would do with an item: add it, change the firm's, nothing, or refuse it (and why). */
export const METADATA_ITEM_STATES = ['new', 'changed', 'unchanged', 'refused'] as const;
export type MetadataItemState = (typeof METADATA_ITEM_STATES)[number];

export const metadataImportItemSchema = z
  .object({
    /** The item's place in its group of the file, from 0: what `items` of an apply names. */
    index: z.number().int(),
    /** Its stable key as the file writes it (a form's key, a name, "type / branch"). */
    key: z.string(),
    state: z.enum(METADATA_ITEM_STATES),
    /** For a changed item, the fields that differ from the firm's (a metadata group: its values' names). */
    changes: z.array(z.string()),
    /** For a refused item, why, in the request's language. */
    reason: z.string().nullable(),
  })
  .meta({ id: 'MetadataImportItem' });
export type MetadataImportItem = z.infer<typeof metadataImportItemSchema>;

const stateCounts = z.record(z.enum(METADATA_ITEM_STATES), z.number().int());

export const metadataImportPreviewSchema = z
  .object({
    id: z.string(),
    filename: z.string(),
    created: z.string(),
    /** When it was applied; a preview is applied once. */
    applied: z.string().nullable(),
    /** What the file says of itself: its version, when and from which firm it was exported. */
    version: z.number().int(),
    exported: z.string(),
    firm: z.string(),
    counts: stateCounts,
    /** The groups the file holds, in the order applying writes them. */
    groups: z.array(
      z.object({ group: metadataGroupEnum, counts: stateCounts, items: z.array(metadataImportItemSchema) }),
    ),
  })
  .meta({ id: 'MetadataImportPreview' });
export type MetadataImportPreview = z.infer<typeof metadataImportPreviewSchema>;

/** Applies a preview (`file`): the new and changed items of the groups named, or of all its groups. */
export const metadataImportApplySchema = z
  .object({
    file: z.uuid({ error: 'remarkImport.previewId' }),
    groups: z.array(metadataGroupEnum).min(1).max(METADATA_GROUPS.length).optional(),
  })
  .meta({ id: 'MetadataImportApply' });
export type MetadataImportApply = z.infer<typeof metadataImportApplySchema>;

/** Applies one group of a preview: its new and changed items, or those `items` names (by index). */
export const metadataGroupImportApplySchema = z
  .object({
    file: z.uuid({ error: 'remarkImport.previewId' }),
    items: z.array(z.number().int().min(0)).max(METADATA_GROUP_MAX_ITEMS).optional(),
  })
  .meta({ id: 'MetadataGroupImportApply' });
export type MetadataGroupImportApply = z.infer<typeof metadataGroupImportApplySchema>;

export const metadataImportResultSchema = z
  .object({ created: z.number().int(), updated: z.number().int() })
  .meta({ id: 'MetadataImportResult' });
export type MetadataImportResult = z.infer<typeof metadataImportResultSchema>;

import { z } from 'zod';
import { listResponseSchema } from './list.ts';
import { optionalText } from './text.ts';

/**
 * The lookup tables administrators keep: inspection types, statuses, contact roles, branches,
 * project types and remark grades. Every lookup has a name, a place in the order and an archived flag; an
 * archived one stays on the records that use it but is no longer offered for new ones. Its name is
 * Swedish; an optional English name is what users who read the app in English see instead.
 */

/** The longest name of a lookup, Swedish or English, in characters. */
export const LOOKUP_NAME_LENGTH_MAX = 100;
const lookupName = z.string().trim().min(1, 'validation.name').max(LOOKUP_NAME_LENGTH_MAX);
/** A lookup's English name: absent, null or blank is none. */
export const lookupEnglishName = optionalText(LOOKUP_NAME_LENGTH_MAX);

const sortOrder = z.number().int().min(0).max(100_000);
/** A colour as `#rgb` or `#rrggbb`. */
const color = z
  .string()
  .regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, 'validation.colour')
  .nullable();

/** A lookup as a record points at it: its name, and its English name if it has one. */
export const lookupReferenceSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
});

/** Fields every lookup item has. */
const itemFields = {
  id: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  sortOrder: z.number().int(),
  archived: z.boolean(),
};
/** Fields every update body may change; an update changes only the fields it names. */
const updateFields = { name: lookupName, nameEn: lookupEnglishName, sortOrder, archived: z.boolean() };
/** Fields every create body has: without `sortOrder` the new item goes last. */
const createFields = {
  name: lookupName,
  nameEn: lookupEnglishName,
  sortOrder: sortOrder.optional(),
  archived: z.boolean().default(false),
};

/** How long a visit of the type usually takes, in minutes: a booking without a stop time lasts this long. */
export const DEFAULT_INSPECTION_MINUTES = 120;
const durationMinutes = z
  .int('validation.duration')
  .min(15, 'validation.duration')
  .max(1440, 'validation.duration');

export const inspectionTypeSchema = z
  .object({
    ...itemFields,
    description: z.string().nullable(),
    defaultDurationMinutes: z.number().int(),
    /** Whether its finished assignments can be insured against hidden defects (an överlåtelsebesiktning's). */
    insurable: z.boolean(),
  })
  .meta({ id: 'InspectionType' });
export type InspectionType = z.infer<typeof inspectionTypeSchema>;
export const inspectionTypeCreateSchema = z
  .object({
    ...createFields,
    description: optionalText(1000),
    defaultDurationMinutes: durationMinutes.default(DEFAULT_INSPECTION_MINUTES),
    insurable: z.boolean().default(false),
  })
  .meta({ id: 'InspectionTypeCreate' });
export type InspectionTypeCreate = z.infer<typeof inspectionTypeCreateSchema>;
export const inspectionTypeUpdateSchema = z
  .object({
    ...updateFields,
    description: optionalText(1000),
    defaultDurationMinutes: durationMinutes,
    insurable: z.boolean(),
  })
  .partial()
  .meta({ id: 'InspectionTypeUpdate' });
export type InspectionTypeUpdate = z.infer<typeof inspectionTypeUpdateSchema>;

/**
 * What a status means, whatever the firm calls it: the step of the assignment's course, in the
 * course's order. The automatic moves go forward along it (never back, never out of cancelled).
 */
export const STATUS_CATEGORIES = ['new', 'booked', 'performed', 'reported', 'invoiced', 'cancelled'] as const;
export type StatusCategory = (typeof STATUS_CATEGORIES)[number];
export const statusCategorySchema = z.enum(STATUS_CATEGORIES);

/**
 * A status of an inspection; a final status closes it (it leaves the active lists). A status
 * created without a category is a booked one: a step between the first and the performed.
 */
export const inspectionStatusSchema = z
  .object({ ...itemFields, color: z.string().nullable(), final: z.boolean(), category: statusCategorySchema })
  .meta({ id: 'InspectionStatus' });
export type InspectionStatus = z.infer<typeof inspectionStatusSchema>;
export const inspectionStatusCreateSchema = z
  .object({
    ...createFields,
    color: color.default(null),
    final: z.boolean().default(false),
    category: statusCategorySchema.default('booked'),
  })
  .meta({ id: 'InspectionStatusCreate' });
export type InspectionStatusCreate = z.infer<typeof inspectionStatusCreateSchema>;
export const inspectionStatusUpdateSchema = z
  .object({ ...updateFields, color, final: z.boolean(), category: statusCategorySchema })
  .partial()
  .meta({ id: 'InspectionStatusUpdate' });
export type InspectionStatusUpdate = z.infer<typeof inspectionStatusUpdateSchema>;

/** Body of `PUT /statuses/order`: every listed status takes its place in this order. */
export const lookupOrderSchema = z
  .object({
    ids: z
      .array(z.uuid())
      .min(1)
      .max(1000)
      .refine((ids) => new Set(ids).size === ids.length, 'validation.duplicateItem'),
  })
  .meta({ id: 'LookupOrder' });
export type LookupOrder = z.infer<typeof lookupOrderSchema>;

export const contactRoleSchema = z.object(itemFields).meta({ id: 'ContactRole' });
export type ContactRole = z.infer<typeof contactRoleSchema>;
export const contactRoleCreateSchema = z.object(createFields).meta({ id: 'ContactRoleCreate' });
export type ContactRoleCreate = z.infer<typeof contactRoleCreateSchema>;
export const contactRoleUpdateSchema = z.object(updateFields).partial().meta({ id: 'ContactRoleUpdate' });
export type ContactRoleUpdate = z.infer<typeof contactRoleUpdateSchema>;

/** A branch (inriktning) of an inspection type, e.g. "Villa" under "Överlåtelsebesiktning". */
export const inspectionBranchSchema = z
  .object({ ...itemFields, typeId: z.string() })
  .meta({ id: 'InspectionBranch' });
export type InspectionBranch = z.infer<typeof inspectionBranchSchema>;
export const inspectionBranchCreateSchema = z.object(createFields).meta({ id: 'InspectionBranchCreate' });
export type InspectionBranchCreate = z.infer<typeof inspectionBranchCreateSchema>;
export const inspectionBranchUpdateSchema = z
  .object(updateFields)
  .partial()
  .meta({ id: 'InspectionBranchUpdate' });
export type InspectionBranchUpdate = z.infer<typeof inspectionBranchUpdateSchema>;

export const projectTypeSchema = z
  .object({ ...itemFields, description: z.string().nullable() })
  .meta({ id: 'ProjectType' });
export type ProjectType = z.infer<typeof projectTypeSchema>;
export const projectTypeCreateSchema = z
  .object({ ...createFields, description: optionalText(1000) })
  .meta({ id: 'ProjectTypeCreate' });
export type ProjectTypeCreate = z.infer<typeof projectTypeCreateSchema>;
export const projectTypeUpdateSchema = z
  .object({ ...updateFields, description: optionalText(1000) })
  .partial()
  .meta({ id: 'ProjectTypeUpdate' });
export type ProjectTypeUpdate = z.infer<typeof projectTypeUpdateSchema>;

/**
 * A grade of the firm's scale for remarks (e.g. "Anmärkning", "Fel", "Allvarligt fel",
 * "Säkerhetsrisk"), mildest first; a serious grade's remarks are summed up first in the report.
 */
export const remarkGradeSchema = z
  .object({ ...itemFields, color: z.string().nullable(), serious: z.boolean() })
  .meta({ id: 'RemarkGrade' });
export type RemarkGrade = z.infer<typeof remarkGradeSchema>;
export const remarkGradeCreateSchema = z
  .object({ ...createFields, color: color.default(null), serious: z.boolean().default(false) })
  .meta({ id: 'RemarkGradeCreate' });
export type RemarkGradeCreate = z.infer<typeof remarkGradeCreateSchema>;
export const remarkGradeUpdateSchema = z
  .object({ ...updateFields, color, serious: z.boolean() })
  .partial()
  .meta({ id: 'RemarkGradeUpdate' });
export type RemarkGradeUpdate = z.infer<typeof remarkGradeUpdateSchema>;

/** Query of every lookup list: archived items are included only when asked for. */
export const lookupListQuerySchema = z.object({ archived: z.stringbool().optional() });
export type LookupListQuery = z.infer<typeof lookupListQuerySchema>;

/** The list response of each lookup, ordered by `sortOrder`, then name. */
export const inspectionTypeListSchema = listResponseSchema(inspectionTypeSchema).meta({
  id: 'InspectionTypeList',
});
export const inspectionStatusListSchema = listResponseSchema(inspectionStatusSchema).meta({
  id: 'InspectionStatusList',
});
export const contactRoleListSchema = listResponseSchema(contactRoleSchema).meta({ id: 'ContactRoleList' });
export const inspectionBranchListSchema = listResponseSchema(inspectionBranchSchema).meta({
  id: 'InspectionBranchList',
});
export const projectTypeListSchema = listResponseSchema(projectTypeSchema).meta({ id: 'ProjectTypeList' });
export const remarkGradeListSchema = listResponseSchema(remarkGradeSchema).meta({ id: 'RemarkGradeList' });

import { z } from 'zod';
import { addressSchema } from './address.ts';
import { cursorSchema, listResponseSchema, pagedListResponseSchema, pagingSchema } from './list.ts';
import { optionalText } from './text.ts';

/**
 * Projects (a larger commission of many inspections, e.g. a housing association's buildings)
 * and their estates (fastigheter).
 */

/** Lifecycle of a project or an estate, set with `?state=`. Only an active project is `active`. */
export const PROJECT_STATES = ['active', 'completed', 'archived'] as const;
export type ProjectState = (typeof PROJECT_STATES)[number];
export const projectStateQuerySchema = z.object({ state: z.enum(PROJECT_STATES) });

export const estateSchema = z
  .object({
    id: z.string(),
    projectId: z.string(),
    name: z.string(),
    /** Fastighetsbeteckning, e.g. "Umeå Tegsbacken 2:14". */
    designation: z.string().nullable(),
    address: z.nullable(addressSchema),
    state: z.enum(PROJECT_STATES),
    sortOrder: z.number().int(),
  })
  .meta({ id: 'Estate' });
export type Estate = z.infer<typeof estateSchema>;

export const estateListSchema = listResponseSchema(estateSchema).meta({ id: 'EstateList' });
export type EstateList = z.infer<typeof estateListSchema>;

const estateName = z.string().trim().min(1, 'validation.name').max(200);
const sortOrder = z.number().int().min(0).max(100_000);

/** Body of `POST /projects/{id}/estates`; without `sortOrder` the estate goes last. */
export const estateCreateSchema = z
  .object({
    name: estateName,
    designation: optionalText(100),
    address: z.nullish(addressSchema).transform((value) => value ?? null),
    sortOrder: sortOrder.optional(),
  })
  .meta({ id: 'EstateCreate' });
export type EstateCreate = z.infer<typeof estateCreateSchema>;

/** One estate in `PUT /projects/{id}/estates`: only the fields it names change. */
export const estateUpdateSchema = z
  .object({
    id: z.uuid(),
    name: estateName.optional(),
    designation: z.optional(optionalText(100)),
    address: z.nullable(addressSchema).optional(),
    sortOrder: sortOrder.optional(),
  })
  .meta({ id: 'EstateUpdate' });
export type EstateUpdate = z.infer<typeof estateUpdateSchema>;

export const estateBulkUpdateSchema = z
  .object({
    items: z
      .array(estateUpdateSchema)
      .min(1)
      .max(1000)
      .refine(
        (items) => new Set(items.map((item) => item.id)).size === items.length,
        'validation.duplicateEstate',
      ),
  })
  .meta({ id: 'EstateBulkUpdate' });
export type EstateBulkUpdate = z.infer<typeof estateBulkUpdateSchema>;

/** A project with the names of its type, customer and inspector, for lists and forms alike. */
export const projectSchema = z
  .object({
    id: z.string(),
    number: z.string().nullable(),
    name: z.string(),
    description: z.string().nullable(),
    typeId: z.string().nullable(),
    typeName: z.string().nullable(),
    /** The type's English name, when the firm gave it one. */
    typeNameEn: z.string().nullable(),
    customerId: z.string().nullable(),
    customerName: z.string().nullable(),
    inspectorId: z.string().nullable(),
    inspectorName: z.string().nullable(),
    address: z.nullable(addressSchema),
    active: z.boolean(),
    state: z.enum(PROJECT_STATES),
    created: z.string(),
    updated: z.string(),
  })
  .meta({ id: 'Project' });
export type Project = z.infer<typeof projectSchema>;

/** `GET /{tenant}/v1/vb/admin/projects/{id}`: the project with its estates. */
export const projectDetailSchema = projectSchema
  .extend({ estates: z.array(estateSchema) })
  .meta({ id: 'ProjectDetail' });
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

/** Free-form values of a project (filled by forms of scope PROJECT). */
export const projectAttributesSchema = z.record(z.string(), z.unknown()).meta({ id: 'ProjectAttributes' });
export type ProjectAttributes = z.infer<typeof projectAttributesSchema>;

const projectName = z.string().trim().min(1, 'validation.name').max(200);
/** A reference that may be left out or cleared (type, customer, inspector). */
const optionalReference = z
  .uuid()
  .nullish()
  .transform((value) => value ?? null);

/**
 * Body of `POST /projects`. The customer is a contact of the address book, the inspector a
 * member of the organisation. A project created inactive starts archived.
 */
export const projectCreateSchema = z
  .object({
    name: projectName,
    number: optionalText(50),
    description: optionalText(4000),
    typeId: optionalReference,
    customerId: optionalReference,
    inspectorId: optionalReference,
    address: z.nullish(addressSchema).transform((value) => value ?? null),
    active: z.boolean().default(true),
    attributes: projectAttributesSchema.default({}),
  })
  .meta({ id: 'ProjectCreate' });
export type ProjectCreate = z.infer<typeof projectCreateSchema>;

/** Body of `PUT /projects/{id}`: only the fields it names change. */
export const projectUpdateSchema = z
  .object({
    name: projectName,
    number: optionalText(50),
    description: optionalText(4000),
    typeId: z.uuid().nullable(),
    customerId: z.uuid().nullable(),
    inspectorId: z.uuid().nullable(),
    address: z.nullable(addressSchema),
    active: z.boolean(),
    attributes: projectAttributesSchema,
  })
  .partial()
  .meta({ id: 'ProjectUpdate' });
export type ProjectUpdate = z.infer<typeof projectUpdateSchema>;

/** Body of `POST /projects/search`: all filters optional; `text` matches name, number and customer. */
export const projectSearchSchema = z
  .object({
    inspector: z.uuid().optional(),
    active: z.boolean().optional(),
    text: z.string().trim().max(200).optional(),
    ...pagingSchema.shape,
    /** The `nextCursor` of the page before: the page after it. */
    cursor: cursorSchema.optional(),
  })
  .meta({ id: 'ProjectSearch' });
export type ProjectSearch = z.infer<typeof projectSearchSchema>;

export const projectListSchema = pagedListResponseSchema(projectSchema).meta({ id: 'ProjectList' });
export type ProjectList = z.infer<typeof projectListSchema>;

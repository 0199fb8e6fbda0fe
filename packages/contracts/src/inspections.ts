import { z } from 'zod';
import { addressSchema } from './address.ts';
import { exportFormatSchema } from './exports.ts';
import { cursorSchema, listResponseSchema, pagedListResponseSchema, pagingSchema } from './list.ts';
import { calendarDateSchema, timeOfDaySchema } from './dates.ts';
import { clearableText } from './text.ts';
import { INSPECTION_SORT_FIELDS } from './inspection-values.ts';
import { lookupReferenceSchema as lookupReference, statusCategorySchema } from './lookups.ts';

export { INSPECTION_SORT_FIELDS, type InspectionSortField } from './inspection-values.ts';

/** Who appointed a contact of an inspection. */
export const APPOINTED_BY_OPTIONS = [
  'customer',
  'order',
  'order-speech',
  'contractor',
  'contractor-speech',
  'contractor2',
  'contractor2-speech',
  'inspector',
  'mutal',
] as const;
export type AppointedBy = (typeof APPOINTED_BY_OPTIONS)[number];

export { calendarDateSchema, timeOfDaySchema } from './dates.ts';

/** The longest tag, in characters. */
export const INSPECTION_TAG_LENGTH_MAX = 50;
/** A tag: trimmed, 1–50 characters. */
export const inspectionTagSchema = z.string().trim().min(1).max(INSPECTION_TAG_LENGTH_MAX);
/** How many tags one inspection may carry. */
export const INSPECTION_TAGS_MAX = 50;
/** A set of tags: duplicates are dropped, order kept. */
export const inspectionTagsSchema = z
  .array(inspectionTagSchema)
  .max(INSPECTION_TAGS_MAX)
  .transform((tags) => [...new Set(tags)]);

/** The longest name of a free attribute, in characters. */
export const ATTRIBUTE_NAME_LENGTH_MAX = 100;
// Words of letters (å, ä, ö and those of any language), digits, `_`, `.` and `-`, one space apart.
const ATTRIBUTE_NAME_PATTERN = /^[\p{L}\p{N}_.-]+(?: [\p{L}\p{N}_.-]+)*$/u;

/**
 * Name of a free attribute as people write it ("Fuktmätning källare", "Årsmodell"), and with it the
 * attribute's key: the name trimmed, its runs of white space made one space, in Unicode NFC, so that
 * a name typed on another device (å as one character or as a and a ring) is the same attribute.
 */
export const attributeNameSchema = z
  .string()
  .transform((name) => name.normalize('NFC').trim().replace(/\s+/g, ' '))
  .pipe(z.string().max(ATTRIBUTE_NAME_LENGTH_MAX).regex(ATTRIBUTE_NAME_PATTERN));
export const attributesSchema = z.record(attributeNameSchema, z.json());
export type Attributes = z.infer<typeof attributesSchema>;

const reference = z.object({ id: z.string(), name: z.string() });
/** An assignment as other records point at it: an order's, an activity's. */
export const inspectionReferenceSchema = z.object({ id: z.string(), number: z.string() });
const statusReference = lookupReference.extend({ color: z.string().nullable() });

// Inputs ------------------------------------------------------------------------------------

/** A contact on an inspection, as sent: absent fields of an existing one stay as they are. */
export const inspectionContactInputSchema = z
  .object({
    contactId: z.uuid(),
    roleId: z.uuid().nullable().optional(),
    appointedBy: z.enum(APPOINTED_BY_OPTIONS).nullable().optional(),
    note: clearableText(500),
  })
  .meta({ id: 'InspectionContactChange' });
export type InspectionContactInput = z.infer<typeof inspectionContactInputSchema>;

/** The editable fields of an inspection; absent fields are left as they are, null clears. */
const editableFields = {
  littera: clearableText(50),
  customerId: z.uuid().nullable().optional(),
  address: z.nullable(addressSchema).optional(),
  tags: inspectionTagsSchema.optional(),
  typeId: z.uuid().optional(),
  branchId: z.uuid().nullable().optional(),
  statusId: z.uuid().nullable().optional(),
  orderNumber: clearableText(100),
  orderDate: z.nullable(calendarDateSchema).optional(),
  date: z.nullable(calendarDateSchema).optional(),
  startTime: z.nullable(timeOfDaySchema).optional(),
  stopTime: z.nullable(timeOfDaySchema).optional(),
  inspectorId: z.uuid().nullable().optional(),
  orderSource: clearableText(100),
  description: clearableText(10_000),
  /** What the customer wrote when ordering, kept apart from the firm's own description. */
  customerMessage: clearableText(10_000),
  /** The date and time the customer asked for; `date` and `startTime` are the booking. */
  preferredDate: z.nullable(calendarDateSchema).optional(),
  preferredTime: z.nullable(timeOfDaySchema).optional(),
  attributes: attributesSchema.optional(),
};

/** Body of `PUT /inspections/{id}`. */
export const inspectionUpdateSchema = z.object(editableFields).meta({ id: 'InspectionUpdate' });
export type InspectionUpdate = z.infer<typeof inspectionUpdateSchema>;

const createFields = {
  ...editableFields,
  /** Required unless a blueprint gives it. */
  typeId: z.uuid().optional(),
  contacts: z.array(inspectionContactInputSchema).max(100).optional(),
  /**
   * An inspection blueprint (`/admin/blueprints`) to start from: the assignment takes its inspection
   * type (another type given is refused) and gets its objects with their template remarks.
   */
  blueprint: z.uuid('blueprints.blueprintMissing').optional(),
};

/** A new assignment has an inspection type: the one given, or its blueprint's. */
const typeGiven = (input: { typeId?: string; blueprint?: string }) =>
  input.typeId !== undefined || input.blueprint !== undefined;
const typeRequired = {
  path: ['typeId'],
  message: 'blueprints.typeRequired',
  // Told beside the other fields' errors, as a required field is, whenever the body is an object.
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/**
 * Body of `POST /vb/admin/inspections`. The number is assigned by the server; the status
 * defaults to the first open status; contacts may be added at once.
 */
export const inspectionCreateSchema = z
  .object(createFields)
  .refine(typeGiven, typeRequired)
  .meta({ id: 'InspectionCreate' });
export type InspectionCreate = z.infer<typeof inspectionCreateSchema>;

/** Where in a project an inspection lies: one of the project's estates, or none of them (null). */
const projectEstate = { estateId: z.uuid().nullable().default(null) };

/** Body of `POST /projects/{id}/inspections`: an inspection in the project, for one of its estates or none. */
export const projectInspectionCreateSchema = z
  .object({ ...createFields, ...projectEstate })
  .refine(typeGiven, typeRequired)
  .meta({ id: 'ProjectInspectionCreate' });
export type ProjectInspectionCreate = z.infer<typeof projectInspectionCreateSchema>;
export type ProjectInspectionCreateInput = z.input<typeof projectInspectionCreateSchema>;

/** Body of `PUT /projects/{id}/inspections/{inspection}`: the estate to move the inspection to. */
export const projectPlacementSchema = z.object(projectEstate).meta({ id: 'ProjectPlacement' });
export type ProjectPlacement = z.infer<typeof projectPlacementSchema>;

/** Body of `POST /inspections/search`. `active` keeps assignments whose status is not final. */
export const inspectionSearchSchema = z
  .object({
    text: z.string().trim().max(200).optional(),
    typeIds: z.array(z.uuid()).max(100).optional(),
    statusIds: z.array(z.uuid()).max(100).optional(),
    inspectorIds: z.array(z.uuid()).max(100).optional(),
    customerId: z.uuid().optional(),
    tags: z.array(inspectionTagSchema).max(20).optional(),
    dateFrom: z.optional(calendarDateSchema),
    dateTo: z.optional(calendarDateSchema),
    active: z.boolean().optional(),
    ...pagingSchema.shape,
    /** The `nextCursor` of the page before (in the same order): the page after it. */
    cursor: cursorSchema.optional(),
    sort: z.enum(INSPECTION_SORT_FIELDS).default('created'),
    direction: z.enum(['asc', 'desc']).default('desc'),
  })
  .refine((filter) => !filter.dateFrom || !filter.dateTo || filter.dateFrom <= filter.dateTo, {
    path: ['dateTo'],
    message: 'validation.dateRange',
  })
  .meta({ id: 'InspectionSearch' });
export type InspectionSearch = z.infer<typeof inspectionSearchSchema>;

/** Body of `POST /{tenant}/v1/vb/admin/inspections/export`: the search whose hits become a file, and its format. */
export const inspectionExportSchema = z
  .object({ query: inspectionSearchSchema, format: exportFormatSchema })
  .meta({ id: 'InspectionExport' });
export type InspectionExport = z.input<typeof inspectionExportSchema>;
export type InspectionSearchInput = z.input<typeof inspectionSearchSchema>;

/**
 * Body of `POST /inspections` (bulk update): the same changes to every listed inspection. A
 * performed status for assignments planned for later days is refused (409, naming them by number)
 * unless `confirmed`, as for one assignment.
 */
export const inspectionBulkUpdateSchema = z
  .object({
    ids: z.array(z.uuid()).min(1).max(500),
    /** The caller has asked whether the assignments planned for later days really are performed. */
    confirmed: z.boolean().optional(),
    changes: z
      .object({
        statusId: z.uuid().nullable().optional(),
        inspectorId: z.uuid().nullable().optional(),
        date: z.nullable(calendarDateSchema).optional(),
        tags: inspectionTagsSchema.optional(),
      })
      .refine((changes) => Object.values(changes).some((value) => value !== undefined), {
        message: 'validation.someChange',
      }),
  })
  .meta({ id: 'InspectionBulkUpdate' });
export type InspectionBulkUpdate = z.infer<typeof inspectionBulkUpdateSchema>;

export const inspectionBulkResultSchema = z
  .object({ count: z.number().int().min(0) })
  .meta({ id: 'InspectionBulkResult' });

/**
 * Body of `PUT /inspections/{id}/status`. A performed status before the inspection's date is
 * refused (409) unless `confirmed`: the caller has asked whether it really is performed.
 */
export const inspectionStatusChangeSchema = z
  .object({ value: z.uuid(), confirmed: z.boolean().optional() })
  .meta({ id: 'InspectionStatusChange' });

/** Body of `PUT /inspections/{id}/attributes/{name}`: any JSON value. */
export const inspectionAttributeValueSchema = z
  .object({ value: z.json() })
  .meta({ id: 'InspectionAttributeValue' });

/** Body of `POST /inspections/{id}/related`. */
export const inspectionRelateSchema = z
  .object({
    ids: z.array(z.uuid()).min(1).max(100),
    kind: z.string().trim().min(1).max(40).default('related'),
  })
  .meta({ id: 'InspectionRelate' });
export type InspectionRelate = z.infer<typeof inspectionRelateSchema>;

/** Body of `PUT /inspections/{id}/contacts`: added, or updated when already on the inspection. */
export const inspectionContactsUpsertSchema = z
  .object({
    items: z
      .array(inspectionContactInputSchema)
      .min(1)
      .max(100)
      .refine((items) => new Set(items.map((item) => item.contactId)).size === items.length, {
        message: 'validation.duplicateContact',
      }),
  })
  .meta({ id: 'InspectionContactsUpsert' });

// Responses ---------------------------------------------------------------------------------

/** A contact as the assignment shows it: a name, and a phone and e-mail to reach them by a tap. */
const reachableContact = reference.extend({ phone: z.string().nullable(), email: z.string().nullable() });

export const inspectionContactSchema = z
  .object({
    contact: reachableContact,
    role: lookupReference.nullable(),
    appointedBy: z.enum(APPOINTED_BY_OPTIONS).nullable(),
    note: z.string().nullable(),
  })
  .meta({ id: 'InspectionContact' });
export type InspectionContact = z.infer<typeof inspectionContactSchema>;

/** A linked inspection, as the inspection itself lists it. */
export const linkedInspectionSchema = z
  .object({ id: z.string(), number: z.string(), littera: z.string().nullable(), kind: z.string() })
  .meta({ id: 'LinkedInspection' });

/** What names an inspection wherever it is shown: its number (and littera), customer and address. */
const inspectionHeading = {
  id: z.string(),
  number: z.string(),
  littera: z.string().nullable(),
  customer: reference.nullable(),
  address: z.nullable(addressSchema),
};

/** An inspection (uppdrag) with everything the inspection view shows. */
export const inspectionSchema = z
  .object({
    ...inspectionHeading,
    customer: reachableContact.nullable(),
    tags: z.array(z.string()),
    type: lookupReference.nullable(),
    branch: lookupReference.nullable(),
    status: statusReference.nullable(),
    orderNumber: z.string().nullable(),
    orderDate: z.string().nullable(),
    date: z.string().nullable(),
    startTime: z.string().nullable(),
    stopTime: z.string().nullable(),
    linked: z.array(linkedInspectionSchema),
    inspector: reference.nullable(),
    orderSource: z.string().nullable(),
    contacts: z.array(inspectionContactSchema),
    /** How many objects the inspection has; the objects themselves have their own calls. */
    objects: z.number().int().min(0),
    attributes: z.record(z.string(), z.json()),
    description: z.string().nullable(),
    customerMessage: z.string().nullable(),
    preferredDate: z.string().nullable(),
    preferredTime: z.string().nullable(),
    projectId: z.string().nullable(),
    estateId: z.string().nullable(),
    state: z.string(),
    created: z.string(),
    updated: z.string(),
  })
  .meta({ id: 'Inspection' });
export type Inspection = z.infer<typeof inspectionSchema>;

/** Query of `GET /inspections/day`: the Swedish calendar day whose assignments to list. */
export const inspectionDayQuerySchema = z.object({ date: calendarDateSchema });

/**
 * One of the caller's assignments of a day, as an inspector on the road needs it: when, where,
 * and whom to call (the customer and the assignment's other contacts, the broker among them).
 */
export const inspectionDayItemSchema = z
  .object({
    ...inspectionHeading,
    customer: reachableContact.nullable(),
    type: lookupReference.nullable(),
    status: statusReference.nullable(),
    startTime: z.string().nullable(),
    stopTime: z.string().nullable(),
    contacts: z.array(inspectionContactSchema),
  })
  .meta({ id: 'InspectionDayItem' });
export type InspectionDayItem = z.infer<typeof inspectionDayItemSchema>;

/** `GET /inspections/day`: the caller's assignments of the day, by start time (undated times last). */
export const inspectionDaySchema = z
  .object({ date: z.string(), items: z.array(inspectionDayItemSchema) })
  .meta({ id: 'InspectionDay' });
export type InspectionDay = z.infer<typeof inspectionDaySchema>;

/** An inspection as the search list shows it. */
export const inspectionListItemSchema = z
  .object({
    ...inspectionHeading,
    type: lookupReference.nullable(),
    status: statusReference.nullable(),
    date: z.string().nullable(),
    startTime: z.string().nullable(),
    inspector: reference.nullable(),
    tags: z.array(z.string()),
    projectId: z.string().nullable(),
    estateId: z.string().nullable(),
    state: z.string(),
    created: z.string(),
  })
  .meta({ id: 'InspectionListItem' });
export type InspectionListItem = z.infer<typeof inspectionListItemSchema>;

/** An entry of `GET /vb/admin/inspections/{id}/links`: the list item and how it is linked. */
export const inspectionLinkSchema = inspectionListItemSchema
  .extend({ kind: z.string() })
  .meta({ id: 'InspectionLink' });
export type InspectionLink = z.infer<typeof inspectionLinkSchema>;

export const inspectionTagsResultSchema = z
  .object({ tags: z.array(z.string()) })
  .meta({ id: 'InspectionTags' });

/** `GET /vb/admin/inspections`: what the inspection form offers. */
export const inspectionMetadataSchema = z
  .object({
    types: z.array(lookupReference.extend({ branches: z.array(lookupReference) })),
    statuses: z.array(statusReference.extend({ final: z.boolean(), category: statusCategorySchema })),
    contactRoles: z.array(lookupReference),
    inspectors: z.array(reference),
    appointedByOptions: z.array(z.enum(APPOINTED_BY_OPTIONS)),
  })
  .meta({ id: 'InspectionMetadata' });
export type InspectionMetadata = z.infer<typeof inspectionMetadataSchema>;

export const inspectionListSchema = pagedListResponseSchema(inspectionListItemSchema).meta({
  id: 'InspectionList',
});
export type InspectionList = z.infer<typeof inspectionListSchema>;
export const inspectionLinkListSchema = listResponseSchema(inspectionLinkSchema).meta({
  id: 'InspectionLinkList',
});
export const inspectionContactListSchema = listResponseSchema(inspectionContactSchema).meta({
  id: 'InspectionContactList',
});
/** Tags in use, or notes used before: plain strings. */
export const inspectionTextListSchema = listResponseSchema(z.string()).meta({ id: 'InspectionTextList' });

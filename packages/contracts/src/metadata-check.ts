import { z } from 'zod';
import { listResponseSchema } from './list.ts';

/**
 * The metadata check (`/admin/check`): inconsistencies in a firm's set-up that no single save
 * refuses, because they arise later, when something they name is archived or a record outlives
 * the form it was filled in for. Each finding names its kind (its title is the catalogue's
 * `metadataCheck.<kind>`), the record to fix, the records involved and the fix that applies.
 */
export const METADATA_CHECK_KINDS = [
  'attributeWithoutField',
  'formArchivedType',
  'blueprintArchivedForm',
  'blueprintArchivedGrade',
  'requiredFieldMissing',
  'orderTypeWithoutInspectionType',
] as const;
export type MetadataCheckKind = (typeof METADATA_CHECK_KINDS)[number];

/** What kind of record a finding names. */
export const CHECKED_RECORD_TYPES = [
  'inspection',
  'form',
  'field',
  'blueprint',
  'orderType',
  'inspectionType',
  'remarkGrade',
  'attribute',
] as const;
export type CheckedRecordType = (typeof CHECKED_RECORD_TYPES)[number];

/** A record named by a finding; an attribute is named by its name alone (`id` null). */
export const checkedRecordSchema = z
  .object({ type: z.enum(CHECKED_RECORD_TYPES), id: z.string().nullable(), name: z.string() })
  .meta({ id: 'CheckedRecord' });
export type CheckedRecord = z.infer<typeof checkedRecordSchema>;

/**
 * How a finding is fixed: `removeReferences` takes the involved records out of the subject (a
 * form's archived types, a blueprint's archived forms or grades) through the subject's own `PUT`;
 * `open` leads to the subject's page (an assignment, an order type, the forms for an attribute).
 */
export const METADATA_CHECK_FIXES = ['removeReferences', 'open'] as const;
export type MetadataCheckFix = (typeof METADATA_CHECK_FIXES)[number];

/** How many records involved a finding lists; `involvedCount` says how many there are in all. */
export const CHECK_INVOLVED_LISTED_MAX = 20;

export const metadataCheckFindingSchema = z
  .object({
    kind: z.enum(METADATA_CHECK_KINDS),
    subject: checkedRecordSchema,
    involved: z.array(checkedRecordSchema),
    involvedCount: z.number().int().min(0),
    fix: z.enum(METADATA_CHECK_FIXES),
  })
  .meta({ id: 'MetadataCheckFinding' });
export type MetadataCheckFinding = z.infer<typeof metadataCheckFindingSchema>;

export const metadataCheckSchema = listResponseSchema(metadataCheckFindingSchema).meta({
  id: 'MetadataCheck',
});

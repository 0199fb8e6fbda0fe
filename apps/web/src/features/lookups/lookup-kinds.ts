import type { z } from 'zod';
import {
  contactRoleCreateSchema,
  contactRoleUpdateSchema,
  inspectionBranchCreateSchema,
  inspectionBranchUpdateSchema,
  inspectionStatusCreateSchema,
  inspectionStatusUpdateSchema,
  inspectionTypeCreateSchema,
  inspectionTypeUpdateSchema,
  projectTypeCreateSchema,
  projectTypeUpdateSchema,
  remarkGradeCreateSchema,
  remarkGradeUpdateSchema,
  type ContactRole,
  type ContactRoleCreate,
  type InspectionBranch,
  type InspectionBranchCreate,
  type InspectionStatus,
  type InspectionStatusCreate,
  type InspectionType,
  type InspectionTypeCreate,
  type ProjectType,
  type ProjectTypeCreate,
  type RemarkGrade,
  type RemarkGradeCreate,
  type StatusCategory,
} from '@syna/contracts/lookups';
import * as endpoints from '@syna/contracts/endpoints/lookups';
import type { LookupEndpoints } from '@syna/contracts/endpoints/lookups';

export type LookupKindId =
  'inspectionType' | 'inspectionStatus' | 'contactRole' | 'projectType' | 'remarkGrade' | 'branch';
/** The lookups that have admin pages of their own (a branch lives on its type's page). */
export type AdminLookupKindId = Exclude<LookupKindId, 'branch'>;

/** Any lookup as the API answers it. */
export type LookupItem =
  InspectionType | InspectionStatus | ContactRole | ProjectType | RemarkGrade | InspectionBranch;
/** Any lookup's create body (an update body is the same fields, each optional). */
export type LookupWrite =
  | InspectionTypeCreate
  | InspectionStatusCreate
  | ContactRoleCreate
  | ProjectTypeCreate
  | RemarkGradeCreate
  | InspectionBranchCreate;

/**
 * A lookup's one yes/no field, shown as a chip beside its name: a final status, a serious grade, an
 * inspection type whose assignments can be insured against hidden defects.
 */
export type LookupFlag = 'final' | 'serious' | 'insurable';

/** How one kind of lookup is kept: where its API is, which fields it has, whether it is ordered. */
export interface LookupKind {
  id: LookupKindId;
  /** The kind's endpoints in the inspections service; a branch's name its inspection type (`:typeId`). */
  endpoints: LookupEndpoints;
  /** `category`: what a status means in the assignment's course (new, booked, performed, ...). */
  /** `duration`: how long a visit usually takes (an inspection type's default duration). */
  fields: {
    description: boolean;
    color: boolean;
    flag: LookupFlag | null;
    category: boolean;
    duration: boolean;
  };
  /** Offers reordering, saved with `PUT {path}/order`. */
  orderable: boolean;
  createSchema: z.ZodType<LookupWrite>;
  updateSchema: z.ZodType<Partial<LookupWrite>>;
}

const plain = { description: false, color: false, flag: null, category: false, duration: false };

export const LOOKUP_KINDS: Record<LookupKindId, LookupKind> = {
  inspectionType: {
    id: 'inspectionType',
    endpoints: endpoints.inspectionTypeEndpoints,
    fields: { ...plain, description: true, duration: true, flag: 'insurable' },
    orderable: false,
    createSchema: inspectionTypeCreateSchema,
    updateSchema: inspectionTypeUpdateSchema,
  },
  inspectionStatus: {
    id: 'inspectionStatus',
    endpoints: endpoints.inspectionStatusEndpoints,
    fields: { ...plain, color: true, flag: 'final', category: true },
    orderable: true,
    createSchema: inspectionStatusCreateSchema,
    updateSchema: inspectionStatusUpdateSchema,
  },
  contactRole: {
    id: 'contactRole',
    endpoints: endpoints.contactRoleEndpoints,
    fields: plain,
    orderable: false,
    createSchema: contactRoleCreateSchema,
    updateSchema: contactRoleUpdateSchema,
  },
  projectType: {
    id: 'projectType',
    endpoints: endpoints.projectTypeEndpoints,
    fields: { ...plain, description: true },
    orderable: false,
    createSchema: projectTypeCreateSchema,
    updateSchema: projectTypeUpdateSchema,
  },
  remarkGrade: {
    id: 'remarkGrade',
    endpoints: endpoints.remarkGradeEndpoints,
    fields: { ...plain, color: true, flag: 'serious' },
    orderable: true,
    createSchema: remarkGradeCreateSchema,
    updateSchema: remarkGradeUpdateSchema,
  },
  branch: {
    id: 'branch',
    endpoints: endpoints.inspectionBranchEndpoints,
    fields: plain,
    orderable: false,
    createSchema: inspectionBranchCreateSchema,
    updateSchema: inspectionBranchUpdateSchema,
  },
};

/** The optional fields of a lookup, read without caring which kind it is. */
export const lookupDescription = (item: LookupItem): string | null =>
  'description' in item ? item.description : null;
export const lookupDuration = (item: LookupItem): number | null =>
  'defaultDurationMinutes' in item ? item.defaultDurationMinutes : null;
export const lookupColor = (item: LookupItem): string | null => ('color' in item ? item.color : null);
export const lookupCategory = (item: LookupItem): StatusCategory | null =>
  'category' in item ? item.category : null;
/** Whether the item has its kind's flag set (a final status, a serious grade). */
export const lookupFlagged = ({ fields }: LookupKind, item: LookupItem): boolean =>
  fields.flag !== null &&
  fields.flag in item &&
  (item as Partial<Record<LookupFlag, unknown>>)[fields.flag] === true;

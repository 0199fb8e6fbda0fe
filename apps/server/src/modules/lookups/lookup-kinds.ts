import type { EventRecordType } from '@syna/contracts/events';
import type { MessageKey, MessageRef, MessageValue } from '@syna/contracts/messages';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  contactRoles,
  inspectionBranches,
  inspectionStatuses,
  inspectionTypes,
  projectTypes,
  remarkGrades,
} from './lookups.tables.ts';

/** A lookup table seen through the columns every lookup has (see lookups.tables.ts). */
export type LookupTable = PgTable & {
  tenantId: AnyPgColumn;
  id: AnyPgColumn;
  name: AnyPgColumn;
  nameEn: AnyPgColumn;
  sortOrder: AnyPgColumn;
  archived: AnyPgColumn;
};

/** Something that refers to a lookup and so keeps it from being deleted. */
export interface LookupUsage {
  /** The referring table and column (raw names: other modules own most of these tables). */
  table: string;
  column: string;
  /** Counts distinct values of this column instead of rows: the inspections a role appears in. */
  distinctColumn?: string;
  /** What is counted: the phrase for one, and for a count ("1 uppdrag", "{count} inriktningar"). */
  one: MessageKey;
  many: CountedPhrase;
}

/** A phrase that counts something: `{count} uppdrag`. */
export type CountedPhrase = Extract<MessageRef, { values: { count: MessageValue } }>['key'];

/** One lookup: its table, the words its messages use, and what may refer to it. */
export interface LookupKind {
  table: LookupTable;
  /** The noun, and its definite form as it starts a sentence; every lookup noun is an en-word ("den"). */
  noun: MessageRef;
  definite: MessageRef;
  usages: LookupUsage[];
  /**
   * What the events log files a change of the lookup under, when its routes name a kind of record
   * the log reads by name (`/types`, `/statuses`…); a lookup under another's path has none.
   */
  eventRecord?: EventRecordType;
  /** Set when the lookup lives under a parent: a branch belongs to an inspection type. */
  parent?: { column: AnyPgColumn; field: 'typeId'; kind: LookupKind };
}

const inspectionsUsing = (column: string): LookupUsage => ({
  table: 'inspections',
  column,
  one: 'phrases.oneAssignment',
  many: 'phrases.assignments',
});

export const inspectionTypeKind: LookupKind = {
  table: inspectionTypes,
  eventRecord: 'types',
  noun: { key: 'phrases.inspectionType' },
  definite: { key: 'phrases.inspectionTypeDefinite' },
  usages: [
    inspectionsUsing('type_id'),
    { table: 'inspection_branches', column: 'type_id', one: 'phrases.oneBranch', many: 'phrases.branches' },
    {
      table: 'template_remarks',
      column: 'type_id',
      one: 'phrases.oneTemplateRemark',
      many: 'phrases.templateRemarks',
    },
    {
      table: 'order_type_inspection_types',
      column: 'inspection_type_id',
      one: 'phrases.oneOrderType',
      many: 'phrases.orderTypes',
    },
    {
      table: 'order_inspection_types',
      column: 'inspection_type_id',
      one: 'phrases.oneOrder',
      many: 'phrases.orders',
    },
    {
      table: 'form_inspection_types',
      column: 'inspection_type_id',
      one: 'phrases.oneForm',
      many: 'phrases.forms',
    },
    { table: 'blueprints', column: 'type_id', one: 'phrases.oneBlueprint', many: 'phrases.blueprints' },
  ],
};

export const inspectionStatusKind: LookupKind = {
  table: inspectionStatuses,
  eventRecord: 'statuses',
  noun: { key: 'phrases.status' },
  definite: { key: 'phrases.statusDefinite' },
  usages: [inspectionsUsing('status_id')],
};

export const contactRoleKind: LookupKind = {
  table: contactRoles,
  eventRecord: 'contact-roles',
  noun: { key: 'phrases.contactRole' },
  definite: { key: 'phrases.contactRoleDefinite' },
  usages: [
    {
      table: 'inspection_contacts',
      column: 'role_id',
      distinctColumn: 'inspection_id',
      one: 'phrases.oneAssignment',
      many: 'phrases.assignments',
    },
  ],
};

export const inspectionBranchKind: LookupKind = {
  table: inspectionBranches,
  noun: { key: 'phrases.branch' },
  definite: { key: 'phrases.branchDefinite' },
  usages: [inspectionsUsing('branch_id')],
  parent: { column: inspectionBranches.typeId, field: 'typeId', kind: inspectionTypeKind },
};

export const projectTypeKind: LookupKind = {
  table: projectTypes,
  noun: { key: 'phrases.projectType' },
  definite: { key: 'phrases.projectTypeDefinite' },
  usages: [{ table: 'projects', column: 'type_id', one: 'phrases.oneProject', many: 'phrases.projects' }],
};

export const remarkGradeKind: LookupKind = {
  table: remarkGrades,
  noun: { key: 'phrases.remarkGrade' },
  definite: { key: 'phrases.remarkGradeDefinite' },
  usages: [
    { table: 'remarks', column: 'grade_id', one: 'phrases.oneRemark', many: 'phrases.remarks' },
    {
      table: 'blueprint_remarks',
      column: 'grade_id',
      distinctColumn: 'blueprint_id',
      one: 'phrases.oneBlueprint',
      many: 'phrases.blueprints',
    },
  ],
};

/** Where a lookup lives: its kind and, for a branch, the inspection type it belongs to. */
export interface LookupScope {
  kind: LookupKind;
  parentId: string | null;
}

/** The fields every lookup item has; each kind adds its own columns (description, color, ...). */
export interface LookupItem {
  id: string;
  name: string;
  nameEn: string | null;
  sortOrder: number;
  archived: boolean;
}

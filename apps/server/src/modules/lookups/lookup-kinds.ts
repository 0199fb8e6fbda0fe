import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  contactRoles,
  inspectionBranches,
  inspectionStatuses,
  inspectionTypes,
  projectTypes,
} from './lookups.tables.ts';

/** A lookup table seen through the columns every lookup has (see lookups.tables.ts). */
export type LookupTable = PgTable & {
  tenantId: AnyPgColumn;
  id: AnyPgColumn;
  name: AnyPgColumn;
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
  /** What is counted, in the singular and the plural ("1 uppdrag", "2 inriktningar"). */
  one: string;
  many: string;
}

/** One lookup: its table, the words its messages use, and what may refer to it. */
export interface LookupKind {
  table: LookupTable;
  /** The noun, and its definite form as it starts a sentence; every lookup noun is an en-word ("den"). */
  noun: string;
  definite: string;
  usages: LookupUsage[];
  /** Set when the lookup lives under a parent: a branch belongs to an inspection type. */
  parent?: { column: AnyPgColumn; field: 'typeId'; kind: LookupKind };
}

const inspectionsUsing = (column: string): LookupUsage => ({
  table: 'inspections',
  column,
  one: 'uppdrag',
  many: 'uppdrag',
});

export const inspectionTypeKind: LookupKind = {
  table: inspectionTypes,
  noun: 'besiktningstyp',
  definite: 'Besiktningstypen',
  usages: [
    inspectionsUsing('type_id'),
    { table: 'inspection_branches', column: 'type_id', one: 'inriktning', many: 'inriktningar' },
    { table: 'template_remarks', column: 'type_id', one: 'mallanmärkning', many: 'mallanmärkningar' },
    {
      table: 'order_type_inspection_types',
      column: 'inspection_type_id',
      one: 'beställningstyp',
      many: 'beställningstyper',
    },
    {
      table: 'order_inspection_types',
      column: 'inspection_type_id',
      one: 'beställning',
      many: 'beställningar',
    },
  ],
};

export const inspectionStatusKind: LookupKind = {
  table: inspectionStatuses,
  noun: 'status',
  definite: 'Statusen',
  usages: [inspectionsUsing('status_id')],
};

export const contactRoleKind: LookupKind = {
  table: contactRoles,
  noun: 'kontaktroll',
  definite: 'Kontaktrollen',
  usages: [
    {
      table: 'inspection_contacts',
      column: 'role_id',
      distinctColumn: 'inspection_id',
      one: 'uppdrag',
      many: 'uppdrag',
    },
  ],
};

export const inspectionBranchKind: LookupKind = {
  table: inspectionBranches,
  noun: 'inriktning',
  definite: 'Inriktningen',
  usages: [inspectionsUsing('branch_id')],
  parent: { column: inspectionBranches.typeId, field: 'typeId', kind: inspectionTypeKind },
};

export const projectTypeKind: LookupKind = {
  table: projectTypes,
  noun: 'projekttyp',
  definite: 'Projekttypen',
  usages: [{ table: 'projects', column: 'type_id', one: 'projekt', many: 'projekt' }],
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
  sortOrder: number;
  archived: boolean;
}

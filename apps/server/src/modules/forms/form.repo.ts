import { and, eq, sql } from 'drizzle-orm';
import type { FormField, FormScope } from '@syna/contracts/form-fields';
import type { Form, FormSummary } from '@syna/contracts/forms';
import { queryRows, type Tx } from '../../platform/db/database.ts';
import { formInspectionTypes, formOrderTypes, forms, formVersions } from './forms.tables.ts';

export interface FormRow {
  id: string;
  key: string;
  name_sv: string;
  name_en: string | null;
  scope: FormScope;
  archived: boolean;
  version: number;
  updated_at: string | Date;
  order_type_ids: string[];
  inspection_type_ids: string[];
  fields: FormField[];
  field_count: number;
}

const toSummary = (row: FormRow): FormSummary => ({
  id: row.id,
  key: row.key,
  name: { sv: row.name_sv, en: row.name_en },
  scope: row.scope,
  orderTypeIds: row.order_type_ids,
  inspectionTypeIds: row.inspection_type_ids,
  archived: row.archived,
  version: row.version,
  fieldCount: row.field_count,
  updatedAt: new Date(row.updated_at).toISOString(),
});

export const toForm = (row: FormRow): Form => {
  const { fieldCount: _fieldCount, ...summary } = toSummary(row);
  return { ...summary, fields: row.fields };
};

/** The linked type ids of a form, as a JSON list (read alike by both drivers). */
const typeIds = (table: 'form_order_types' | 'form_inspection_types', column: string) =>
  sql`(SELECT coalesce(jsonb_agg(${sql.identifier(column)} ORDER BY ${sql.identifier(column)}), '[]'::jsonb)
         FROM ${sql.identifier(table)} t WHERE t.tenant_id = f.tenant_id AND t.form_id = f.id)`;

/** Forms with their current version's fields, those of the tenant meeting `condition`. */
export const selectForms = (condition: ReturnType<typeof sql>, withFields: boolean) => sql`
  SELECT f.id, f.key, f.name_sv, f.name_en, f.scope, f.archived, f.version, f.updated_at,
         ${typeIds('form_order_types', 'order_type_id')} AS order_type_ids,
         ${typeIds('form_inspection_types', 'inspection_type_id')} AS inspection_type_ids,
         ${withFields ? sql`v.fields` : sql`NULL`} AS fields, jsonb_array_length(v.fields) AS field_count
    FROM forms f
    JOIN form_versions v ON v.tenant_id = f.tenant_id AND v.form_id = f.id AND v.version = f.version
   WHERE f.tenant_id = app_tenant() AND ${condition}`;

/** The tenant's forms by name, without their fields; archived ones only when asked for. */
export async function listForms(tx: Tx, includeArchived: boolean): Promise<FormSummary[]> {
  const rows = await queryRows<FormRow>(
    tx,
    sql`${selectForms(includeArchived ? sql`true` : sql`NOT f.archived`, false)} ORDER BY f.name_sv, f.id`,
  );
  return rows.map(toSummary);
}

/** The tenant's forms of one scope that are not archived, by name, with their current fields. */
export async function listCurrentFormsWithFields(tx: Tx, scope: FormScope): Promise<Form[]> {
  const rows = await queryRows<FormRow>(
    tx,
    sql`${selectForms(sql`f.scope = ${scope} AND NOT f.archived`, true)} ORDER BY f.name_sv, f.key`,
  );
  return rows.map(toForm);
}

/** One form with its current fields; with `forUpdate`, its row is locked for the transaction. */
export async function findForm(tx: Tx, id: string, forUpdate = false): Promise<Form | null> {
  const [row] = await queryRows<FormRow>(
    tx,
    sql`${selectForms(sql`f.id = ${id}`, true)} ${forUpdate ? sql`FOR UPDATE OF f` : sql``}`,
  );
  return row ? toForm(row) : null;
}

export interface FormRecord {
  key: string;
  name: { sv: string; en: string | null };
  scope: FormScope;
  archived: boolean;
}

/** A new form at version 1 (its fields are written as that version next); answers its id. */
export async function insertForm(tx: Tx, form: FormRecord): Promise<string> {
  const [row] = await tx
    .insert(forms)
    .values({
      tenantId: sql`app_tenant()`,
      key: form.key,
      nameSv: form.name.sv,
      nameEn: form.name.en,
      scope: form.scope,
      archived: form.archived,
    })
    .returning({ id: forms.id });
  return row!.id;
}

/** Changes a form's own columns; a new `version` must have its row in `form_versions` by commit. */
export async function updateForm(
  tx: Tx,
  id: string,
  changes: Partial<Omit<FormRecord, 'key'>> & { version?: number },
): Promise<void> {
  await tx
    .update(forms)
    .set({
      ...(changes.name ? { nameSv: changes.name.sv, nameEn: changes.name.en } : {}),
      ...(changes.scope ? { scope: changes.scope } : {}),
      ...(changes.archived === undefined ? {} : { archived: changes.archived }),
      ...(changes.version === undefined ? {} : { version: changes.version }),
      updatedAt: sql`now()`,
    })
    .where(and(sql`${forms.tenantId} = app_tenant()`, eq(forms.id, id)));
}

/** Keeps a list of fields as the form's version `version`. */
export async function insertVersion(
  tx: Tx,
  formId: string,
  version: number,
  fields: FormField[],
  authorId: string,
): Promise<void> {
  await tx.insert(formVersions).values({
    tenantId: sql`app_tenant()`,
    formId,
    version,
    fields,
    createdBy: authorId,
  });
}

const typeTables = { order: formOrderTypes, inspection: formInspectionTypes } as const;

/** Replaces the order or inspection types a form applies to. */
export async function replaceFormTypes(
  tx: Tx,
  formId: string,
  kind: keyof typeof typeTables,
  ids: string[],
): Promise<void> {
  const table = typeTables[kind];
  await tx.delete(table).where(and(sql`${table.tenantId} = app_tenant()`, eq(table.formId, formId)));
  if (ids.length > 0)
    await tx.insert(table).values(ids.map((typeId) => ({ tenantId: sql`app_tenant()`, formId, typeId })));
}

/** Deletes a form with its versions and type links; false when the tenant has no such form. */
export async function deleteForm(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx
    .delete(forms)
    .where(and(sql`${forms.tenantId} = app_tenant()`, eq(forms.id, id)))
    .returning({ id: forms.id });
  return rows.length > 0;
}

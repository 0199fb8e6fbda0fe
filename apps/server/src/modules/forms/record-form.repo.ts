import { sql, type SQL } from 'drizzle-orm';
import type { FormField, FormScope } from '@syna/contracts/form-fields';
import type { RecordForm, RecordsWithForms } from '@syna/contracts/form-records';
import { queryRows, type Tx } from '../../platform/db/database.ts';
import { uuidLiteralArray } from '../../platform/db/sql-arrays.ts';
import { namedUser, userNameOf } from '../users/index.ts';
import { selectForms, toForm, type FormRow } from './form.repo.ts';

/** Where a record's values are kept: the record's own key column of `form_values`. */
export type RecordColumn = 'order_id' | 'project_id' | 'estate_id' | 'inspection_id' | 'object_id';

/** One record of the firm, in a form's scope. */
export interface FormRecordKey {
  scope: FormScope;
  column: RecordColumn;
  id: string;
  /** The type that chooses its forms (an assignment's inspection type, an order's order type). */
  type: { links: 'form_inspection_types' | 'form_order_types'; id: string | null } | null;
}

interface RecordFormRow extends FormRow {
  stored_version: number | null;
  stored_fields: FormField[] | null;
  field_values: Record<string, unknown> | null;
  stored_at: string | Date | null;
  stored_by: string | null;
  stored_by_name: string | null;
}

const typeColumn = {
  form_inspection_types: 'inspection_type_id',
  form_order_types: 'order_type_id',
} as const;

/** A form names no type of the record's kind, or the record's type among them. */
function typeMatches(type: FormRecordKey['type']): SQL {
  if (!type) return sql`true`;
  const links = sql.identifier(type.links);
  return sql`(NOT EXISTS (SELECT 1 FROM ${links} t WHERE t.tenant_id = f.tenant_id AND t.form_id = f.id)
           OR EXISTS (SELECT 1 FROM ${links} t WHERE t.tenant_id = f.tenant_id AND t.form_id = f.id
                         AND ${sql.identifier(typeColumn[type.links])} = ${type.id}))`;
}

const valuesOf = (record: FormRecordKey, alias: string) =>
  sql`${sql.identifier(alias)}.${sql.identifier(record.column)} = ${record.id}`;

function toRecordForm(row: RecordFormRow): RecordForm {
  return {
    form: toForm(row),
    stored:
      row.stored_version === null
        ? null
        : {
            version: row.stored_version,
            fields: row.stored_fields ?? [],
            values: row.field_values ?? {},
            updatedAt: new Date(row.stored_at!).toISOString(),
            updatedBy: namedUser(row.stored_by, row.stored_by_name),
          },
  };
}

/**
 * The record's forms by name: those of its scope that are in use (not archived) and apply to its
 * type, and any other it has values of (archived since, or its type changed), with the values and
 * the fields of the version they were written with. `formId` narrows the list to one form.
 */
export async function listRecordForms(tx: Tx, record: FormRecordKey, formId?: string): Promise<RecordForm[]> {
  const condition = sql`f.scope = ${record.scope}
    AND ((NOT f.archived AND ${typeMatches(record.type)})
         OR EXISTS (SELECT 1 FROM form_values x
                     WHERE x.tenant_id = f.tenant_id AND x.form_id = f.id AND ${valuesOf(record, 'x')}))
    ${formId ? sql`AND f.id = ${formId}` : sql``}`;
  const rows = await queryRows<RecordFormRow>(
    tx,
    sql`SELECT s.*, fv.form_version AS stored_version, sv.fields AS stored_fields, fv.field_values,
               fv.updated_at AS stored_at, fv.updated_by AS stored_by,
               ${userNameOf(sql`fv.updated_by`)} AS stored_by_name
          FROM (${selectForms(condition, true)}) s
          LEFT JOIN form_values fv ON fv.tenant_id = app_tenant() AND fv.form_id = s.id AND ${valuesOf(record, 'fv')}
          LEFT JOIN form_versions sv
                 ON sv.tenant_id = fv.tenant_id AND sv.form_id = fv.form_id AND sv.version = fv.form_version
         ORDER BY s.name_sv, s.id`,
  );
  return rows.map(toRecordForm);
}

/**
 * Keeps the record's values of the form, written with its version `version`, replacing any before;
 * `authorId` is null for a customer's answers on the order page.
 */
export async function storeRecordValues(
  tx: Tx,
  record: Pick<FormRecordKey, 'column' | 'id'>,
  form: { id: string; version: number },
  values: Record<string, unknown>,
  authorId: string | null,
): Promise<void> {
  const column = sql.identifier(record.column);
  await tx.execute(
    sql`INSERT INTO form_values (tenant_id, form_id, form_version, ${column}, field_values, updated_by)
        VALUES (app_tenant(), ${form.id}, ${form.version}, ${record.id}, ${JSON.stringify(values)}::jsonb, ${authorId})
        ON CONFLICT (tenant_id, ${column}, form_id) WHERE ${column} IS NOT NULL
        DO UPDATE SET form_version = excluded.form_version, field_values = excluded.field_values,
                      updated_at = now(), updated_by = excluded.updated_by`,
  );
}

/** The values stored on each of the assignments `inspectionIds`, by assignment and form. */
export async function inspectionValues(
  tx: Tx,
  inspectionIds: string[],
): Promise<Map<string, Map<string, Record<string, unknown>>>> {
  const byInspection = new Map<string, Map<string, Record<string, unknown>>>();
  if (inspectionIds.length === 0) return byInspection;
  const rows = await queryRows<{
    inspection_id: string;
    form_id: string;
    field_values: Record<string, unknown>;
  }>(
    tx,
    sql`SELECT inspection_id, form_id, field_values FROM form_values
         WHERE tenant_id = app_tenant() AND inspection_id = ANY (${uuidLiteralArray(inspectionIds)})`,
  );
  for (const row of rows) {
    const forms = byInspection.get(row.inspection_id) ?? new Map<string, Record<string, unknown>>();
    forms.set(row.form_id, row.field_values);
    byInspection.set(row.inspection_id, forms);
  }
  return byInspection;
}

/**
 * Which records of `scope` under one parent have forms: `every` when a form in use of the scope
 * applies to the parent's type, and `withValues` those of `records` (the owner's subquery of the
 * parent's records) that hold values of a form of the scope.
 */
export async function recordsWithForms(
  tx: Tx,
  parent: Pick<FormRecordKey, 'scope' | 'column' | 'type'>,
  records: SQL,
): Promise<RecordsWithForms> {
  const column = sql.identifier(parent.column);
  const [applies] = await queryRows<{ every: boolean }>(
    tx,
    sql`SELECT EXISTS (SELECT 1 FROM forms f
                        WHERE f.tenant_id = app_tenant() AND f.scope = ${parent.scope} AND NOT f.archived
                          AND ${typeMatches(parent.type)}) AS every`,
  );
  const held = await queryRows<{ id: string }>(
    tx,
    sql`SELECT DISTINCT fv.${column} AS id FROM form_values fv
          JOIN forms f ON f.tenant_id = fv.tenant_id AND f.id = fv.form_id AND f.scope = ${parent.scope}
         WHERE fv.tenant_id = app_tenant() AND fv.${column} IN ${records}
         ORDER BY 1`,
  );
  return { every: applies?.every ?? false, withValues: held.map((row) => row.id) };
}

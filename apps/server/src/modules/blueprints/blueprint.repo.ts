import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Blueprint, BlueprintObject, BlueprintSummary } from '@syna/contracts/blueprints';
import type { Tx } from '../../platform/db/database.ts';
import { inspectionTypeKind, lookupNameOf } from '../lookups/index.ts';
import { blueprintForms, blueprintObjects, blueprintRemarks, blueprints } from './blueprints.tables.ts';

type BlueprintRow = typeof blueprints.$inferSelect;

const ofTenant = sql`${blueprints.tenantId} = app_tenant()`;
const withId = (id: string) => and(ofTenant, eq(blueprints.id, id));
const types = inspectionTypeKind.table;

/** The rows of one of a blueprint's lists. */
const ofBlueprint = (table: { tenantId: AnyPgColumn; blueprintId: AnyPgColumn }, id: string) =>
  and(sql`${table.tenantId} = app_tenant()`, eq(table.blueprintId, id));

const summarySelection = {
  blueprint: blueprints,
  typeName: lookupNameOf(inspectionTypeKind, blueprints.typeId),
  typeNameEn: lookupNameOf(inspectionTypeKind, blueprints.typeId, { english: true }),
  objectCount: sql<number>`(SELECT count(*)::int FROM ${blueprintObjects}
    WHERE ${blueprintObjects.tenantId} = app_tenant() AND ${blueprintObjects.blueprintId} = ${blueprints.id})`,
};

const toHead = (row: { blueprint: BlueprintRow; typeName: string | null; typeNameEn: string | null }) => ({
  id: row.blueprint.id,
  name: { sv: row.blueprint.nameSv, en: row.blueprint.nameEn },
  typeId: row.blueprint.typeId,
  // The type is kept by a foreign key, so it has a name.
  typeName: row.typeName ?? '',
  typeNameEn: row.typeNameEn,
  archived: row.blueprint.archived,
  updatedAt: row.blueprint.updatedAt.toISOString(),
});

/** Which blueprints a list shows: the live ones, the archived too, or what a new assignment may start from. */
export type BlueprintListing = 'live' | 'all' | 'offered';

const listingCondition: Record<BlueprintListing, SQL | undefined> = {
  all: undefined,
  live: sql`NOT ${blueprints.archived}`,
  // Neither the blueprint nor its inspection type archived (the type read through the lookups' table).
  offered: sql`NOT ${blueprints.archived} AND NOT EXISTS (SELECT 1 FROM ${types}
    WHERE ${types.tenantId} = app_tenant() AND ${types.id} = ${blueprints.typeId} AND ${types.archived})`,
};

/** The tenant's blueprints by name, without their objects. */
export async function listBlueprints(tx: Tx, listing: BlueprintListing): Promise<BlueprintSummary[]> {
  const rows = await tx
    .select(summarySelection)
    .from(blueprints)
    .where(and(ofTenant, listingCondition[listing]))
    .orderBy(asc(blueprints.nameSv), asc(blueprints.id));
  return rows.map((row) => ({ ...toHead(row), objectCount: row.objectCount }));
}

/** One blueprint whole; with `forUpdate`, its row is locked for the transaction. */
export async function findBlueprint(tx: Tx, id: string, forUpdate = false): Promise<Blueprint | null> {
  const query = tx.select(summarySelection).from(blueprints).where(withId(id));
  const [row] = forUpdate ? await query.for('update', { of: blueprints }) : await query;
  if (!row) return null;
  const objectRows = await tx
    .select()
    .from(blueprintObjects)
    .where(ofBlueprint(blueprintObjects, id))
    .orderBy(asc(blueprintObjects.position));
  const remarkRows = await tx
    .select()
    .from(blueprintRemarks)
    .where(ofBlueprint(blueprintRemarks, id))
    .orderBy(asc(blueprintRemarks.objectPosition), asc(blueprintRemarks.position));
  const formRows = await tx
    .select({ formId: blueprintForms.formId })
    .from(blueprintForms)
    .where(ofBlueprint(blueprintForms, id))
    .orderBy(asc(blueprintForms.position));
  const objects: BlueprintObject[] = objectRows.map((object) => ({
    name: object.name,
    remarks: remarkRows
      .filter((remark) => remark.objectPosition === object.position)
      .map((remark) => ({ title: remark.title, text: remark.text, gradeId: remark.gradeId })),
  }));
  return { ...toHead(row), objects, formIds: formRows.map((form) => form.formId) };
}

export interface BlueprintRecord {
  name: { sv: string; en: string | null };
  typeId: string;
  archived: boolean;
}

/** A new blueprint's own row; answers its id. */
export async function insertBlueprint(tx: Tx, blueprint: BlueprintRecord): Promise<string> {
  const [row] = await tx
    .insert(blueprints)
    .values({
      tenantId: sql`app_tenant()`,
      nameSv: blueprint.name.sv,
      nameEn: blueprint.name.en,
      typeId: blueprint.typeId,
      archived: blueprint.archived,
    })
    .returning({ id: blueprints.id });
  return row!.id;
}

/** Changes a blueprint's own columns, and marks it changed (its lists too are changes of it). */
export async function updateBlueprint(tx: Tx, id: string, changes: Partial<BlueprintRecord>): Promise<void> {
  await tx
    .update(blueprints)
    .set({
      ...(changes.name ? { nameSv: changes.name.sv, nameEn: changes.name.en } : {}),
      ...(changes.typeId ? { typeId: changes.typeId } : {}),
      ...(changes.archived === undefined ? {} : { archived: changes.archived }),
      updatedAt: sql`now()`,
    })
    .where(withId(id));
}

/** Replaces a blueprint's objects and their template remarks. */
export async function replaceBlueprintObjects(tx: Tx, id: string, objects: BlueprintObject[]): Promise<void> {
  // The remarks go with their objects (ON DELETE CASCADE).
  await tx.delete(blueprintObjects).where(ofBlueprint(blueprintObjects, id));
  if (objects.length === 0) return;
  await tx.insert(blueprintObjects).values(
    objects.map((object, position) => ({
      tenantId: sql`app_tenant()`,
      blueprintId: id,
      position,
      name: object.name,
    })),
  );
  const remarks = objects.flatMap((object, objectPosition) =>
    object.remarks.map((remark, position) => ({
      tenantId: sql`app_tenant()`,
      blueprintId: id,
      objectPosition,
      position,
      title: remark.title,
      text: remark.text,
      gradeId: remark.gradeId,
    })),
  );
  if (remarks.length > 0) await tx.insert(blueprintRemarks).values(remarks);
}

/** Replaces the forms that go with a blueprint. */
export async function replaceBlueprintForms(tx: Tx, id: string, formIds: string[]): Promise<void> {
  await tx.delete(blueprintForms).where(ofBlueprint(blueprintForms, id));
  if (formIds.length > 0)
    await tx.insert(blueprintForms).values(
      formIds.map((formId, position) => ({
        tenantId: sql`app_tenant()`,
        blueprintId: id,
        formId,
        position,
      })),
    );
}

/** Deletes a blueprint with its lists; false when the tenant has no such blueprint. */
export async function deleteBlueprint(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx.delete(blueprints).where(withId(id)).returning({ id: blueprints.id });
  return rows.length > 0;
}

/** What a live blueprint names of other modules: its forms and its template remarks' grades. */
export interface BlueprintReferences {
  id: string;
  name: string;
  formIds: string[];
  gradeIds: string[];
}

/** The tenant's live blueprints by name, each with the forms and grades it names (each once). */
export async function listBlueprintReferences(tx: Tx): Promise<BlueprintReferences[]> {
  const rows = await tx
    .select({
      id: blueprints.id,
      name: blueprints.nameSv,
      formIds: sql<
        string[]
      >`(SELECT coalesce(jsonb_agg(${blueprintForms.formId} ORDER BY ${blueprintForms.position}), '[]'::jsonb)
        FROM ${blueprintForms}
        WHERE ${blueprintForms.tenantId} = app_tenant() AND ${blueprintForms.blueprintId} = ${blueprints.id})`,
      gradeIds: sql<string[]>`(SELECT coalesce(jsonb_agg(DISTINCT ${blueprintRemarks.gradeId}), '[]'::jsonb)
        FROM ${blueprintRemarks}
        WHERE ${blueprintRemarks.tenantId} = app_tenant() AND ${blueprintRemarks.blueprintId} = ${blueprints.id}
          AND ${blueprintRemarks.gradeId} IS NOT NULL)`,
    })
    .from(blueprints)
    .where(and(ofTenant, sql`NOT ${blueprints.archived}`))
    .orderBy(asc(blueprints.nameSv), asc(blueprints.id));
  return rows;
}

import type {
  Blueprint,
  BlueprintCreate,
  BlueprintListQuery,
  BlueprintSummary,
  BlueprintUpdate,
} from '@syna/contracts/blueprints';
import type { ListResponse } from '@syna/contracts/list';
import { isAdmin } from '@syna/contracts/roles';
import { badRequest, notFound, type FieldErrors } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { formStandings } from '../forms/index.ts';
import { findUnknownLookupIds, inspectionTypeKind, remarkGradeKind } from '../lookups/index.ts';
import {
  deleteBlueprint,
  findBlueprint,
  insertBlueprint,
  listBlueprintReferences,
  listBlueprints,
  replaceBlueprintForms,
  replaceBlueprintObjects,
  updateBlueprint,
  type BlueprintListing,
  type BlueprintReferences,
} from './blueprint.repo.ts';

const blueprintMissing = () => notFound({ key: 'blueprints.blueprintMissing' });

/** The scopes of the forms a blueprint may name: those filled in on an assignment or its objects. */
const BLUEPRINT_FORM_SCOPES: readonly string[] = ['INSPECTION', 'OBJECT'];

/**
 * `GET /admin/blueprints`: the firm's blueprints by name. An administrator gets the live ones, the
 * archived too on request, or with `create=true` what a new assignment may start from; anyone else
 * who may create assignments gets only the latter, whatever they ask, since that is all the
 * new-assignment dialog needs and the rest is the administrators' business.
 */
export async function listBlueprintsOfFirm(
  context: RequestContext,
  query: BlueprintListQuery,
): Promise<ListResponse<BlueprintSummary>> {
  const listing: BlueprintListing =
    query.create || !isAdmin(context.roles) ? 'offered' : query.archived ? 'all' : 'live';
  const items = await listBlueprints(context.tx, listing);
  return { items, total: items.length };
}

export async function getBlueprint(context: RequestContext, id: string): Promise<Blueprint> {
  const blueprint = await findBlueprint(context.tx, id);
  if (!blueprint) throw blueprintMissing();
  return blueprint;
}

/**
 * What a blueprint names must be the firm's: its inspection type, the grades of its template
 * remarks and its forms, which must moreover be live forms of an assignment or an object. A form
 * the blueprint already has stays even if it has been archived or moved to another scope since,
 * so that such a change never keeps the blueprint from being saved. One field error for each
 * (400), before anything is written.
 */
async function requireOwnReferences(
  context: RequestContext,
  changes: BlueprintUpdate,
  keptFormIds: readonly string[] = [],
): Promise<void> {
  const errors: FieldErrors = {};
  if (changes.typeId) {
    const [unknown] = await findUnknownLookupIds(context, { kind: inspectionTypeKind, parentId: null }, [
      changes.typeId,
    ]);
    if (unknown) errors['body.typeId'] = [{ key: 'assignments.typeMissing' }];
  }
  const graded = (changes.objects ?? []).flatMap((object, objectIndex) =>
    object.remarks.flatMap((remark, remarkIndex) =>
      remark.gradeId
        ? [{ at: `body.objects.${objectIndex}.remarks.${remarkIndex}.gradeId`, id: remark.gradeId }]
        : [],
    ),
  );
  const unknownGrades = new Set(
    await findUnknownLookupIds(
      context,
      { kind: remarkGradeKind, parentId: null },
      graded.map((grade) => grade.id),
    ),
  );
  for (const { at, id } of graded) if (unknownGrades.has(id)) errors[at] = [{ key: 'remarks.gradeUnknown' }];
  const formIds = changes.formIds ?? [];
  const standings = new Map((await formStandings(context, formIds)).map((form) => [form.id, form]));
  formIds.forEach((id, index) => {
    const form = standings.get(id);
    const at = `body.formIds.${index}`;
    if (!form) errors[at] = [{ key: 'blueprints.formUnknown' }];
    else if (keptFormIds.includes(id)) return;
    else if (form.archived) errors[at] = [{ key: 'blueprints.formArchived' }];
    else if (!BLUEPRINT_FORM_SCOPES.includes(form.scope)) errors[at] = [{ key: 'blueprints.formScope' }];
  });
  if (Object.keys(errors).length > 0) throw badRequest({ key: 'blueprints.blueprintInvalid' }, errors);
}

/** Writes the lists a change names, leaving those it does not name as they are. */
async function writeLists(context: RequestContext, id: string, changes: BlueprintUpdate): Promise<void> {
  if (changes.objects) await replaceBlueprintObjects(context.tx, id, changes.objects);
  if (changes.formIds) await replaceBlueprintForms(context.tx, id, changes.formIds);
}

/** `POST /admin/blueprints`. */
export async function createBlueprint(context: RequestContext, input: BlueprintCreate): Promise<Blueprint> {
  await requireOwnReferences(context, input);
  const id = await insertBlueprint(context.tx, input);
  await writeLists(context, id, input);
  return getBlueprint(context, id);
}

/** `PUT /admin/blueprints/{id}`: changes what the body names; the row is locked while checking. */
export async function changeBlueprint(
  context: RequestContext,
  id: string,
  changes: BlueprintUpdate,
): Promise<Blueprint> {
  const current = await findBlueprint(context.tx, id, true);
  if (!current) throw blueprintMissing();
  await requireOwnReferences(context, changes, current.formIds);
  await updateBlueprint(context.tx, id, changes);
  await writeLists(context, id, changes);
  return getBlueprint(context, id);
}

/**
 * `DELETE /admin/blueprints/{id}`. A blueprint is only a recipe: an assignment created from it
 * keeps copies of its objects and remarks and no tie to it, so deleting one loses nothing of the
 * firm's work and needs no "archive it instead".
 */
export async function removeBlueprint(context: RequestContext, id: string): Promise<void> {
  if (!(await deleteBlueprint(context.tx, id))) throw blueprintMissing();
}

/**
 * The blueprint a new assignment starts from, for the inspections module: null when the firm has
 * no such blueprint, or has archived it (the new-assignment dialog no longer offers it).
 */
export async function blueprintToStartFrom(context: RequestContext, id: string): Promise<Blueprint | null> {
  const blueprint = await findBlueprint(context.tx, id);
  return blueprint && !blueprint.archived ? blueprint : null;
}

/** Every blueprint of the firm whole, archived ones too, by name: what an export of the set-up writes. */
export async function everyBlueprint(context: RequestContext): Promise<Blueprint[]> {
  const blueprints: Blueprint[] = [];
  for (const { id } of await listBlueprints(context.tx, 'all'))
    blueprints.push((await findBlueprint(context.tx, id))!);
  return blueprints;
}

/** The live blueprints with the forms and grades they name, for the metadata check. */
export async function blueprintReferences(context: RequestContext): Promise<BlueprintReferences[]> {
  return listBlueprintReferences(context.tx);
}

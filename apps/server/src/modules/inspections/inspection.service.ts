import {
  INSPECTION_TAGS_MAX,
  type Attributes,
  type Inspection,
  type InspectionBulkUpdate,
  type InspectionCreate,
  type InspectionUpdate,
} from '@syna/contracts/inspections';
import type { Tx } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { badRequest, conflict, notFound } from '../../platform/http/problem.ts';
import { assetIdsOfInspection, deleteUnusedAssets } from '../remarks/remark-image.repo.ts';
import {
  addTag,
  countOwnInspections,
  deleteInspection,
  findInspection,
  findInspectionRow,
  insertInspection,
  removeTag,
  setAttribute,
  updateInspection,
  updateInspections,
  type InspectionChanges,
} from './inspection.repo.ts';
import { checkReferences, findInitialStatusId, type ReferencedIds } from './inspection-references.repo.ts';
import { assignInspectionNumber } from './inspection-number.service.ts';
import { addOrUpdateContacts, contactErrors } from './inspection-contacts.service.ts';
import type { InspectionContext } from './inspection-context.ts';
import { INSPECTION_NOT_FOUND } from './inspection-messages.ts';

type FieldErrors = Record<string, string[]>;

const INVALID_INSPECTION = 'Uppdraget innehåller ogiltiga värden';

/** The inspection, or 404. */
export async function requireInspection(ctx: InspectionContext, id: string): Promise<Inspection> {
  const inspection = await findInspection(ctx.tx, id);
  if (!inspection) throw notFound(INSPECTION_NOT_FOUND);
  return inspection;
}

/**
 * Rejects ids that are not the tenant's (400, one error per field, under `prefix`): customer,
 * type, branch (and that it belongs to the type), status and inspector (a member).
 */
async function assertReferences(tx: Tx, ids: ReferencedIds, prefix: string, errors: FieldErrors = {}) {
  const found = await checkReferences(tx, ids);
  const fail = (field: string, message: string) => (errors[`${prefix}.${field}`] ??= []).push(message);
  if (!found.customer) fail('customerId', 'Kunden finns inte');
  if (!found.type) fail('typeId', 'Uppdragstypen finns inte');
  if (!found.branch) fail('branchId', 'Grenen finns inte');
  else if (!found.branchOfType) fail('branchId', 'Grenen hör inte till uppdragstypen');
  if (!found.status) fail('statusId', 'Statusen finns inte');
  if (!found.inspector) fail('inspectorId', 'Inspektören är inte medlem i organisationen');
  if (Object.keys(errors).length > 0) throw badRequest(INVALID_INSPECTION, errors);
}

const timeOfDay = (value: string | null | undefined) => (value ? value.slice(0, 5) : null);

/** A stop time must come after the start time (both `HH:mm`, the database's `HH:mm:ss` cut). */
function timeErrors(start: string | null | undefined, stop: string | null | undefined): FieldErrors {
  const from = timeOfDay(start);
  const to = timeOfDay(stop);
  return from && to && to <= from ? { 'body.stopTime': ['Sluttiden måste vara efter starttiden'] } : {};
}

/** The input's editable fields as column changes; absent fields are left out. */
function toChanges(input: InspectionUpdate): InspectionChanges {
  const changes: InspectionChanges = {};
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined) Object.assign(changes, { [key]: value });
  }
  return changes;
}

/**
 * Creates an inspection: references checked, the next number drawn, the status defaulting to the
 * first open one, and the contacts added. `placement` puts it in a project's estate.
 */
export async function createInspection(
  ctx: InspectionContext,
  input: InspectionCreate,
  placement: { projectId: string; estateId: string } | null = null,
): Promise<Inspection> {
  const { contacts, ...fields } = input;
  await assertReferences(ctx.tx, fields, 'body', {
    ...timeErrors(fields.startTime, fields.stopTime),
    ...(contacts?.length ? await contactErrors(ctx.tx, contacts, 'body.contacts') : {}),
  });
  const statusId = fields.statusId !== undefined ? fields.statusId : await findInitialStatusId(ctx.tx);
  const number = await assignInspectionNumber(ctx.tx);
  let id: string;
  try {
    id = await insertInspection(ctx.tx, {
      ...toChanges(fields),
      statusId,
      tenantId: ctx.tenantId,
      number,
      ...(placement ?? {}),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`Uppdragsnumret ${number} används redan, försök igen`);
    throw error;
  }
  if (contacts?.length) await addOrUpdateContacts(ctx, id, contacts, 'body.contacts');
  return requireInspection(ctx, id);
}

/** Changes the fields the input names; the rules apply to the inspection as it will be. */
export async function updateInspectionFields(
  ctx: InspectionContext,
  id: string,
  input: InspectionUpdate,
): Promise<Inspection> {
  const current = await findInspectionRow(ctx.tx, id);
  if (!current) throw notFound(INSPECTION_NOT_FOUND);
  const typeOrBranchChanges = input.typeId !== undefined || input.branchId !== undefined;
  await assertReferences(
    ctx.tx,
    {
      customerId: input.customerId,
      statusId: input.statusId,
      inspectorId: input.inspectorId,
      ...(typeOrBranchChanges
        ? {
            typeId: input.typeId ?? current.typeId,
            branchId: input.branchId !== undefined ? input.branchId : current.branchId,
          }
        : {}),
    },
    'body',
    timeErrors(
      input.startTime !== undefined ? input.startTime : current.startTime,
      input.stopTime !== undefined ? input.stopTime : current.stopTime,
    ),
  );
  await updateInspection(ctx.tx, id, toChanges(input));
  return requireInspection(ctx, id);
}

export async function changeStatus(
  ctx: InspectionContext,
  id: string,
  statusId: string,
): Promise<Inspection> {
  if (!(await findInspectionRow(ctx.tx, id))) throw notFound(INSPECTION_NOT_FOUND);
  const found = await checkReferences(ctx.tx, { statusId });
  if (!found.status) throw badRequest(INVALID_INSPECTION, { 'body.value': ['Statusen finns inte'] });
  await updateInspection(ctx.tx, id, { statusId });
  return requireInspection(ctx, id);
}

/** The same changes to several inspections; all of them must be the tenant's, or nothing changes. */
export async function bulkUpdateInspections(
  ctx: InspectionContext,
  body: InspectionBulkUpdate,
): Promise<number> {
  const ids = [...new Set(body.ids)];
  if ((await countOwnInspections(ctx.tx, ids)) !== ids.length) {
    throw notFound('Ett eller flera av uppdragen finns inte');
  }
  await assertReferences(
    ctx.tx,
    { statusId: body.changes.statusId, inspectorId: body.changes.inspectorId },
    'body.changes',
  );
  return updateInspections(ctx.tx, ids, toChanges(body.changes));
}

export async function setInspectionAttribute(
  ctx: InspectionContext,
  id: string,
  name: string,
  value: unknown,
): Promise<Attributes> {
  const attributes = await setAttribute(ctx.tx, id, name, value);
  if (!attributes) throw notFound(INSPECTION_NOT_FOUND);
  return attributes;
}

/** Adds a tag (once); answers the inspection's tags. */
export async function tagInspection(ctx: InspectionContext, id: string, tag: string): Promise<string[]> {
  const current = await findInspectionRow(ctx.tx, id);
  if (!current) throw notFound(INSPECTION_NOT_FOUND);
  if (!current.tags.includes(tag) && current.tags.length >= INSPECTION_TAGS_MAX) {
    const message = `Ett uppdrag kan ha högst ${INSPECTION_TAGS_MAX} taggar`;
    throw badRequest(message, { 'params.tag': [message] });
  }
  return (await addTag(ctx.tx, id, tag))!;
}

/** Removes a tag if the inspection has it; answers the inspection's tags. */
export async function untagInspection(ctx: InspectionContext, id: string, tag: string): Promise<string[]> {
  const tags = await removeTag(ctx.tx, id, tag);
  if (!tags) throw notFound(INSPECTION_NOT_FOUND);
  return tags;
}

/**
 * Deletes the inspection with its links, contacts, objects and remarks for good (no soft delete);
 * answers the files of its photos that nothing else uses (a copy may share them), to remove
 * after commit.
 */
export async function deleteInspectionPermanently(ctx: InspectionContext, id: string): Promise<string[]> {
  const assetIds = await assetIdsOfInspection(ctx.tx, id);
  if (!(await deleteInspection(ctx.tx, id))) throw notFound(INSPECTION_NOT_FOUND);
  return deleteUnusedAssets(ctx.tx, assetIds);
}

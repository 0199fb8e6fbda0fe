import type { MessageRef } from '@syna/contracts/messages';
import {
  APPOINTED_BY_OPTIONS,
  type Attributes,
  type Inspection,
  type InspectionBulkUpdate,
  type InspectionCreate,
  type InspectionMetadata,
  type InspectionUpdate,
} from '@syna/contracts/inspections';
import type { Tx } from '../../platform/db/database.ts';
import { isRestrictViolation, isUniqueViolation } from '../../platform/db/errors.ts';
import { badRequest, conflict, notFound, type FieldErrors } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { recordFiles } from '../content/index.ts';
import { inspectionFiles } from './inspections.tables.ts';
import {
  assetsOfInspectionPhotos,
  removeRecordingsOfInspection,
  removeUnusedAssets,
} from '../remarks/index.ts';
import {
  countOwnInspections,
  deleteInspection,
  findInspection,
  findInspectionRow,
  insertInspection,
  removeAttribute,
  setAttribute,
  updateInspection,
  updateInspections,
  type InspectionChanges,
} from './inspection.repo.ts';
import { loadFormChoices } from './inspection-metadata.repo.ts';
import { checkReferences, findInitialStatusId, type ReferencedIds } from './inspection-references.repo.ts';
import { assignInspectionNumber } from './inspection-number.service.ts';
import { upsertInspectionContact } from './inspection-contacts.repo.ts';
import { contactErrors } from './inspection-contacts.service.ts';
import { INSPECTION_NOT_FOUND } from './inspection-messages.ts';
import { AssignmentSetups } from './assignment-setup.ts';
import { tellInspectors, type AssignmentBooking } from './assignment-notices.ts';
import { scheduleCustomerReminder } from './customer-reminder.ts';
import { describeAssignmentChange } from './inspection-events.ts';
import { assertNotPerformedEarly, bookWhenPlanned } from './inspection-status-flow.service.ts';

const INVALID_INSPECTION: MessageRef = { key: 'assignments.invalidAssignment' };

/**
 * The part of the request's context that creating an inspection uses: accepting an order creates
 * one inside the order's own work, which has its transaction and tenant but no more.
 */
/** The inspection, or 404. */
export async function requireInspection(
  context: Pick<RequestContext, 'tx'>,
  id: string,
): Promise<Inspection> {
  const inspection = await findInspection(context.tx, id);
  if (!inspection) throw notFound(INSPECTION_NOT_FOUND);
  return inspection;
}

/**
 * The assignment's files, kept by the content module's file store as a contact's are: reports are
 * stored here, e-mails attach files from here. Deleting one goes through `removeInspectionFile`.
 */
export const inspectionFileStore = recordFiles(inspectionFiles, requireInspection);

/** What the inspection form offers: types, statuses, contact roles, inspectors, who appointed. */
export async function getFormChoices(context: RequestContext): Promise<InspectionMetadata> {
  return { ...(await loadFormChoices(context.tx)), appointedByOptions: [...APPOINTED_BY_OPTIONS] };
}

/**
 * Rejects ids that are not the tenant's (400, one error per field, under `prefix`): customer,
 * type, branch (and that it belongs to the type), status and inspector (a member).
 */
async function assertReferences(tx: Tx, ids: ReferencedIds, prefix: string, errors: FieldErrors = {}) {
  const found = await checkReferences(tx, ids);
  const fail = (field: string, message: MessageRef) => (errors[`${prefix}.${field}`] ??= []).push(message);
  if (!found.customer) fail('customerId', { key: 'assignments.customerMissing' });
  if (!found.type) fail('typeId', { key: 'assignments.typeMissing' });
  if (!found.branch) fail('branchId', { key: 'assignments.branchMissing' });
  else if (!found.branchOfType) fail('branchId', { key: 'assignments.branchOfOtherType' });
  if (!found.status) fail('statusId', { key: 'assignments.statusMissing' });
  if (!found.inspector) fail('inspectorId', { key: 'assignments.inspectorNotMember' });
  if (Object.keys(errors).length > 0) throw badRequest(INVALID_INSPECTION, errors);
}

const timeOfDay = (value: string | null | undefined) => (value ? value.slice(0, 5) : null);

/** A stop time must come after the start time (both `HH:mm`, the database's `HH:mm:ss` cut). */
function timeErrors(start: string | null | undefined, stop: string | null | undefined): FieldErrors {
  const from = timeOfDay(start);
  const to = timeOfDay(stop);
  return from && to && to <= from ? { 'body.stopTime': [{ key: 'assignments.stopBeforeStart' }] } : {};
}

/** The input's editable fields as column changes; absent fields are left out. */
function toChanges(input: InspectionUpdate): InspectionChanges {
  const changes: InspectionChanges = {};
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined) Object.assign(changes, { [key]: value });
  }
  return changes;
}

/** Where in a project an inspection is placed. */
interface Placement {
  projectId: string;
  estateId: string | null;
}

/** No set-up: the callers that never name one (an accepted order, the demo firm). */
const NO_SETUPS = new AssignmentSetups();

/**
 * Creates an inspection: references checked, the next number drawn, the status defaulting to the
 * first open one, and the contacts added. `placement` puts it in a project's estate. From a
 * blueprint (one of the `setups` registered at boot; callers that never name one pass none) it
 * takes the blueprint's type unless given one, and gets its objects and remarks.
 */
export async function createInspection(
  context: RequestContext,
  input: InspectionCreate,
  { placement = null, setups }: { placement?: Placement | null; setups?: AssignmentSetups } = {},
): Promise<Inspection> {
  const { tx, tenant } = context;
  const { contacts, blueprint: _blueprintId, ...given } = input;
  const setup = await (setups ?? NO_SETUPS).prepare(context, input);
  const fields = { ...given, typeId: given.typeId ?? setup.typeId };
  await assertReferences(tx, fields, 'body', {
    ...setup.errors,
    ...timeErrors(fields.startTime, fields.stopTime),
    ...(contacts?.length ? await contactErrors(context, contacts, 'body.contacts') : {}),
  });
  const statusId = fields.statusId !== undefined ? fields.statusId : await findInitialStatusId(tx);
  const number = await assignInspectionNumber(tx);
  let id: string;
  try {
    id = await insertInspection(tx, {
      ...toChanges(fields),
      statusId,
      tenantId: tenant.id,
      number,
      ...(placement ?? {}),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict({ key: 'assignments.numberTaken', values: { number } });
    throw error;
  }
  // The contacts were checked with the other references above.
  for (const contact of contacts ?? []) await upsertInspectionContact(tx, tenant.id, id, contact);
  await setup.apply(id);
  // A status given is the caller's choice; the default one moves on like a changed assignment's.
  if (fields.statusId === undefined) await bookWhenPlanned(context, id);
  await followBookingChange(context, null, await findInspectionRow(tx, id));
  const created = await requireInspection(context, id);
  describeAssignmentChange(tx, 'create', created);
  return created;
}

/** What follows a change to an assignment's booking: its inspectors told, the customer's reminder asked for. */
async function followBookingChange(
  context: RequestContext,
  before: AssignmentBooking | null,
  after: AssignmentBooking | null,
): Promise<void> {
  await tellInspectors(context, before, after);
  await scheduleCustomerReminder(context, before, after);
}

/** Changes the fields the input names; the rules apply to the inspection as it will be. */
export async function updateInspectionFields(
  context: RequestContext,
  id: string,
  input: InspectionUpdate,
): Promise<Inspection> {
  const current = await findInspectionRow(context.tx, id);
  if (!current) throw notFound(INSPECTION_NOT_FOUND);
  const before = await requireInspection(context, id);
  const typeOrBranchChanges = input.typeId !== undefined || input.branchId !== undefined;
  await assertReferences(
    context.tx,
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
  if (input.statusId) {
    const date = input.date !== undefined ? input.date : current.date;
    await assertNotPerformedEarly(context, input.statusId, [{ number: current.number, date }], false);
  }
  await updateInspection(context.tx, id, toChanges(input));
  if (input.statusId === undefined && (input.inspectorId || input.date)) await bookWhenPlanned(context, id);
  await followBookingChange(context, current, await findInspectionRow(context.tx, id));
  const after = await requireInspection(context, id);
  describeAssignmentChange(context.tx, 'update', after, { before, after });
  return after;
}

/** Sets the status; a performed one before the inspection's date only when `confirmed`. */
export async function changeStatus(
  context: RequestContext,
  id: string,
  statusId: string,
  confirmed = false,
): Promise<Inspection> {
  const current = await findInspectionRow(context.tx, id);
  if (!current) throw notFound(INSPECTION_NOT_FOUND);
  const before = await requireInspection(context, id);
  const found = await checkReferences(context.tx, { statusId });
  if (!found.status)
    throw badRequest(INVALID_INSPECTION, { 'body.value': [{ key: 'assignments.statusMissing' }] });
  await assertNotPerformedEarly(context, statusId, [current], confirmed);
  await updateInspection(context.tx, id, { statusId });
  await followBookingChange(context, current, await findInspectionRow(context.tx, id));
  const after = await requireInspection(context, id);
  describeAssignmentChange(context.tx, 'update', after, { before, after });
  return after;
}

/**
 * The same changes to several inspections; all of them must be the tenant's, or nothing changes. A
 * performed status for those planned for later days is refused, naming them, unless `confirmed`.
 */
export async function bulkUpdateInspections(
  context: RequestContext,
  body: InspectionBulkUpdate,
): Promise<{ count: number }> {
  const ids = [...new Set(body.ids)];
  if ((await countOwnInspections(context.tx, ids)) !== ids.length) {
    throw notFound({ key: 'assignments.someAssignmentsMissing' });
  }
  await assertReferences(
    context.tx,
    { statusId: body.changes.statusId, inspectorId: body.changes.inspectorId },
    'body.changes',
  );
  const before = (await Promise.all(ids.map((id) => findInspectionRow(context.tx, id)))).filter(
    (row) => row !== null,
  );
  const { statusId, inspectorId, date } = body.changes;
  if (statusId) {
    const planned = before.map((row) => ({ number: row.number, date: date !== undefined ? date : row.date }));
    await assertNotPerformedEarly(context, statusId, planned, body.confirmed ?? false);
  }
  const count = await updateInspections(context.tx, ids, toChanges(body.changes));
  if (statusId === undefined && (inspectorId || date)) {
    for (const id of ids) await bookWhenPlanned(context, id);
  }
  for (const row of before)
    await followBookingChange(context, row, await findInspectionRow(context.tx, row.id));
  return { count };
}

export async function setInspectionAttribute(
  context: RequestContext,
  id: string,
  name: string,
  value: unknown,
): Promise<Attributes> {
  const attributes = await setAttribute(context.tx, id, name, value);
  if (!attributes) throw notFound(INSPECTION_NOT_FOUND);
  return attributes;
}

/**
 * Removes one attribute by name, leaving the others as they are now: a change made offline never
 * takes along an attribute a colleague set meanwhile, as saving the whole set would.
 */
export async function removeInspectionAttribute(
  context: RequestContext,
  id: string,
  name: string,
): Promise<Attributes> {
  const attributes = await removeAttribute(context.tx, id, name);
  if (!attributes) throw notFound(INSPECTION_NOT_FOUND);
  return attributes;
}

export async function getInspectionAttributes(context: RequestContext, id: string): Promise<Attributes> {
  return (await requireInspection(context, id)).attributes;
}

/**
 * Deletes the inspection with its links, contacts, objects and remarks for good (no soft delete),
 * which the caller confirms with `hard=true`. Its files, and the stored files of its photos that
 * nothing else uses (a copy may share them), are removed once that has committed. An assignment
 * with an issued report is never deleted (409, nothing touched): the firm answers for what it
 * delivered. The database keeps that rule (the versions' key to their assignment is ON DELETE
 * RESTRICT, migration 0042), so this module asks the reports module nothing: the refused delete
 * answers 409 and the transaction, with the files already deleted in it, rolls back.
 */
export async function removeInspection(
  context: RequestContext,
  storage: FileStorage,
  id: string,
  hard: 'true' | 'false' | undefined,
): Promise<void> {
  if (hard !== 'true') {
    throw badRequest(
      { key: 'assignments.confirmDeletion' },
      {
        'querystring.hard': [{ key: 'assignments.hardRequired' }],
      },
    );
  }
  const removed = await findInspectionRow(context.tx, id);
  if (!removed) throw notFound(INSPECTION_NOT_FOUND);
  const assetIds = await assetsOfInspectionPhotos(context.tx, id);
  await removeRecordingsOfInspection(context, storage, id);
  await inspectionFileStore.removeAll(context, storage, id);
  const deleted = await deleteInspection(context.tx, id).catch((error: unknown) => {
    throw isRestrictViolation(error) ? conflict({ key: 'assignments.reportsIssued' }) : error;
  });
  if (!deleted) throw notFound(INSPECTION_NOT_FOUND);
  await followBookingChange(context, removed, null);
  await removeUnusedAssets(context, storage, assetIds);
  describeAssignmentChange(context.tx, 'delete', removed);
}

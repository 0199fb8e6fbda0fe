import type { ListResponse } from '@syna/contracts/list';
import type { RemarkGrade } from '@syna/contracts/lookups';
import type { MessageRef } from '@syna/contracts/messages';
import type { Tx } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { badRequest, conflict, notFound, type FieldErrors } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import type { Tenant } from '@syna/contracts/tenant';
import { describeChange, type ChangeDescription } from '../events/index.ts';
import { remarkGradeKind, type LookupItem, type LookupKind, type LookupScope } from './lookup-kinds.ts';
import {
  countUsages,
  deleteLookup,
  findLookup,
  findUnknownIds,
  insertLookup,
  listLookups,
  nextSortOrder,
  placeInOrder,
  updateLookup,
  type LookupValues,
} from './lookup.repo.ts';

// Order types are lookups too, read on the public order page where there is no caller: so the
// functions ask only for the part of the context they use (creating also writes the tenant's id).

const missing = (kind: LookupKind) => notFound(lookupMissing(kind));
const lookupMissing = (kind: LookupKind): MessageRef => ({
  key: 'lookups.lookupMissing',
  values: { kind: kind.definite },
});

/** A branch is reached through its inspection type: an unknown type answers 404 for all of them. */
async function requireParent(tx: Tx, { kind, parentId }: LookupScope): Promise<void> {
  if (!kind.parent || !parentId) return;
  const parent = await findLookup(tx, { kind: kind.parent.kind, parentId: null }, parentId);
  if (!parent) throw missing(kind.parent.kind);
}

/** Runs a write and turns a clash of names (unique per tenant, case-insensitively) into a 409. */
async function withUniqueName<T>(
  kind: LookupKind,
  name: string | undefined,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict({ key: 'lookups.nameTaken', values: { noun: kind.noun, name: name ?? '' } });
    throw error;
  }
}

/** The lookups of the scope by sort order, the archived ones only when asked for. */
export async function listInScope(
  context: Pick<RequestContext, 'tx'>,
  scope: LookupScope,
  includeArchived: boolean,
): Promise<ListResponse<LookupItem>> {
  await requireParent(context.tx, scope);
  const items = await listLookups(context.tx, scope, includeArchived);
  return { items, total: items.length };
}

/** The scope's item with the id, or null when it has none (to check a reference to it). */
export function findLookupItem(
  context: Pick<RequestContext, 'tx'>,
  scope: LookupScope,
  id: string,
): Promise<LookupItem | null> {
  return findLookup(context.tx, scope, id);
}

/** The firm's remark grades, archived ones too, by id: what a report names a remark's grade by. */
export async function remarkGradesById(
  context: Pick<RequestContext, 'tx'>,
): Promise<Map<string, Pick<RemarkGrade, 'name' | 'serious'>>> {
  const grades = await listLookups(context.tx, { kind: remarkGradeKind, parentId: null }, true);
  // A grade's row carries its kind's own columns beside the shared ones (toLookupItem).
  return new Map(grades.map((grade) => [grade.id, grade as unknown as RemarkGrade]));
}

/** The ids among `ids` that name no item of the scope (to refuse a reference to another firm's). */
export function findUnknownLookupIds(
  context: Pick<RequestContext, 'tx'>,
  scope: LookupScope,
  ids: string[],
): Promise<string[]> {
  return ids.length === 0 ? Promise.resolve([]) : findUnknownIds(context.tx, scope, ids);
}

export async function getLookup(
  context: Pick<RequestContext, 'tx'>,
  scope: LookupScope,
  id: string,
): Promise<LookupItem> {
  const item = await findLookup(context.tx, scope, id);
  if (!item) throw missing(scope.kind);
  return item;
}

export async function createLookup(
  context: Pick<RequestContext, 'tx'> & { tenant: Pick<Tenant, 'id'> },
  scope: LookupScope,
  input: LookupValues & { name: string },
): Promise<LookupItem> {
  const { tx } = context;
  await requireParent(tx, scope);
  const sortOrder = input.sortOrder ?? (await nextSortOrder(tx, scope));
  const item = await withUniqueName(scope.kind, input.name, () =>
    insertLookup(tx, scope, context.tenant.id, { ...input, sortOrder }),
  );
  describeLookupChange(tx, scope, 'create', item);
  return item;
}

/** Tells the events log what a change did to a lookup the log names, by its name. */
function describeLookupChange(
  tx: Tx,
  scope: LookupScope,
  action: ChangeDescription['action'],
  item: Pick<LookupItem, 'id' | 'name'>,
): void {
  const recordType = scope.kind.eventRecord;
  if (recordType) describeChange(tx, { action, recordType, id: item.id, label: item.name });
}

/** Changes the fields the body names; `archived: true` archives the lookup. */
export async function changeLookup(
  context: Pick<RequestContext, 'tx'>,
  scope: LookupScope,
  id: string,
  changes: LookupValues,
): Promise<LookupItem> {
  const item = await withUniqueName(scope.kind, changes.name, () =>
    updateLookup(context.tx, scope, id, changes),
  );
  if (!item) throw missing(scope.kind);
  describeLookupChange(context.tx, scope, 'update', item);
  return item;
}

/**
 * Deletes a lookup nothing refers to. One that is in use is refused with how many records use it,
 * suggesting archiving instead. The row is locked first: a record that starts referring to it
 * concurrently either is counted or waits and then fails on its foreign key.
 */
export async function removeLookup(
  context: Pick<RequestContext, 'tx'>,
  scope: LookupScope,
  id: string,
): Promise<void> {
  const { tx } = context;
  const item = await findLookup(tx, scope, id, { lock: true });
  if (!item) throw missing(scope.kind);
  const usages = await countUsages(tx, scope.kind, id);
  if (usages.length > 0) {
    const counted = usages.map(({ usage, count }): MessageRef =>
      count === 1 ? ({ key: usage.one } as MessageRef) : { key: usage.many, values: { count } },
    );
    throw conflict({ key: 'lookups.lookupInUse', values: { kind: scope.kind.definite, usages: counted } });
  }
  await deleteLookup(tx, scope, id);
  describeLookupChange(tx, scope, 'delete', item);
}

/** Puts the listed lookups first, in the given order; every id must be one of the tenant's. */
export async function reorderLookups(
  context: Pick<RequestContext, 'tx'>,
  scope: LookupScope,
  ids: string[],
): Promise<ListResponse<LookupItem>> {
  const { tx } = context;
  await requireParent(tx, scope);
  const unknown = new Set(await findUnknownIds(tx, scope, ids));
  if (unknown.size > 0) {
    const errors: FieldErrors = {};
    ids.forEach((id, index) => {
      if (unknown.has(id)) errors[`body.ids.${index}`] = [lookupMissing(scope.kind)];
    });
    throw badRequest({ key: 'lookups.unknownInOrder' }, errors);
  }
  await placeInOrder(tx, scope, ids);
  const items = await listLookups(tx, scope, true);
  return { items, total: items.length };
}

import { isDeepStrictEqual } from 'node:util';
import type { FormField } from '@syna/contracts/form-fields';
import type { Form, FormCreate, FormListQuery, FormSummary, FormUpdate } from '@syna/contracts/forms';
import type { ListResponse } from '@syna/contracts/list';
import { isRestrictViolation, isUniqueViolation } from '../../platform/db/errors.ts';
import { badRequest, conflict, notFound, type FieldErrors } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { findUnknownLookupIds, inspectionTypeKind, type LookupKind } from '../lookups/index.ts';
import { orderTypeKind } from '../orders/index.ts';
import {
  deleteForm,
  findForm,
  findFormStandings,
  insertForm,
  insertVersion,
  listForms,
  replaceFormTypes,
  updateForm,
  type FormStanding,
} from './form.repo.ts';

const formMissing = () => notFound({ key: 'forms.formMissing' });

/** `GET /admin/forms`: the firm's forms by name, archived ones on request. */
export async function listFormsOfFirm(
  context: RequestContext,
  query: FormListQuery,
): Promise<ListResponse<FormSummary>> {
  const items = await listForms(context.tx, query.archived ?? false);
  return { items, total: items.length };
}

/** The scope and archiving of the firm's forms among `ids`, for a record that names them (a blueprint). */
export function formStandings(context: RequestContext, ids: readonly string[]): Promise<FormStanding[]> {
  return findFormStandings(context.tx, ids);
}

export async function getForm(context: RequestContext, id: string): Promise<Form> {
  const form = await findForm(context.tx, id);
  if (!form) throw formMissing();
  return form;
}

/** The types a form names must be the firm's own: a field error for each that is not (400). */
async function requireOwnTypes(
  context: RequestContext,
  changes: { orderTypeIds?: string[]; inspectionTypeIds?: string[] },
): Promise<void> {
  const errors: FieldErrors = {};
  const check = async (field: 'orderTypeIds' | 'inspectionTypeIds', kind: LookupKind) => {
    const ids = changes[field] ?? [];
    const unknown = new Set(await findUnknownLookupIds(context, { kind, parentId: null }, ids));
    ids.forEach((id, index) => {
      if (unknown.has(id)) errors[`body.${field}.${index}`] = [{ key: 'forms.typeUnknown' }];
    });
  };
  await check('orderTypeIds', orderTypeKind);
  await check('inspectionTypeIds', inspectionTypeKind);
  if (Object.keys(errors).length > 0) throw badRequest({ key: 'forms.typesUnknown' }, errors);
}

/** Writes the types a change names, leaving those it does not name as they are. */
async function writeTypes(
  context: RequestContext,
  formId: string,
  changes: { orderTypeIds?: string[]; inspectionTypeIds?: string[] },
): Promise<void> {
  if (changes.orderTypeIds) await replaceFormTypes(context.tx, formId, 'order', changes.orderTypeIds);
  if (changes.inspectionTypeIds)
    await replaceFormTypes(context.tx, formId, 'inspection', changes.inspectionTypeIds);
}

/** `POST /admin/forms`: a new form at version 1; a key another form of the firm has is refused (409). */
export async function createForm(context: RequestContext, input: FormCreate): Promise<Form> {
  await requireOwnTypes(context, input);
  let id: string;
  try {
    id = await insertForm(context.tx, input);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict({ key: 'forms.keyTaken', values: { key: input.key } });
    throw error;
  }
  await insertVersion(context.tx, id, 1, input.fields, context.user.id);
  await writeTypes(context, id, input);
  return getForm(context, id);
}

/** Whether a new list of fields differs from the current one (the same list sent back is no change). */
const fieldsChanged = (current: FormField[], next: FormField[] | undefined): next is FormField[] =>
  next !== undefined && !isDeepStrictEqual(current, next);

/**
 * `PUT /admin/forms/{id}`: changes what the body names. Changed fields are kept as the next
 * version, the old ones stay for the values written with them. With the `version` last read, a
 * change made on an older one is refused (409); the row is locked while comparing.
 */
export async function changeForm(context: RequestContext, id: string, changes: FormUpdate): Promise<Form> {
  const current = await findForm(context.tx, id, true);
  if (!current) throw formMissing();
  if (changes.version !== undefined && changes.version !== current.version)
    throw conflict({ key: 'forms.formStale' });
  await requireOwnTypes(context, changes);
  const version = fieldsChanged(current.fields, changes.fields) ? current.version + 1 : undefined;
  if (version !== undefined) await insertVersion(context.tx, id, version, changes.fields!, context.user.id);
  await updateForm(context.tx, id, {
    ...(changes.name ? { name: changes.name } : {}),
    ...(changes.scope ? { scope: changes.scope } : {}),
    ...(changes.archived === undefined ? {} : { archived: changes.archived }),
    ...(version === undefined ? {} : { version }),
  });
  await writeTypes(context, id, changes);
  return getForm(context, id);
}

/**
 * `DELETE /admin/forms/{id}`: removes a form nothing was recorded with. Stored values refer to
 * their form's version ON DELETE RESTRICT, so once values exist the database refuses and the
 * administrator is told to archive the form instead (409).
 */
export async function removeForm(context: RequestContext, id: string): Promise<void> {
  try {
    if (!(await deleteForm(context.tx, id))) throw formMissing();
  } catch (error) {
    if (isRestrictViolation(error)) throw conflict({ key: 'forms.formInUse' });
    throw error;
  }
}

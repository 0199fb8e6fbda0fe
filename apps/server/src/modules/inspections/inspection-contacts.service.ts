import type { InspectionContact, InspectionContactInput } from '@syna/contracts/inspections';
import type { ListResponse } from '@syna/contracts/list';
import { badRequest, notFound, type FieldErrors } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { existingIds } from './inspection-references.repo.ts';
import {
  listContactNotes,
  removeInspectionContact,
  upsertInspectionContact,
} from './inspection-contacts.repo.ts';
import { findInspection, findInspectionRow } from './inspection.repo.ts';
import { INSPECTION_NOT_FOUND } from './inspection-messages.ts';

/** Field errors for contacts and roles that are not the tenant's, keyed `${prefix}.${index}.field`. */
export async function contactErrors(
  { tx }: Pick<RequestContext, 'tx'>,
  items: InspectionContactInput[],
  prefix: string,
): Promise<FieldErrors> {
  const contacts = await existingIds(
    tx,
    'contacts',
    items.map((item) => item.contactId),
  );
  const roles = await existingIds(
    tx,
    'contact_roles',
    items.flatMap((item) => (item.roleId ? [item.roleId] : [])),
  );
  const errors: FieldErrors = {};
  items.forEach((item, index) => {
    if (!contacts.has(item.contactId))
      errors[`${prefix}.${index}.contactId`] = [{ key: 'addressBook.contactMissing' }];
    if (item.roleId && !roles.has(item.roleId))
      errors[`${prefix}.${index}.roleId`] = [{ key: 'assignments.contactRoleMissing' }];
  });
  return errors;
}

/**
 * `PUT /inspections/{id}/contacts`: adds the contacts to the inspection, or updates those already
 * on it; all must be the tenant's. Answers all of the inspection's contacts.
 */
export async function putInspectionContacts(
  context: RequestContext,
  inspectionId: string,
  items: InspectionContactInput[],
): Promise<ListResponse<InspectionContact>> {
  if (!(await findInspectionRow(context.tx, inspectionId))) throw notFound(INSPECTION_NOT_FOUND);
  const errors = await contactErrors(context, items, 'body.items');
  if (Object.keys(errors).length > 0) throw badRequest({ key: 'assignments.invalidContacts' }, errors);
  for (const item of items) {
    await upsertInspectionContact(context.tx, context.tenant.id, inspectionId, item);
  }
  const contacts = (await findInspection(context.tx, inspectionId))!.contacts;
  return { items: contacts, total: contacts.length };
}

export async function takeContactOff(
  context: RequestContext,
  inspectionId: string,
  contactId: string,
): Promise<void> {
  if (!(await removeInspectionContact(context.tx, inspectionId, contactId))) {
    throw notFound({ key: 'assignments.contactNotOnAssignment' });
  }
}

/** The notes written before for contacts in a role (or in any), most recently set first. */
export async function suggestContactNotes(
  context: RequestContext,
  roleId: string | undefined,
): Promise<ListResponse<string>> {
  const items = await listContactNotes(context.tx, roleId);
  return { items, total: items.length };
}

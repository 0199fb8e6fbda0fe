import type { InspectionContact, InspectionContactInput } from '@syna/contracts/inspections';
import { badRequest, notFound } from '../../platform/http/problem.ts';
import type { Tx } from '../../platform/db/database.ts';
import { existingIds } from './inspection-references.repo.ts';
import { removeInspectionContact, upsertInspectionContact } from './inspection-contacts.repo.ts';
import { findInspection, findInspectionRow } from './inspection.repo.ts';
import { INSPECTION_NOT_FOUND } from './inspection-messages.ts';
import type { InspectionContext } from './inspection-context.ts';

/** Field errors for contacts and roles that are not the tenant's, keyed `${prefix}.${index}.field`. */
export async function contactErrors(
  tx: Tx,
  items: InspectionContactInput[],
  prefix: string,
): Promise<Record<string, string[]>> {
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
  const errors: Record<string, string[]> = {};
  items.forEach((item, index) => {
    if (!contacts.has(item.contactId)) errors[`${prefix}.${index}.contactId`] = ['Kontakten finns inte'];
    if (item.roleId && !roles.has(item.roleId))
      errors[`${prefix}.${index}.roleId`] = ['Kontaktrollen finns inte'];
  });
  return errors;
}

/** Adds the contacts to the inspection, or updates those already on it; all must be the tenant's. */
export async function addOrUpdateContacts(
  ctx: InspectionContext,
  inspectionId: string,
  items: InspectionContactInput[],
  prefix: string,
): Promise<void> {
  const errors = await contactErrors(ctx.tx, items, prefix);
  if (Object.keys(errors).length > 0) throw badRequest('Kontakterna innehåller ogiltiga värden', errors);
  for (const item of items) await upsertInspectionContact(ctx.tx, ctx.tenantId, inspectionId, item);
}

/** `PUT /inspections/{id}/contacts`: adds or updates the contacts; answers all of the inspection's. */
export async function putInspectionContacts(
  ctx: InspectionContext,
  inspectionId: string,
  items: InspectionContactInput[],
): Promise<InspectionContact[]> {
  if (!(await findInspectionRow(ctx.tx, inspectionId))) throw notFound(INSPECTION_NOT_FOUND);
  await addOrUpdateContacts(ctx, inspectionId, items, 'body.items');
  return (await findInspection(ctx.tx, inspectionId))!.contacts;
}

export async function takeContactOff(
  ctx: InspectionContext,
  inspectionId: string,
  contactId: string,
): Promise<void> {
  if (!(await removeInspectionContact(ctx.tx, inspectionId, contactId))) {
    throw notFound('Kontakten finns inte på uppdraget');
  }
}

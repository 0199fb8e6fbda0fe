import type {
  ContactDetail,
  ContactInput,
  ContactRelation,
  ContactRelationsInput,
} from '@syna/contracts/contacts';
import type { Tx } from '../../platform/db/database.ts';
import { badRequest, conflict, notFound } from '../../platform/http/problem.ts';
import {
  deleteContact,
  existingContactIds,
  findContact,
  insertContact,
  lockContact,
  toContact,
  updateContact,
  type ContactRow,
  type ContactValues,
} from './contact.repo.ts';
import { listRelatedFrom, listRelations, replaceRelations } from './contact-relation.repo.ts';
import { findContactUsage, type ContactUsage } from './contact-usage.repo.ts';
import { deleteContactFiles } from './contact-file.repo.ts';

/** The request context a contact operation runs in. */
export interface ContactScope {
  tx: Tx;
  tenant: { id: string };
  user: { id: string };
}

export const CONTACT_NOT_FOUND = 'Kontakten finns inte';

/** The display name: a company's name, or a person's first, middle and last name. */
export function displayName(input: ContactInput): string {
  if (input.type === 'company') return input.companyName;
  return [input.firstName, input.middleName, input.lastName].filter(Boolean).join(' ');
}

function toValues(input: ContactInput): ContactValues {
  return { ...input, name: displayName(input) };
}

async function withRelations(tx: Tx, row: ContactRow): Promise<ContactDetail> {
  return {
    ...toContact(row),
    relations: await listRelations(tx, row.id),
    relatedFrom: await listRelatedFrom(tx, row.id),
  };
}

export async function getContact(scope: ContactScope, id: string): Promise<ContactDetail> {
  const row = await findContact(scope.tx, id);
  if (!row) throw notFound(CONTACT_NOT_FOUND);
  return withRelations(scope.tx, row);
}

export async function createContact(scope: ContactScope, input: ContactInput): Promise<ContactDetail> {
  const row = await insertContact(scope.tx, scope.tenant.id, toValues(input));
  return withRelations(scope.tx, row);
}

export async function replaceContact(
  scope: ContactScope,
  id: string,
  input: ContactInput,
): Promise<ContactDetail> {
  const row = await updateContact(scope.tx, id, toValues(input));
  if (!row) throw notFound(CONTACT_NOT_FOUND);
  return withRelations(scope.tx, row);
}

function usageText(usage: ContactUsage): string {
  const parts = [
    usage.inspections > 0 ? `${usage.inspections} uppdrag` : null,
    usage.projects > 0 ? `${usage.projects} projekt` : null,
  ].filter(Boolean);
  return parts.join(' och ');
}

/**
 * Deletes a contact that no inspection or project uses, with its files; answers the storage keys
 * of those files, to remove after commit. One that is used is refused (409): the firm's records
 * must keep their customer and contacts, so the contact stays until they go.
 */
export async function removeContact(scope: ContactScope, id: string): Promise<string[]> {
  if (!(await lockContact(scope.tx, id))) throw notFound(CONTACT_NOT_FOUND);
  const usage = await findContactUsage(scope.tx, id);
  if (usage.inspections > 0 || usage.projects > 0) {
    throw conflict(`Kontakten används i ${usageText(usage)} och kan inte tas bort`);
  }
  const fileKeys = await deleteContactFiles(scope.tx, id);
  await deleteContact(scope.tx, id);
  return fileKeys;
}

/**
 * Replaces the relations a contact names. Each related contact must be another contact of the
 * same firm, named once; otherwise 400 with the offending items, and nothing changes.
 */
export async function setContactRelations(
  scope: ContactScope,
  id: string,
  input: ContactRelationsInput,
): Promise<ContactRelation[]> {
  if (!(await findContact(scope.tx, id))) throw notFound(CONTACT_NOT_FOUND);
  const existing = await existingContactIds(
    scope.tx,
    input.items.map((item) => item.contactId),
  );
  const errors: Record<string, string[]> = {};
  const seen = new Set<string>();
  input.items.forEach((item, index) => {
    const problem =
      item.contactId === id
        ? 'En kontakt kan inte relatera till sig själv'
        : !existing.has(item.contactId)
          ? CONTACT_NOT_FOUND
          : seen.has(item.contactId)
            ? 'Kontakten finns redan i listan'
            : null;
    seen.add(item.contactId);
    if (problem) errors[`body.items.${index}.contactId`] = [problem];
  });
  if (Object.keys(errors).length > 0) throw badRequest('Relationerna innehåller ogiltiga kontakter', errors);
  await replaceRelations(scope.tx, scope.tenant.id, id, input.items);
  return listRelations(scope.tx, id);
}

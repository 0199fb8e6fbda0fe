import { normaliseOrganisationsnummer, normalisePersonnummer } from '@syna/contracts/swedish-identity';
import {
  contactInputSchema,
  type ContactDuplicate,
  type Contact,
  type ContactChange,
  type ContactDetail,
  type ContactInput,
  type ContactRelation,
  type ContactRelationsInput,
  type ContactSearch,
} from '@syna/contracts/contacts';
import type { ListResponse, PagedListResponse } from '@syna/contracts/list';
import type { Tx } from '../../platform/db/database.ts';
import {
  badRequest,
  bodyFieldErrors,
  conflict,
  notFound,
  type FieldErrors,
} from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { recordFiles } from '../content/index.ts';
import { describeChange, type ChangeDescription } from '../events/index.ts';
import { contactFiles } from './contacts.tables.ts';
import {
  deleteContact,
  existingContactIds,
  findContact,
  findContactsByNumber,
  insertContact,
  listContactTags,
  lockContact,
  toContact,
  updateContact,
  type ContactRow,
  type ContactValues,
} from './contact.repo.ts';
import { listRelatedFrom, listRelations, replaceRelations } from './contact-relation.repo.ts';
import { findContactUsage, type ContactUsage } from './contact-usage.repo.ts';
import { pageByCursor } from '../../platform/db/list-cursor.ts';
import { contactCursorKind, searchContacts } from './contact-search.repo.ts';
import type { MessageRef } from '@syna/contracts/messages';

export const CONTACT_NOT_FOUND: MessageRef = { key: 'addressBook.contactMissing' };

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

/**
 * One page of the address book matching the search, and how many match in all; the page after a
 * cursor when one is given, and the cursor of the next page while rows follow.
 */
export function findContacts(
  context: RequestContext,
  search: ContactSearch,
): Promise<PagedListResponse<Contact>> {
  return pageByCursor(context.tenant.id, search.cursor, contactCursorKind(search), (after) =>
    context.standbyRead((tx) => searchContacts(tx, search, after)),
  );
}

/** The tags in use in the address book, for the tag picker. */
export async function listTags(context: RequestContext): Promise<ListResponse<string>> {
  const items = await listContactTags(context.tx);
  return { items, total: items.length };
}

/** The most duplicates the contact form lists. */
const DUPLICATES_SHOWN = 5;

/**
 * The contacts that already carry the number, read in its stored (normalised) form. Two contacts
 * with one number are allowed (a person and their sole-trader firm), so the form warns and links
 * rather than refuses; a number that is no valid identity number has no duplicates.
 */
export async function findDuplicates(
  context: RequestContext,
  query: { number: string; except?: string | undefined },
): Promise<ListResponse<ContactDuplicate>> {
  const number = normaliseOrganisationsnummer(query.number) ?? normalisePersonnummer(query.number);
  if (!number) return { items: [], total: 0 };
  const rows = await findContactsByNumber(context.tx, number, query.except, DUPLICATES_SHOWN);
  const items = rows.map((row) => ({ id: row.id, name: row.name, number: row.number ?? number }));
  return { items, total: items.length };
}

/** Fails with 404 unless the contact is one of the tenant's. */
export async function requireContact(context: RequestContext, id: string): Promise<void> {
  if (!(await findContact(context.tx, id))) throw notFound(CONTACT_NOT_FOUND);
}

/** A contact's files (the address book's "Filer"), kept by the content module's file store. */
export const contactFileStore = recordFiles(contactFiles, requireContact);

export async function getContact(context: RequestContext, id: string): Promise<ContactDetail> {
  const row = await findContact(context.tx, id);
  if (!row) throw notFound(CONTACT_NOT_FOUND);
  return withRelations(context.tx, row);
}

/** Tells the events log what a call did to a contact, named as it is (as it was, once removed). */
function describeContactChange(
  tx: Tx,
  action: ChangeDescription['action'],
  contact: Pick<ContactRow, 'id' | 'name'>,
): void {
  describeChange(tx, { action, recordType: 'contact', id: contact.id, label: contact.name });
}

export async function createContact(context: RequestContext, input: ContactInput): Promise<ContactDetail> {
  const row = await insertContact(context.tx, context.tenant.id, toValues(input));
  describeContactChange(context.tx, 'create', row);
  return withRelations(context.tx, row);
}

/**
 * Adds a contact whose details another record has already checked (an accepted order's party,
 * validated when it was ordered); its id.
 */
export async function recordContact(context: RequestContext, values: ContactValues): Promise<string> {
  return (await insertContact(context.tx, context.tenant.id, values)).id;
}

/** The stored contact as the body that would create it: what a change applies to. */
function asInput(row: ContactRow): Record<string, unknown> {
  const { id: _id, name: _name, created: _created, updated: _updated, ...fields } = toContact(row);
  return fields;
}

/**
 * Changes the fields the body names and keeps the others; the contact as changed is judged whole
 * (a person needs a name, the number must suit the type), with the field errors of a create.
 */
export async function changeContact(
  context: RequestContext,
  id: string,
  change: ContactChange,
): Promise<ContactDetail> {
  if (!(await lockContact(context.tx, id))) throw notFound(CONTACT_NOT_FOUND);
  const stored = asInput((await findContact(context.tx, id))!);
  const named = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
  const changed = contactInputSchema.safeParse({ ...stored, ...named });
  if (!changed.success) {
    throw badRequest({ key: 'http.invalidRequest' }, bodyFieldErrors(changed.error.issues));
  }
  const updated = (await updateContact(context.tx, id, toValues(changed.data)))!;
  describeContactChange(context.tx, 'update', updated);
  return withRelations(context.tx, updated);
}

function usagePhrases(usage: ContactUsage): MessageRef[] {
  const phrases: MessageRef[] = [];
  if (usage.inspections === 1) phrases.push({ key: 'phrases.oneAssignment' });
  else if (usage.inspections > 1)
    phrases.push({ key: 'phrases.assignments', values: { count: usage.inspections } });
  if (usage.projects === 1) phrases.push({ key: 'phrases.oneProject' });
  else if (usage.projects > 1) phrases.push({ key: 'phrases.projects', values: { count: usage.projects } });
  return phrases;
}

/**
 * Deletes a contact that no inspection or project uses, with its files (their stored bytes go
 * once the deletion has committed). One that is used is refused (409): the firm's records must
 * keep their customer and contacts, so the contact stays until they go.
 */
export async function removeContact(
  context: RequestContext,
  storage: FileStorage,
  id: string,
): Promise<void> {
  if (!(await lockContact(context.tx, id))) throw notFound(CONTACT_NOT_FOUND);
  const usage = await findContactUsage(context.tx, id);
  if (usage.inspections > 0 || usage.projects > 0) {
    throw conflict({ key: 'addressBook.contactInUse', values: { usage: usagePhrases(usage) } });
  }
  const removed = (await findContact(context.tx, id))!;
  await contactFileStore.removeAll(context, storage, id);
  await deleteContact(context.tx, id);
  describeContactChange(context.tx, 'delete', removed);
}

/**
 * Replaces the relations a contact names. Each related contact must be another contact of the
 * same firm, named once; otherwise 400 with the offending items, and nothing changes.
 */
export async function setContactRelations(
  context: RequestContext,
  id: string,
  input: ContactRelationsInput,
): Promise<ListResponse<ContactRelation>> {
  if (!(await findContact(context.tx, id))) throw notFound(CONTACT_NOT_FOUND);
  const existing = await existingContactIds(
    context.tx,
    input.items.map((item) => item.contactId),
  );
  const errors: FieldErrors = {};
  const seen = new Set<string>();
  input.items.forEach((item, index) => {
    const problem: MessageRef | null =
      item.contactId === id
        ? { key: 'addressBook.selfRelation' }
        : !existing.has(item.contactId)
          ? CONTACT_NOT_FOUND
          : seen.has(item.contactId)
            ? { key: 'addressBook.duplicateRelation' }
            : null;
    seen.add(item.contactId);
    if (problem) errors[`body.items.${index}.contactId`] = [problem];
  });
  if (Object.keys(errors).length > 0) throw badRequest({ key: 'addressBook.invalidRelations' }, errors);
  await replaceRelations(context.tx, context.tenant.id, id, input.items);
  const items = await listRelations(context.tx, id);
  return { items, total: items.length };
}

import { listResponseSchema } from '../list.ts';
import {
  contactDetailSchema,
  contactChangeSchema,
  contactDuplicateListSchema,
  contactDuplicatesQuerySchema,
  contactInputSchema,
  contactListSchema,
  contactRelationSchema,
  contactRelationsInputSchema,
  contactSearchSchema,
  contactTagListSchema,
  favoriteStateSchema,
} from '../contacts.ts';
import { permitted } from './access.ts';
import { attachedFileEndpoints } from './attached-files.ts';
import { endpoint } from './endpoint.ts';
import { tenantAnd, tenantParams } from './params.ts';

const service = 'contact';
const contactParams = tenantAnd('id', 'validation.contactId');
/** Reading the address book; marking one's own favourites leaves it unchanged, so reading is enough. */
const read = permitted('contacts.read');
/** Changing the firm's shared address book, its relations and files. */
const write = permitted('contacts.write');

/** The address book: contacts, their relations, tags, files and the caller's favourites. */
export const contactEndpoints = {
  search: endpoint({
    method: 'POST',
    path: '/:tenant/v1/contact/search',
    access: read,
    service,
    summary: 'Search the address book by text, tags, partner and type',
    readOnly: true,
    params: tenantParams,
    body: contactSearchSchema,
    response: contactListSchema,
  }),
  tags: endpoint({
    method: 'GET',
    path: '/:tenant/v1/contact/tags',
    access: read,
    service,
    summary: 'The tags in use in the address book, for the tag picker',
    params: tenantParams,
    response: contactTagListSchema,
  }),
  duplicates: endpoint({
    method: 'GET',
    path: '/:tenant/v1/contact/duplicates',
    access: read,
    service,
    summary:
      'The contacts that already have this personnummer or organisationsnummer (the contact form warns before saving)',
    params: tenantParams,
    query: contactDuplicatesQuerySchema,
    response: contactDuplicateListSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/:tenant/v1/contact/:id',
    access: read,
    service,
    summary: 'One contact with its relations',
    params: contactParams,
    response: contactDetailSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/:tenant/v1/contact',
    access: write,
    service,
    summary: 'Create a contact (company or person)',
    params: tenantParams,
    body: contactInputSchema,
    status: 201,
    response: contactDetailSchema,
  }),
  replace: endpoint({
    method: 'PUT',
    path: '/:tenant/v1/contact/:id',
    access: write,
    service,
    summary: 'Change the fields the body names; the others keep their values',
    params: contactParams,
    body: contactChangeSchema,
    response: contactDetailSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/:tenant/v1/contact/:id',
    access: write,
    service,
    summary: 'Delete a contact, with its files, that no inspection or project uses (409 otherwise)',
    params: contactParams,
    status: 204,
  }),
  setRelations: endpoint({
    method: 'PUT',
    path: '/:tenant/v1/contact/:id/relations',
    access: write,
    service,
    summary: 'Replace the contacts this contact is related to',
    params: contactParams,
    body: contactRelationsInputSchema,
    response: listResponseSchema(contactRelationSchema),
  }),
  favorites: endpoint({
    method: 'GET',
    path: '/:tenant/v1/contact/favorites',
    access: read,
    service,
    summary: 'The caller’s favourite contacts, by name',
    params: tenantParams,
    response: contactListSchema,
  }),
  favoriteState: endpoint({
    method: 'GET',
    path: '/:tenant/v1/contact/favorites/:id',
    access: read,
    service,
    summary: 'Whether a contact is one of the caller’s favourites',
    params: contactParams,
    response: favoriteStateSchema,
  }),
  setFavorite: endpoint({
    method: 'PUT',
    path: '/:tenant/v1/contact/favorites/:id',
    access: read,
    service,
    summary: 'Mark or unmark a contact as the caller’s favourite (idempotent)',
    params: contactParams,
    body: favoriteStateSchema,
    response: favoriteStateSchema,
  }),
  ...attachedFileEndpoints({
    path: '/:tenant/v1/contact/:id',
    params: contactParams,
    read,
    write,
    service,
    noun: 'contact',
    schemaId: 'ContactFile',
  }),
};

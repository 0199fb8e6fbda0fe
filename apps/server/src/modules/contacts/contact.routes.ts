import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listResponseSchema } from '@syna/contracts/list';
import {
  contactDetailSchema,
  contactInputSchema,
  contactListSchema,
  contactRelationSchema,
  contactRelationsInputSchema,
  contactSearchSchema,
  contactTagListSchema,
} from '@syna/contracts/contacts';
import {
  registerFileRemovalAfterCommit,
  removeFilesAfterCommit,
} from '../../platform/storage/transactional-files.ts';
import { tenantRequest } from '../tenancy/tenant-request.ts';
import { READ_CONTACTS, WRITE_CONTACTS } from './contact-access.ts';
import { listContactTags } from './contact.repo.ts';
import { searchContacts } from './contact-search.repo.ts';
import {
  createContact,
  getContact,
  removeContact,
  replaceContact,
  setContactRelations,
} from './contact.service.ts';
import { contactFileRoutes } from './contact-file.routes.ts';
import { favoriteContactRoutes } from './favorite-contact.routes.ts';

const tenantParams = z.object({ tenant: z.string() });
// A uuid, so that the fixed paths beside it (`/contact/favorites`, `/contact/tags`) never read as ids.
const contactParams = tenantParams.extend({ id: z.uuid({ error: 'Ogiltigt kontakt-id' }) });

/** The address book (contact service): search, contacts, their relations, tags, files and favourites. */
export async function contactRoutes(app: FastifyInstance): Promise<void> {
  registerFileRemovalAfterCommit(app, app.storage);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['contact'];

  api.post(
    '/:tenant/v1/contact/search',
    {
      config: { access: READ_CONTACTS },
      schema: {
        tags,
        summary: 'Search the address book by text, tags, partner and type',
        params: tenantParams,
        body: contactSearchSchema,
        response: { 200: contactListSchema },
      },
    },
    async (request) => searchContacts(tenantRequest(request).tx, request.body),
  );

  api.get(
    '/:tenant/v1/contact/tags',
    {
      config: { access: READ_CONTACTS },
      schema: {
        tags,
        summary: 'The tags in use in the address book, for the tag picker',
        params: tenantParams,
        response: { 200: contactTagListSchema },
      },
    },
    async (request) => {
      const items = await listContactTags(tenantRequest(request).tx);
      return { items, total: items.length };
    },
  );

  api.get(
    '/:tenant/v1/contact/:id',
    {
      config: { access: READ_CONTACTS },
      schema: {
        tags,
        summary: 'One contact with its relations',
        params: contactParams,
        response: { 200: contactDetailSchema },
      },
    },
    async (request) => getContact(tenantRequest(request), request.params.id),
  );

  api.post(
    '/:tenant/v1/contact',
    {
      config: { access: WRITE_CONTACTS },
      schema: {
        tags,
        summary: 'Create a contact (company or person)',
        params: tenantParams,
        body: contactInputSchema,
        response: { 201: contactDetailSchema },
      },
    },
    async (request, reply) => {
      const contact = await createContact(tenantRequest(request), request.body);
      void reply.code(201);
      return contact;
    },
  );

  api.put(
    '/:tenant/v1/contact/:id',
    {
      config: { access: WRITE_CONTACTS },
      schema: {
        tags,
        summary: 'Replace every editable field of a contact',
        params: contactParams,
        body: contactInputSchema,
        response: { 200: contactDetailSchema },
      },
    },
    async (request) => replaceContact(tenantRequest(request), request.params.id, request.body),
  );

  api.delete(
    '/:tenant/v1/contact/:id',
    {
      config: { access: WRITE_CONTACTS },
      schema: {
        tags,
        summary: 'Delete a contact, with its files, that no inspection or project uses (409 otherwise)',
        params: contactParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      removeFilesAfterCommit(request, await removeContact(tenantRequest(request), request.params.id));
      void reply.code(204);
      return null;
    },
  );

  api.put(
    '/:tenant/v1/contact/:id/relations',
    {
      config: { access: WRITE_CONTACTS },
      schema: {
        tags,
        summary: 'Replace the contacts this contact is related to',
        params: contactParams,
        body: contactRelationsInputSchema,
        response: { 200: listResponseSchema(contactRelationSchema) },
      },
    },
    async (request) => {
      const items = await setContactRelations(tenantRequest(request), request.params.id, request.body);
      return { items, total: items.length };
    },
  );

  await app.register(favoriteContactRoutes);
  await app.register(contactFileRoutes);
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactListSchema, favoriteStateSchema } from '@syna/contracts/contacts';
import { tenantRequest } from '../tenancy/tenant-request.ts';
import { READ_CONTACTS } from './contact-access.ts';
import { isFavorite, listFavorites, markFavorite } from './favorite-contact.service.ts';

const tenantParams = z.object({ tenant: z.string() });
const favoriteParams = tenantParams.extend({ id: z.uuid({ error: 'Ogiltigt kontakt-id' }) });

/**
 * The caller's favourite contacts. Marking one is personal and leaves
 * the shared address book unchanged, so reading rights are enough.
 */
export async function favoriteContactRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['contact'];

  api.get(
    '/:tenant/v1/contact/favorites',
    {
      config: { access: READ_CONTACTS },
      schema: {
        tags,
        summary: 'The caller’s favourite contacts, by name',
        params: tenantParams,
        response: { 200: contactListSchema },
      },
    },
    async (request) => {
      const items = await listFavorites(tenantRequest(request));
      return { items, total: items.length };
    },
  );

  api.get(
    '/:tenant/v1/contact/favorites/:id',
    {
      config: { access: READ_CONTACTS },
      schema: {
        tags,
        summary: 'Whether a contact is one of the caller’s favourites',
        params: favoriteParams,
        response: { 200: favoriteStateSchema },
      },
    },
    async (request) => ({ favorite: await isFavorite(tenantRequest(request), request.params.id) }),
  );

  api.put(
    '/:tenant/v1/contact/favorites/:id',
    {
      config: { access: READ_CONTACTS },
      schema: {
        tags,
        summary: 'Mark or unmark a contact as the caller’s favourite (idempotent)',
        params: favoriteParams,
        body: favoriteStateSchema,
        response: { 200: favoriteStateSchema },
      },
    },
    async (request) => ({
      favorite: await markFavorite(tenantRequest(request), request.params.id, request.body.favorite),
    }),
  );
}

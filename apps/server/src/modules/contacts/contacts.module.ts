import type { FastifyInstance } from 'fastify';
import { contactEndpoints } from '@syna/contracts/endpoints/contacts';
import { registerEndpoints } from '../../platform/http/endpoint-routes.ts';
import { contactRoutes } from './contact.routes.ts';

/** The address book: contacts, their relations, tags, files and the caller's favourites. */
export async function contactsModule(api: FastifyInstance): Promise<void> {
  await registerEndpoints(api, contactEndpoints, contactRoutes(api.storage));
}

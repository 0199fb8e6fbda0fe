import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  inspectionContactListSchema,
  inspectionContactsUpsertSchema,
  inspectionLinkListSchema,
  inspectionRelateSchema,
  inspectionTextListSchema,
} from '@syna/contracts/inspections';
import { inspectionContext } from './inspection-context.ts';
import { READ_INSPECTIONS, WRITE_INSPECTIONS } from './inspection-access.ts';
import { listContactNotes } from './inspection-contacts.repo.ts';
import { putInspectionContacts, takeContactOff } from './inspection-contacts.service.ts';
import { relateInspections, unrelateInspections } from './inspection-links.service.ts';

const base = '/:tenant/v1/inspections/inspections';
const tenantParams = z.object({ tenant: z.string() });
const inspectionParams = tenantParams.extend({ id: z.uuid() });

/** Inspections service: links between inspections, and the contacts of an inspection. */
export async function inspectionRelationRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['inspections'];

  api.post(
    `${base}/:id/related`,
    {
      config: { access: WRITE_INSPECTIONS },
      schema: {
        tags,
        summary: 'Link inspections with this one (seen from both sides); answers its links',
        params: inspectionParams,
        body: inspectionRelateSchema,
        response: { 200: inspectionLinkListSchema },
      },
    },
    async (request) => {
      const items = await relateInspections(inspectionContext(request), request.params.id, request.body);
      return { items, total: items.length };
    },
  );

  api.delete(
    `${base}/:id/related/:relatedId`,
    {
      config: { access: WRITE_INSPECTIONS },
      schema: {
        tags,
        summary: 'Remove the link between two inspections',
        params: inspectionParams.extend({ relatedId: z.uuid() }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await unrelateInspections(inspectionContext(request), request.params.id, request.params.relatedId);
      void reply.code(204);
      return null;
    },
  );

  api.put(
    `${base}/:id/contacts`,
    {
      config: { access: WRITE_INSPECTIONS },
      schema: {
        tags,
        summary: 'Add contacts to an inspection, or update those already on it',
        params: inspectionParams,
        body: inspectionContactsUpsertSchema,
        response: { 200: inspectionContactListSchema },
      },
    },
    async (request) => {
      const items = await putInspectionContacts(
        inspectionContext(request),
        request.params.id,
        request.body.items,
      );
      return { items, total: items.length };
    },
  );

  api.delete(
    `${base}/:id/contacts/:contactId`,
    {
      config: { access: WRITE_INSPECTIONS },
      schema: {
        tags,
        summary: 'Take a contact off an inspection',
        params: inspectionParams.extend({ contactId: z.uuid() }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await takeContactOff(inspectionContext(request), request.params.id, request.params.contactId);
      void reply.code(204);
      return null;
    },
  );

  api.get(
    `${base}/contacts/notes`,
    {
      config: { access: READ_INSPECTIONS },
      schema: {
        tags,
        summary: 'Notes written before for contacts in a role, most recent first (autocomplete)',
        params: tenantParams,
        querystring: z.object({ type: z.uuid().optional() }),
        response: { 200: inspectionTextListSchema },
      },
    },
    async (request) => {
      const items = await listContactNotes(inspectionContext(request).tx, request.query.type);
      return { items, total: items.length };
    },
  );
}

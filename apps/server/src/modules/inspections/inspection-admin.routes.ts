import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  APPOINTED_BY_OPTIONS,
  attributesSchema,
  inspectionCreateSchema,
  inspectionLinkListSchema,
  inspectionMetadataSchema,
  inspectionSchema,
} from '@syna/contracts/inspections';
import { inspectionContext } from './inspection-context.ts';
import { READ_INSPECTIONS, WRITE_INSPECTIONS } from './inspection-access.ts';
import { loadFormChoices } from './inspection-metadata.repo.ts';
import { linkedInspections } from './inspection-links.service.ts';
import { createInspection, requireInspection } from './inspection.service.ts';

const base = '/:tenant/v1/vb/admin/inspections';
const tenantParams = z.object({ tenant: z.string() });
const inspectionParams = tenantParams.extend({ id: z.uuid() });

/** Main service (vb): creating inspections, the form's choices, an inspection's links and attributes. */
export async function inspectionAdminRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['inspections'];

  api.post(
    base,
    {
      config: { access: WRITE_INSPECTIONS },
      schema: {
        tags,
        summary: 'Create an inspection; the number is assigned',
        params: tenantParams,
        body: inspectionCreateSchema,
        response: { 201: inspectionSchema },
      },
    },
    async (request, reply) => {
      const inspection = await createInspection(inspectionContext(request), request.body);
      void reply.code(201);
      return inspection;
    },
  );

  api.get(
    base,
    {
      config: { access: READ_INSPECTIONS },
      schema: {
        tags,
        summary: 'What the inspection form offers: types, statuses, contact roles, inspectors',
        params: tenantParams,
        response: { 200: inspectionMetadataSchema },
      },
    },
    async (request) => ({
      ...(await loadFormChoices(inspectionContext(request).tx)),
      appointedByOptions: [...APPOINTED_BY_OPTIONS],
    }),
  );

  api.get(
    `${base}/:id/links`,
    {
      config: { access: READ_INSPECTIONS },
      schema: {
        tags,
        summary: 'The inspections linked with this one',
        params: inspectionParams,
        response: { 200: inspectionLinkListSchema },
      },
    },
    async (request) => {
      const items = await linkedInspections(inspectionContext(request), request.params.id);
      return { items, total: items.length };
    },
  );

  api.get(
    `${base}/:id/attributes`,
    {
      config: { access: READ_INSPECTIONS },
      schema: {
        tags,
        summary: 'The free attributes of an inspection',
        params: inspectionParams,
        response: { 200: attributesSchema },
      },
    },
    async (request) => (await requireInspection(inspectionContext(request), request.params.id)).attributes,
  );
}

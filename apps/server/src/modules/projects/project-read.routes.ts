import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { projectAttributesSchema, projectDetailSchema } from '@syna/contracts/projects';
import { tenantRequest } from '../tenancy/tenant-request.ts';
import { READ_PROJECTS } from './project.access.ts';
import { getProjectAttributes, getProjectDetail } from './project.service.ts';

const projectParams = z.object({ tenant: z.string(), id: z.uuid() });

/** Reading one project is a call of the main (vb) service; changing one goes through inspections. */
export async function projectReadRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['projects'];

  api.get(
    '/:tenant/v1/vb/admin/projects/:id',
    {
      config: { access: READ_PROJECTS },
      schema: {
        tags,
        summary: 'One project with its estates and the names of its type, customer and inspector',
        params: projectParams,
        response: { 200: projectDetailSchema },
      },
    },
    async (request) => getProjectDetail(tenantRequest(request).tx, request.params.id),
  );

  api.get(
    '/:tenant/v1/vb/admin/projects/:id/attributes',
    {
      config: { access: READ_PROJECTS },
      schema: {
        tags,
        summary: 'The project’s attributes (values of forms of scope PROJECT)',
        params: projectParams,
        response: { 200: projectAttributesSchema },
      },
    },
    async (request) => getProjectAttributes(tenantRequest(request).tx, request.params.id),
  );
}

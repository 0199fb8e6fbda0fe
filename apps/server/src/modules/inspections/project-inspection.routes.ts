import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  inspectionListSchema,
  inspectionSchema,
  inspectionSearchSchema,
  projectInspectionCreateSchema,
} from '@syna/contracts/inspections';
import { PROJECT_STATES } from '@syna/contracts/projects';
import { PAGE_SIZE_ALL } from '@syna/contracts/constants';
import { inspectionContext } from './inspection-context.ts';
import { READ_INSPECTIONS, WRITE_INSPECTIONS } from './inspection-access.ts';
import { searchInspections } from './inspection-search.repo.ts';
import {
  createProjectInspection,
  requireProject,
  setProjectInspectionState,
} from './project-inspection.service.ts';

const base = '/:tenant/v1/inspections/projects/:id';
const projectParams = z.object({ tenant: z.string(), id: z.uuid() });

/** Inspections service: the inspections of a project, each placed in one of its estates. */
export async function projectInspectionRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['inspections', 'projects'];

  api.get(
    `${base}/inspections`,
    {
      config: { access: READ_INSPECTIONS },
      schema: {
        tags,
        summary: 'The inspections of a project (each with its estateId), by number',
        params: projectParams,
        response: { 200: inspectionListSchema },
      },
    },
    async (request) => {
      const context = inspectionContext(request);
      await requireProject(context, request.params.id);
      const everyInspection = inspectionSearchSchema.parse({
        pageSize: PAGE_SIZE_ALL,
        sort: 'number',
        direction: 'asc',
      });
      return searchInspections(context.tx, everyInspection, { projectId: request.params.id });
    },
  );

  api.post(
    `${base}/inspections`,
    {
      config: { access: WRITE_INSPECTIONS },
      schema: {
        tags,
        summary: 'Create an inspection in the project, for one of its estates',
        params: projectParams,
        body: projectInspectionCreateSchema,
        response: { 201: inspectionSchema },
      },
    },
    async (request, reply) => {
      const inspection = await createProjectInspection(
        inspectionContext(request),
        request.params.id,
        request.body,
      );
      void reply.code(201);
      return inspection;
    },
  );

  api.post(
    `${base}/estates/:estate/inspections/:inspection`,
    {
      config: { access: WRITE_INSPECTIONS },
      schema: {
        tags,
        summary: 'Set the state of an inspection in the project’s estate',
        params: projectParams.extend({ estate: z.uuid(), inspection: z.uuid() }),
        querystring: z.object({ state: z.enum(PROJECT_STATES) }),
        response: { 200: inspectionSchema },
      },
    },
    async (request) =>
      setProjectInspectionState(
        inspectionContext(request),
        {
          projectId: request.params.id,
          estateId: request.params.estate,
          inspectionId: request.params.inspection,
        },
        request.query.state,
      ),
  );
}

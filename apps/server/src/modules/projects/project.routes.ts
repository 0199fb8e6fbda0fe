import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  projectCreateSchema,
  projectListSchema,
  projectSchema,
  projectSearchSchema,
  projectStateQuerySchema,
  projectUpdateSchema,
} from '@syna/contracts/projects';
import { tenantRequest } from '../tenancy/tenant-request.ts';
import { READ_PROJECTS, WRITE_PROJECTS } from './project.access.ts';
import { searchProjects } from './project.repo.ts';
import { changeProject, createProject, removeProject, setProjectState } from './project.service.ts';

const PROJECTS = '/:tenant/v1/inspections/projects';
const tenantParams = z.object({ tenant: z.string() });
const projectParams = tenantParams.extend({ id: z.uuid() });

/** Projects under the inspections service: create, change, state, delete and search. */
export async function projectRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['projects'];

  api.post(
    PROJECTS,
    {
      config: { access: WRITE_PROJECTS },
      schema: {
        tags,
        summary: 'Create a project',
        params: tenantParams,
        body: projectCreateSchema,
        response: { 201: projectSchema },
      },
    },
    async (request, reply) => {
      const { tx, tenant } = tenantRequest(request);
      const project = await createProject(tx, tenant.id, request.body);
      void reply.code(201);
      return project;
    },
  );

  api.post(
    `${PROJECTS}/search`,
    {
      config: { access: READ_PROJECTS },
      schema: {
        tags,
        summary: 'Search projects by inspector, active and text; one page, newest first',
        params: tenantParams,
        body: projectSearchSchema,
        response: { 200: projectListSchema },
      },
    },
    async (request) => searchProjects(tenantRequest(request).tx, request.body),
  );

  api.put(
    `${PROJECTS}/:id`,
    {
      config: { access: WRITE_PROJECTS },
      schema: {
        tags,
        summary: 'Change a project: only the fields sent change',
        params: projectParams,
        body: projectUpdateSchema,
        response: { 200: projectSchema },
      },
    },
    async (request) => changeProject(tenantRequest(request).tx, request.params.id, request.body),
  );

  api.post(
    `${PROJECTS}/:id`,
    {
      config: { access: WRITE_PROJECTS },
      schema: {
        tags,
        summary: 'Set a project’s state (active, completed, archived)',
        params: projectParams,
        querystring: projectStateQuerySchema,
        response: { 200: projectSchema },
      },
    },
    async (request) => setProjectState(tenantRequest(request).tx, request.params.id, request.query.state),
  );

  api.delete(
    `${PROJECTS}/:id`,
    {
      config: { access: WRITE_PROJECTS },
      schema: {
        tags,
        summary: 'Delete a project and its estates; its inspections stay, outside any project',
        params: projectParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeProject(tenantRequest(request).tx, request.params.id);
      void reply.code(204);
      return null;
    },
  );
}

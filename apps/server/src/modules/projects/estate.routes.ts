import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  estateBulkUpdateSchema,
  estateCreateSchema,
  estateListSchema,
  estateSchema,
  projectStateQuerySchema,
} from '@syna/contracts/projects';
import { tenantRequest } from '../tenancy/tenant-request.ts';
import { READ_PROJECTS, WRITE_PROJECTS } from './project.access.ts';
import {
  changeEstates,
  createEstate,
  listProjectEstates,
  removeEstate,
  setEstateState,
} from './estate.service.ts';

const ESTATES = '/:tenant/v1/inspections/projects/:id/estates';
const projectParams = z.object({ tenant: z.string(), id: z.uuid() });
const estateParams = projectParams.extend({ estate: z.uuid() });

/** A project's estates (fastigheter): list, create, change several at once, state, delete. */
export async function estateRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['projects'];

  api.get(
    ESTATES,
    {
      config: { access: READ_PROJECTS },
      schema: {
        tags,
        summary: 'The project’s estates by sort order',
        params: projectParams,
        response: { 200: estateListSchema },
      },
    },
    async (request) => {
      const items = await listProjectEstates(tenantRequest(request).tx, request.params.id);
      return { items, total: items.length };
    },
  );

  api.post(
    ESTATES,
    {
      config: { access: WRITE_PROJECTS },
      schema: {
        tags,
        summary: 'Add an estate to the project; without sortOrder it goes last',
        params: projectParams,
        body: estateCreateSchema,
        response: { 201: estateSchema },
      },
    },
    async (request, reply) => {
      const { tx, tenant } = tenantRequest(request);
      const estate = await createEstate(tx, tenant.id, request.params.id, request.body);
      void reply.code(201);
      return estate;
    },
  );

  api.put(
    ESTATES,
    {
      config: { access: WRITE_PROJECTS },
      schema: {
        tags,
        summary: 'Change several of the project’s estates at once; answers all its estates',
        params: projectParams,
        body: estateBulkUpdateSchema,
        response: { 200: estateListSchema },
      },
    },
    async (request) => {
      const items = await changeEstates(tenantRequest(request).tx, request.params.id, request.body);
      return { items, total: items.length };
    },
  );

  api.post(
    `${ESTATES}/:estate`,
    {
      config: { access: WRITE_PROJECTS },
      schema: {
        tags,
        summary: 'Set an estate’s state (active, completed, archived)',
        params: estateParams,
        querystring: projectStateQuerySchema,
        response: { 200: estateSchema },
      },
    },
    async (request) =>
      setEstateState(
        tenantRequest(request).tx,
        request.params.id,
        request.params.estate,
        request.query.state,
      ),
  );

  api.delete(
    `${ESTATES}/:estate`,
    {
      config: { access: WRITE_PROJECTS },
      schema: {
        tags,
        summary: 'Delete an estate; its inspections stay in the project',
        params: estateParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeEstate(tenantRequest(request).tx, request.params.id, request.params.estate);
      void reply.code(204);
      return null;
    },
  );
}

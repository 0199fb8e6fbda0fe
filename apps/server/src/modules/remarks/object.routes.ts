import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  inspectionObjectListSchema,
  inspectionObjectSchema,
  objectCreateSchema,
  objectStateActionSchema,
  objectUpdateSchema,
} from '@syna/contracts/remarks';
import { preferredLocale } from '../../idp/sign-in-pages.ts';
import { removeFilesAfterCommit } from '../../platform/storage/transactional-files.ts';
import { tenantRequest } from '../tenancy/tenant-request.ts';
import {
  changeObject,
  copyObject,
  createObject,
  listObjectsWithRemarks,
  removeObject,
} from './object.service.ts';
import { inspectionParams, objectParams, READ, SERVICE, TAGS, WRITE } from './routing.ts';

/** The objects of an inspection: list (with remarks and images), create, change, copy, delete. */
export async function objectRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    `${SERVICE}/inspections/:id/objects`,
    {
      config: { access: READ },
      schema: {
        tags: TAGS,
        summary: 'The inspection’s objects in order, with their remarks and images',
        params: inspectionParams,
        response: { 200: inspectionObjectListSchema },
      },
    },
    async (request) => {
      const items = await listObjectsWithRemarks(tenantRequest(request), request.params.id);
      return { items, total: items.length };
    },
  );

  api.post(
    `${SERVICE}/inspections/:id/objects`,
    {
      config: { access: WRITE },
      schema: {
        tags: TAGS,
        summary: 'Add an object to the inspection (last, unless a sort order is given)',
        params: inspectionParams,
        body: objectCreateSchema,
        response: { 201: inspectionObjectSchema },
      },
    },
    async (request, reply) => {
      const object = await createObject(tenantRequest(request), request.params.id, request.body);
      void reply.code(201);
      return object;
    },
  );

  api.put(
    `${SERVICE}/inspections/:id/objects/:object`,
    {
      config: { access: WRITE },
      schema: {
        tags: TAGS,
        summary: 'Change the fields sent of an object',
        params: objectParams,
        body: objectUpdateSchema,
        response: { 200: inspectionObjectSchema },
      },
    },
    async (request) =>
      changeObject(tenantRequest(request), request.params.id, request.params.object, request.body),
  );

  api.post(
    `${SERVICE}/inspections/:id/objects/:object`,
    {
      config: { access: WRITE },
      schema: {
        tags: TAGS,
        summary:
          '`?state=copy` copies the object with its remarks and images (201; "… (kopia)", "… (copy)" ' +
          'for Accept-Language en); another state sets it',
        params: objectParams,
        querystring: objectStateActionSchema,
        response: { 200: inspectionObjectSchema, 201: inspectionObjectSchema },
      },
    },
    async (request, reply) => {
      const scope = tenantRequest(request);
      const { id, object } = request.params;
      const { state } = request.query;
      if (state !== 'copy') return changeObject(scope, id, object, { state });
      const copy = await copyObject(scope, id, object, preferredLocale(request.headers['accept-language']));
      void reply.code(201);
      return copy;
    },
  );

  api.delete(
    `${SERVICE}/inspections/:id/objects/:object`,
    {
      config: { access: WRITE },
      schema: {
        tags: TAGS,
        summary: 'Delete an object with its remarks and images',
        params: objectParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const context = tenantRequest(request);
      removeFilesAfterCommit(
        context,
        app.storage,
        await removeObject(context, request.params.id, request.params.object),
      );
      void reply.code(204);
      return null;
    },
  );
}

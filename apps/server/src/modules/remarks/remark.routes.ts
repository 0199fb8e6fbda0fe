import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  REMARK_VALUE_FIELDS,
  remarkBulkUpdateSchema,
  remarkCreateSchema,
  remarkListSchema,
  remarkSchema,
  remarkUpdateSchema,
  remarkValuesQuerySchema,
  remarkValuesSchema,
} from '@syna/contracts/remarks';
import { removeFilesAfterCommit } from '../../platform/storage/transactional-files.ts';
import { tenantRequest } from '../tenancy/tenant-request.ts';
import {
  changeRemark,
  changeRemarks,
  createRemark,
  listRemarks,
  remarkValues,
  removeRemark,
} from './remark.service.ts';
import {
  objectParams,
  READ,
  remarkParams,
  remarkPathOf,
  SERVICE,
  TAGS,
  tenantParams,
  WRITE,
} from './routing.ts';

/** The remarks of an object, and the values used in the firm's remarks for autocomplete. */
export async function remarkRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const remarksPath = `${SERVICE}/inspections/:id/objects/:object/remarks`;

  api.get(
    remarksPath,
    {
      config: { access: READ },
      schema: {
        tags: TAGS,
        summary: 'The object’s remarks in order, with their images',
        params: objectParams,
        response: { 200: remarkListSchema },
      },
    },
    async (request) => {
      const items = await listRemarks(tenantRequest(request), remarkPathOf(request.params));
      return { items, total: items.length };
    },
  );

  api.post(
    remarksPath,
    {
      config: { access: WRITE },
      schema: {
        tags: TAGS,
        summary: 'Add a remark to the object (last, unless a sort order is given)',
        params: objectParams,
        body: remarkCreateSchema,
        response: { 201: remarkSchema },
      },
    },
    async (request, reply) => {
      const remark = await createRemark(tenantRequest(request), remarkPathOf(request.params), request.body);
      void reply.code(201);
      return remark;
    },
  );

  api.put(
    remarksPath,
    {
      config: { access: WRITE },
      schema: {
        tags: TAGS,
        summary: 'Change several remarks of the object at once; all ids must be its remarks',
        params: objectParams,
        body: remarkBulkUpdateSchema,
        response: { 200: remarkListSchema },
      },
    },
    async (request) => {
      const items = await changeRemarks(tenantRequest(request), remarkPathOf(request.params), request.body);
      return { items, total: items.length };
    },
  );

  api.put(
    `${remarksPath}/:remark`,
    {
      config: { access: WRITE },
      schema: {
        tags: TAGS,
        summary: 'Change the fields sent of a remark',
        params: remarkParams,
        body: remarkUpdateSchema,
        response: { 200: remarkSchema },
      },
    },
    async (request) =>
      changeRemark(tenantRequest(request), remarkPathOf(request.params), request.params.remark, request.body),
  );

  api.delete(
    `${remarksPath}/:remark`,
    {
      config: { access: WRITE },
      schema: {
        tags: TAGS,
        summary: 'Delete a remark with its images',
        params: remarkParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const scope = tenantRequest(request);
      const files = await removeRemark(scope, remarkPathOf(request.params), request.params.remark);
      removeFilesAfterCommit(scope, app.storage, files);
      void reply.code(204);
      return null;
    },
  );

  api.post(
    `${SERVICE}/remarks/values/:field`,
    {
      config: { access: READ },
      schema: {
        tags: TAGS,
        summary: 'Values of a remark field used in the firm, most used first (autocomplete)',
        params: tenantParams.extend({ field: z.enum(REMARK_VALUE_FIELDS) }),
        body: remarkValuesQuerySchema,
        response: { 200: remarkValuesSchema },
      },
    },
    async (request) => {
      const items = await remarkValues(
        tenantRequest(request),
        request.params.field,
        request.body.query ?? '',
      );
      return { items, total: items.length };
    },
  );
}

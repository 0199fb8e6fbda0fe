import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commonRemarkCreateSchema,
  commonRemarkDeleteSchema,
  commonRemarkListSchema,
  commonRemarkQuerySchema,
  commonRemarkSchema,
  commonRemarkUpdateSchema,
} from '@syna/contracts/remarks';
import { notFound } from '../../platform/http/problem.ts';
import { tenantRequest } from '../tenancy/tenant-request.ts';
import {
  deleteCommonRemarks,
  insertCommonRemark,
  queryCommonRemarks,
  updateCommonRemark,
} from './common-remark.repo.ts';
import { READ, SERVICE, TAGS, tenantParams, WRITE } from './routing.ts';

const commonRemarkParams = tenantParams.extend({ id: z.uuid() });
const notInLibrary = () => notFound('Den sparade anmärkningen finns inte');

/** The firm's library of saved ("common") remarks. */
export async function commonRemarkRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const path = `${SERVICE}/remarks/common`;

  api.post(
    `${path}/query`,
    {
      config: { access: READ },
      schema: {
        tags: TAGS,
        summary: 'Search the saved remarks (free text, category), a page at a time, by title',
        params: tenantParams,
        body: commonRemarkQuerySchema,
        response: { 200: commonRemarkListSchema },
      },
    },
    async (request) => queryCommonRemarks(tenantRequest(request).tx, request.body),
  );

  api.post(
    path,
    {
      config: { access: WRITE },
      schema: {
        tags: TAGS,
        summary: 'Save a remark in the library',
        params: tenantParams,
        body: commonRemarkCreateSchema,
        response: { 201: commonRemarkSchema },
      },
    },
    async (request, reply) => {
      const { tx, tenant, user } = tenantRequest(request);
      const { title, text, category, tags } = request.body;
      const remark = await insertCommonRemark(tx, tenant.id, {
        title,
        text: text ?? null,
        category: category ?? null,
        tags: tags ?? [],
        createdBy: user.id,
      });
      void reply.code(201);
      return remark;
    },
  );

  api.post(
    `${path}/delete`,
    {
      config: { access: WRITE },
      schema: {
        tags: TAGS,
        summary: 'Delete several saved remarks; all must exist, or none is deleted',
        params: tenantParams,
        body: commonRemarkDeleteSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const ids = new Set(request.body.ids);
      // Fewer deleted than asked: the error rolls the request's transaction back, deleting none.
      if ((await deleteCommonRemarks(tenantRequest(request).tx, [...ids])) < ids.size) throw notInLibrary();
      void reply.code(204);
      return null;
    },
  );

  api.put(
    `${path}/:id`,
    {
      config: { access: WRITE },
      schema: {
        tags: TAGS,
        summary: 'Change the fields sent of a saved remark',
        params: commonRemarkParams,
        body: commonRemarkUpdateSchema,
        response: { 200: commonRemarkSchema },
      },
    },
    async (request) => {
      const remark = await updateCommonRemark(tenantRequest(request).tx, request.params.id, request.body);
      if (!remark) throw notInLibrary();
      return remark;
    },
  );

  api.delete(
    `${path}/:id`,
    {
      config: { access: WRITE },
      schema: {
        tags: TAGS,
        summary: 'Delete a saved remark',
        params: commonRemarkParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      if ((await deleteCommonRemarks(tenantRequest(request).tx, [request.params.id])) === 0)
        throw notInLibrary();
      void reply.code(204);
      return null;
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  templateRemarkCreateSchema,
  templateRemarkListSchema,
  templateRemarkSchema,
  templateRemarkUpdateSchema,
} from '@syna/contracts/remarks';
import { ADMIN } from '../../platform/http/access.ts';
import { notFound } from '../../platform/http/problem.ts';
import type { Tx } from '../../platform/db/database.ts';
import { tenantRequest } from '../tenancy/tenant-request.ts';
import { inspectionTypeExists } from './inspection-lookup.repo.ts';
import {
  deleteTemplateRemark,
  insertTemplateRemark,
  listTemplateRemarks,
  nextTemplateSortOrder,
  updateTemplateRemark,
} from './template-remark.repo.ts';
import { READ, SERVICE, TAGS, tenantParams } from './routing.ts';

const templateParams = tenantParams.extend({ id: z.uuid() });
const notATemplate = () => notFound('Mallanmärkningen finns inte');

async function requireType(tx: Tx, typeId: string): Promise<void> {
  if (!(await inspectionTypeExists(tx, typeId))) throw notFound('Besiktningstypen finns inte');
}

/** Template remarks: the remarks every inspection of a type starts from. Administrators keep them. */
export async function templateRemarkRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const path = `${SERVICE}/remarks/templates`;

  api.get(
    `${path}/:type`,
    {
      config: { access: READ },
      schema: {
        tags: TAGS,
        summary: 'The template remarks of an inspection type, in order',
        params: tenantParams.extend({ type: z.uuid() }),
        response: { 200: templateRemarkListSchema },
      },
    },
    async (request) => {
      const { tx } = tenantRequest(request);
      await requireType(tx, request.params.type);
      const items = await listTemplateRemarks(tx, request.params.type);
      return { items, total: items.length };
    },
  );

  api.post(
    path,
    {
      config: { access: ADMIN },
      schema: {
        tags: TAGS,
        summary: 'Add a template remark to an inspection type (last, unless a sort order is given)',
        params: tenantParams,
        body: templateRemarkCreateSchema,
        response: { 201: templateRemarkSchema },
      },
    },
    async (request, reply) => {
      const { tx, tenant } = tenantRequest(request);
      const { typeId, title, text, category, sortOrder } = request.body;
      await requireType(tx, typeId);
      const remark = await insertTemplateRemark(tx, tenant.id, {
        typeId,
        title,
        text: text ?? null,
        category: category ?? null,
        sortOrder: sortOrder ?? (await nextTemplateSortOrder(tx, typeId)),
      });
      void reply.code(201);
      return remark;
    },
  );

  api.put(
    `${path}/:id`,
    {
      config: { access: ADMIN },
      schema: {
        tags: TAGS,
        summary: 'Change the fields sent of a template remark',
        params: templateParams,
        body: templateRemarkUpdateSchema,
        response: { 200: templateRemarkSchema },
      },
    },
    async (request) => {
      const remark = await updateTemplateRemark(tenantRequest(request).tx, request.params.id, request.body);
      if (!remark) throw notATemplate();
      return remark;
    },
  );

  api.delete(
    `${path}/:id`,
    {
      config: { access: ADMIN },
      schema: {
        tags: TAGS,
        summary: 'Delete a template remark',
        params: templateParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      if (!(await deleteTemplateRemark(tenantRequest(request).tx, request.params.id))) throw notATemplate();
      void reply.code(204);
      return null;
    },
  );
}

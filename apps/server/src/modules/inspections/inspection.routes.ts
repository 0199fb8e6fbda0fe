import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  attributeNameSchema,
  attributesSchema,
  inspectionAttributeValueSchema,
  inspectionBulkResultSchema,
  inspectionBulkUpdateSchema,
  inspectionListSchema,
  inspectionSchema,
  inspectionSearchSchema,
  inspectionStatusChangeSchema,
  inspectionTagSchema,
  inspectionTagsResultSchema,
  inspectionTextListSchema,
  inspectionUpdateSchema,
} from '@syna/contracts/inspections';
import { badRequest } from '../../platform/http/problem.ts';
import { removeFilesAfterCommit } from '../../platform/storage/transactional-files.ts';
import { tenantRequest } from '../tenancy/tenant-request.ts';
import { inspectionContext } from './inspection-context.ts';
import { READ_INSPECTIONS, WRITE_INSPECTIONS } from './inspection-access.ts';
import { listTags } from './inspection.repo.ts';
import { searchInspections } from './inspection-search.repo.ts';
import {
  bulkUpdateInspections,
  changeStatus,
  deleteInspectionPermanently,
  requireInspection,
  setInspectionAttribute,
  tagInspection,
  untagInspection,
  updateInspectionFields,
} from './inspection.service.ts';

const base = '/:tenant/v1/inspections/inspections';
const tenantParams = z.object({ tenant: z.string() });
// Ids are uuids, so `/inspections/tags` and `/inspections/search/...` can never be taken for one.
const inspectionParams = tenantParams.extend({ id: z.uuid() });
const tagParams = inspectionParams.extend({ tag: inspectionTagSchema });
const deleteQuery = z.object({ hard: z.enum(['true', 'false']).optional() });

/** Inspections service: search, read, change, tag and delete inspections (uppdrag). */
export async function inspectionRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['inspections'];

  api.post(
    `${base}/search`,
    {
      config: { access: READ_INSPECTIONS },
      schema: {
        tags,
        summary: 'Search inspections: free text, filters, sorting and paging',
        params: tenantParams,
        body: inspectionSearchSchema,
        response: { 200: inspectionListSchema },
      },
    },
    async (request) => searchInspections(tenantRequest(request).tx, request.body),
  );

  api.get(
    `${base}/search/:text`,
    {
      config: { access: READ_INSPECTIONS },
      schema: {
        tags,
        summary: 'Search inspections by free text: the first page, newest first',
        params: tenantParams.extend({ text: z.string().trim().min(1).max(200) }),
        response: { 200: inspectionListSchema },
      },
    },
    async (request) =>
      searchInspections(
        tenantRequest(request).tx,
        inspectionSearchSchema.parse({ text: request.params.text }),
      ),
  );

  api.get(
    `${base}/tags`,
    {
      config: { access: READ_INSPECTIONS },
      schema: {
        tags,
        summary: 'The tags in use on the organisation’s inspections',
        params: tenantParams,
        response: { 200: inspectionTextListSchema },
      },
    },
    async (request) => {
      const items = await listTags(tenantRequest(request).tx);
      return { items, total: items.length };
    },
  );

  api.post(
    base,
    {
      config: { access: WRITE_INSPECTIONS },
      schema: {
        tags,
        summary: 'Bulk update: the same changes to several inspections',
        params: tenantParams,
        body: inspectionBulkUpdateSchema,
        response: { 200: inspectionBulkResultSchema },
      },
    },
    async (request) => ({ count: await bulkUpdateInspections(inspectionContext(request), request.body) }),
  );

  api.get(
    `${base}/:id`,
    {
      config: { access: READ_INSPECTIONS },
      schema: {
        tags,
        summary: 'One inspection',
        params: inspectionParams,
        response: { 200: inspectionSchema },
      },
    },
    async (request) => requireInspection(inspectionContext(request), request.params.id),
  );

  api.put(
    `${base}/:id`,
    {
      config: { access: WRITE_INSPECTIONS },
      schema: {
        tags,
        summary: 'Change an inspection: the fields sent change, null clears',
        params: inspectionParams,
        body: inspectionUpdateSchema,
        response: { 200: inspectionSchema },
      },
    },
    async (request) => updateInspectionFields(inspectionContext(request), request.params.id, request.body),
  );

  api.delete(
    `${base}/:id`,
    {
      config: { access: WRITE_INSPECTIONS },
      schema: {
        tags,
        summary: 'Delete an inspection for good (hard=true is required)',
        params: inspectionParams,
        querystring: deleteQuery,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      if (request.query.hard !== 'true') {
        throw badRequest('Ett uppdrag raderas permanent; bekräfta med hard=true', {
          'querystring.hard': ['Ange hard=true för att radera uppdraget permanent'],
        });
      }
      removeFilesAfterCommit(
        tenantRequest(request),
        app.storage,
        await deleteInspectionPermanently(inspectionContext(request), request.params.id),
      );
      void reply.code(204);
      return null;
    },
  );

  api.put(
    `${base}/:id/status`,
    {
      config: { access: WRITE_INSPECTIONS },
      schema: {
        tags,
        summary: 'Set the status of an inspection',
        params: inspectionParams,
        body: inspectionStatusChangeSchema,
        response: { 200: inspectionSchema },
      },
    },
    async (request) => changeStatus(inspectionContext(request), request.params.id, request.body.value),
  );

  api.put(
    `${base}/:id/attributes/:name`,
    {
      config: { access: WRITE_INSPECTIONS },
      schema: {
        tags,
        summary: 'Set one attribute of an inspection to a JSON value',
        params: inspectionParams.extend({ name: attributeNameSchema }),
        body: inspectionAttributeValueSchema,
        response: { 200: attributesSchema },
      },
    },
    async (request) =>
      setInspectionAttribute(
        inspectionContext(request),
        request.params.id,
        request.params.name,
        request.body.value,
      ),
  );

  api.post(
    `${base}/:id/tags/:tag`,
    {
      config: { access: WRITE_INSPECTIONS },
      schema: {
        tags,
        summary: 'Add a tag to an inspection',
        params: tagParams,
        response: { 200: inspectionTagsResultSchema },
      },
    },
    async (request) => ({
      tags: await tagInspection(inspectionContext(request), request.params.id, request.params.tag),
    }),
  );

  api.delete(
    `${base}/:id/tags/:tag`,
    {
      config: { access: WRITE_INSPECTIONS },
      schema: {
        tags,
        summary: 'Remove a tag from an inspection',
        params: tagParams,
        response: { 200: inspectionTagsResultSchema },
      },
    },
    async (request) => ({
      tags: await untagInspection(inspectionContext(request), request.params.id, request.params.tag),
    }),
  );
}

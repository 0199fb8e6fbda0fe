import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lookupListQuerySchema, lookupOrderSchema } from '@syna/contracts/lookups';
import { ADMIN, MEMBER } from '../../platform/http/access.ts';
import { tenantRequest } from '../tenancy/tenant-request.ts';
import type { LookupKind } from './lookup-kinds.ts';
import type { LookupItem, LookupScope, LookupValues } from './lookup.repo.ts';
import {
  changeLookup,
  createLookup,
  getLookup,
  listInScope,
  removeLookup,
  reorderLookups,
} from './lookup.service.ts';

/** How one lookup is offered over HTTP. */
export interface LookupRouteDefinition {
  kind: LookupKind;
  /** The list's path; one item is `${path}/:id`. A parent's id is the path parameter `:typeId`. */
  path: string;
  /** English names for the API documentation, e.g. "inspection type" and "inspection types". */
  title: string;
  plural: string;
  item: z.ZodType<LookupItem>;
  list: z.ZodType<{ items: LookupItem[]; total: number }>;
  create: z.ZodType<LookupValues & { name: string }>;
  update: z.ZodType<LookupValues>;
  /** Also offers `PUT ${path}/order`, which sets the order of the whole list. */
  orderable?: boolean;
}

const tenantParams = z.object({ tenant: z.string() });

/**
 * Registers list, create, read, update and delete of one lookup: reads for every member (the
 * assignment form needs them), writes for administrators.
 */
export function registerLookupRoutes(app: FastifyInstance, definition: LookupRouteDefinition): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { kind, path, title, plural } = definition;
  const tags = ['inspections'];
  const listParams = kind.parent ? tenantParams.extend({ [kind.parent.field]: z.uuid() }) : tenantParams;
  const itemParams = listParams.extend({ id: z.uuid() });
  const scopeOf = (request: FastifyRequest): LookupScope => ({
    kind,
    parentId: kind.parent ? (request.params as Record<string, string>)[kind.parent.field]! : null,
  });

  api.get(
    path,
    {
      config: { access: MEMBER },
      schema: {
        tags,
        summary: `List ${plural} by sort order (archived ones with ?archived=true)`,
        params: listParams,
        querystring: lookupListQuerySchema,
        response: { 200: definition.list },
      },
    },
    async (request) => {
      const items = await listInScope(
        tenantRequest(request).tx,
        scopeOf(request),
        request.query.archived ?? false,
      );
      return { items, total: items.length };
    },
  );

  api.post(
    path,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: `New ${title}; without sortOrder it goes last`,
        params: listParams,
        body: definition.create,
        response: { 201: definition.item },
      },
    },
    async (request, reply) => {
      const { tx, tenant } = tenantRequest(request);
      const item = await createLookup(tx, scopeOf(request), tenant.id, request.body);
      void reply.code(201);
      return item;
    },
  );

  if (definition.orderable) {
    api.put(
      `${path}/order`,
      {
        config: { access: ADMIN },
        schema: {
          tags,
          summary: `Order the ${plural}: the listed ones first, in the given order`,
          params: listParams,
          body: lookupOrderSchema,
          response: { 200: definition.list },
        },
      },
      async (request) => {
        const items = await reorderLookups(tenantRequest(request).tx, scopeOf(request), request.body.ids);
        return { items, total: items.length };
      },
    );
  }

  api.get(
    `${path}/:id`,
    {
      config: { access: MEMBER },
      schema: { tags, summary: `One ${title} by id`, params: itemParams, response: { 200: definition.item } },
    },
    async (request) => getLookup(tenantRequest(request).tx, scopeOf(request), request.params.id),
  );

  api.put(
    `${path}/:id`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: `Change one ${title}: only the fields sent change; archived: true archives it`,
        params: itemParams,
        body: definition.update,
        response: { 200: definition.item },
      },
    },
    async (request) =>
      changeLookup(tenantRequest(request).tx, scopeOf(request), request.params.id, request.body),
  );

  api.delete(
    `${path}/:id`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: `Delete one ${title} that nothing refers to (409 when in use: archive it instead)`,
        params: itemParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeLookup(tenantRequest(request).tx, scopeOf(request), request.params.id);
      void reply.code(204);
      return null;
    },
  );
}

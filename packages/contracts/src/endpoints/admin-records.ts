import type { z } from 'zod';
import { ADMIN, type Access } from './access.ts';
import { endpoint } from './endpoint.ts';
import { tenantAnd, tenantParams } from './params.ts';

/** The schemas of an administrator's archivable records. */
interface AdminRecordSchemas {
  listQuery: z.ZodType;
  list: z.ZodType;
  create: z.ZodType;
  /** One record as it is read, created and changed. */
  record: z.ZodType;
  update: z.ZodType;
}

interface AdminRecordDeclaration<
  Path extends `/:tenant/v1/vb/admin/${string}`,
  Schemas extends AdminRecordSchemas,
  ListAccess extends Access,
> {
  path: Path;
  /** The message of an id that names no record. */
  missing: string;
  /** Who reads the list; the rest is the administrators'. */
  listAccess: ListAccess;
  schemas: Schemas;
  /** One English line per endpoint for the API documentation. */
  summaries: { list: string; create: string; get: string; update: string; remove: string };
}

/**
 * The five endpoints of records a firm's administrators keep under `/:tenant/v1/vb/admin/...`
 * (input forms, inspection blueprints): list, create, read, change (archiving too) and delete.
 */
export function adminRecordEndpoints<
  const Path extends `/:tenant/v1/vb/admin/${string}`,
  const Schemas extends AdminRecordSchemas,
  const ListAccess extends Access = typeof ADMIN,
>({ path, missing, listAccess, schemas, summaries }: AdminRecordDeclaration<Path, Schemas, ListAccess>) {
  const service = 'vb';
  // The record's own path, `/:tenant/v1/vb/admin/forms/:id`.
  const recordPath = `${path}/:id` as `${Path}/:id` & `/${string}`;
  const recordParams = tenantAnd('id', missing);
  return {
    list: endpoint({
      method: 'GET',
      path,
      access: listAccess,
      service,
      summary: summaries.list,
      params: tenantParams,
      query: schemas.listQuery as Schemas['listQuery'],
      response: schemas.list as Schemas['list'],
    }),
    create: endpoint({
      method: 'POST',
      path,
      access: ADMIN,
      service,
      summary: summaries.create,
      params: tenantParams,
      body: schemas.create as Schemas['create'],
      status: 201,
      response: schemas.record as Schemas['record'],
    }),
    get: endpoint({
      method: 'GET',
      path: recordPath,
      access: ADMIN,
      service,
      summary: summaries.get,
      params: recordParams,
      response: schemas.record as Schemas['record'],
    }),
    update: endpoint({
      method: 'PUT',
      path: recordPath,
      access: ADMIN,
      service,
      summary: summaries.update,
      params: recordParams,
      body: schemas.update as Schemas['update'],
      response: schemas.record as Schemas['record'],
    }),
    remove: endpoint({
      method: 'DELETE',
      path: recordPath,
      access: ADMIN,
      service,
      summary: summaries.remove,
      params: recordParams,
      status: 204,
    }),
  };
}

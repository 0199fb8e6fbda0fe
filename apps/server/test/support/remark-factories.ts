import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/platform/db/database.ts';
import type { TestUser } from './factories.ts';
import { multipartBody, type MultipartFile } from './multipart-body.ts';

// Inspections and inspection types belong to the inspections module; remark tests make the few
// they need directly, in the firm's scope, so that they do not depend on that module's API.

type Firm = { id: string };

export async function buildInspectionType(
  app: FastifyInstance,
  firm: Firm,
  owner: TestUser,
  overrides: { name?: string } = {},
): Promise<{ id: string; name: string }> {
  const name = overrides.name ?? `Överlåtelsebesiktning ${randomUUID().slice(0, 6)}`;
  const [row] = await app.database.withTenant({ tenantId: firm.id, userId: owner.id }, (tx) =>
    queryRows<{ id: string }>(
      tx,
      sql`INSERT INTO inspection_types (tenant_id, name) VALUES (${firm.id}, ${name}) RETURNING id`,
    ),
  );
  return { id: row!.id, name };
}

export async function buildInspection(
  app: FastifyInstance,
  firm: Firm,
  owner: TestUser,
  overrides: { number?: string; typeId?: string } = {},
): Promise<{ id: string; number: string }> {
  const number = overrides.number ?? `B-${randomUUID().slice(0, 8)}`;
  const [row] = await app.database.withTenant({ tenantId: firm.id, userId: owner.id }, (tx) =>
    queryRows<{ id: string }>(
      tx,
      sql`INSERT INTO inspections (tenant_id, number, type_id)
          VALUES (${firm.id}, ${number}, ${overrides.typeId ?? null}) RETURNING id`,
    ),
  );
  return { id: row!.id, number };
}

/** The base of the inspections service in a firm. */
export const inspectionsService = (firm: Firm) => `/${firm.id}/v1/inspections`;

export const objectsUrl = (firm: Firm, inspectionId: string) =>
  `${inspectionsService(firm)}/inspections/${inspectionId}/objects`;

export const remarksUrl = (firm: Firm, inspectionId: string, objectId: string) =>
  `${objectsUrl(firm, inspectionId)}/${objectId}/remarks`;

/** An object on the inspection, through the API. */
export async function addObject(
  app: FastifyInstance,
  firm: Firm,
  user: TestUser,
  inspectionId: string,
  body: Record<string, unknown> = {},
): Promise<{ id: string; name: string }> {
  const response = await app.inject({
    method: 'POST',
    url: objectsUrl(firm, inspectionId),
    headers: user.auth,
    payload: { name: 'Bostadshus', ...body },
  });
  if (response.statusCode !== 201) throw new Error(`addObject: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** A remark on the object, through the API. */
export async function addRemark(
  app: FastifyInstance,
  firm: Firm,
  user: TestUser,
  inspectionId: string,
  objectId: string,
  body: Record<string, unknown> = {},
): Promise<{ id: string; title: string }> {
  const response = await app.inject({
    method: 'POST',
    url: remarksUrl(firm, inspectionId, objectId),
    headers: user.auth,
    payload: { title: 'Fuktfläck i källare', ...body },
  });
  if (response.statusCode !== 201) throw new Error(`addRemark: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** Uploads files (and fields) to a remark as multipart, the way the staff app does. */
export async function uploadToRemark(
  app: FastifyInstance,
  user: TestUser,
  url: string,
  files: MultipartFile[],
  fields: Record<string, string> = {},
) {
  const body = await multipartBody(files, fields);
  return app.inject({
    method: 'POST',
    url,
    headers: { ...user.auth, 'content-type': body.contentType },
    payload: body.bytes,
  });
}

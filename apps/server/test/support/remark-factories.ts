import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Annotation, objectCreateSchema, remarkCreateSchema } from '@syna/contracts/remarks';
import { objectEndpoints, remarkEndpoints, remarkImageEndpoints } from '@syna/contracts/endpoints/remarks';
import { queryRows } from '../../src/platform/db/database.ts';
import { callerFactory } from './api-client.ts';
import type { TestUser } from './factories.ts';
import type { MultipartFile } from './multipart-body.ts';
import { jpegPhoto } from './test-images.ts';

// Inspections belong to the inspections module; remark tests make the few they need directly, in the firm's scope, so that they do not depend on that module's API.

type Firm = { id: string };

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

/** The objects of an inspection of the firm, as an endpoint request names them. */
export const objectsOf = (firm: Firm, inspectionId: string) => ({
  params: { tenant: firm.id, id: inspectionId },
});

/** One object of an inspection (and so its remarks). */
export const objectAt = (firm: Firm, inspectionId: string, objectId: string) => ({
  params: { tenant: firm.id, id: inspectionId, object: objectId },
});

/** One remark of an object (and so its photos). */
export const remarkAt = (firm: Firm, inspectionId: string, objectId: string, remarkId: string) => ({
  params: { tenant: firm.id, id: inspectionId, object: objectId, remark: remarkId },
});

/** An object on the inspection, through the API. */
export const addObject = (
  app: FastifyInstance,
  firm: Firm,
  user: TestUser,
  inspectionId: string,
  body: Partial<z.input<typeof objectCreateSchema>> = {},
) =>
  callerFactory(app)(user).ok(objectEndpoints.create, {
    ...objectsOf(firm, inspectionId),
    body: { name: 'Bostadshus', ...body },
  });

/** A remark on the object, through the API. */
export const addRemark = (
  app: FastifyInstance,
  firm: Firm,
  user: TestUser,
  inspectionId: string,
  objectId: string,
  body: Partial<z.input<typeof remarkCreateSchema>> = {},
) =>
  callerFactory(app)(user).ok(remarkEndpoints.create, {
    ...objectAt(firm, inspectionId, objectId),
    body: { title: 'Fuktfläck i källare', ...body },
  });

/** A JPEG photo as the staff app uploads it. */
export const jpegFile = async (
  name = 'IMG_1234.jpg',
  options: Parameters<typeof jpegPhoto>[0] = {},
): Promise<MultipartFile> => ({ name, type: 'image/jpeg', bytes: await jpegPhoto(options) });

/** A photo of the remark (a JPEG unless given), through the API. */
export const addPhoto = async (
  app: FastifyInstance,
  user: TestUser,
  remark: ReturnType<typeof remarkAt>,
  file?: MultipartFile,
) => callerFactory(app)(user).ok(remarkImageEndpoints.upload, remark, [file ?? (await jpegFile('foto.jpg'))]);

/** Writes the caption of a photo of the remark, through the API. */
export const captionPhoto = (
  app: FastifyInstance,
  user: TestUser,
  remark: ReturnType<typeof remarkAt>,
  imageId: string,
  caption: string | null,
) =>
  callerFactory(app)(user).ok(remarkImageEndpoints.caption, {
    params: { ...remark.params, image: imageId },
    body: { caption },
  });

/** Saves marks on a photo of the remark (its annotated version is drawn), through the API. */
export const annotatePhoto = (
  app: FastifyInstance,
  user: TestUser,
  remark: ReturnType<typeof remarkAt>,
  imageId: string,
  annotations: Annotation[],
) =>
  callerFactory(app)(user).ok(remarkImageEndpoints.annotate, {
    params: { ...remark.params, image: imageId },
    body: { annotations },
  });

/** Follows a link an answer gave (a photo's `url` or `thumbnailUrl`), signed in as the user. */
export const followLink = (app: FastifyInstance, user: TestUser, url: string) =>
  app.inject({ method: 'GET', url, headers: user.auth });

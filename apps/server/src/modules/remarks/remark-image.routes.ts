import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { REQUEST_BODY_MAX_BYTES } from '@syna/contracts/constants';
import { remarkImageSchema } from '@syna/contracts/remarks';
import { removeFilesAfterCommit } from '../../platform/storage/transactional-files.ts';
import { tenantRequest } from '../tenancy/tenant-request.ts';
import { readImageUpload } from './image-upload.ts';
import { requireRemark } from './remark.service.ts';
import { addRemarkImage, removeRemarkImage } from './remark-image.service.ts';
import { imageParams, remarkParams, remarkPathOf, SERVICE, TAGS, WRITE } from './routing.ts';

/** Photos of a remark: upload one at a time (multipart), delete. */
export async function remarkImageRoutes(app: FastifyInstance): Promise<void> {
  // Multipart bodies are accepted by the routes of this scope only.
  await app.register(multipart, { limits: { fileSize: REQUEST_BODY_MAX_BYTES } });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const imagesPath = `${SERVICE}/inspections/:id/objects/:object/remarks/:remark/images`;

  api.post(
    imagesPath,
    {
      config: { access: WRITE },
      schema: {
        tags: TAGS,
        summary:
          'Upload one photo (multipart/form-data: `file`, optional `originalId` and `annotations` as JSON). ' +
          'JPEG, PNG or WebP by content, at most 50 megapixels; metadata (GPS) is removed.',
        consumes: ['multipart/form-data'],
        params: remarkParams,
        response: { 201: remarkImageSchema },
      },
    },
    async (request, reply) => {
      const scope = tenantRequest(request);
      // The remark is checked before the body is read: an unknown path costs no upload.
      const remark = await requireRemark(scope, remarkPathOf(request.params), request.params.remark);
      const upload = await readImageUpload(request);
      const image = await addRemarkImage(scope, { storage: app.storage, log: request.log }, remark, upload);
      void reply.code(201);
      return image;
    },
  );

  api.delete(
    `${imagesPath}/:image`,
    {
      config: { access: WRITE },
      schema: {
        tags: TAGS,
        summary: 'Delete a photo of a remark with its annotated versions',
        params: imageParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const scope = tenantRequest(request);
      const remark = await requireRemark(scope, remarkPathOf(request.params), request.params.remark);
      removeFilesAfterCommit(
        scope,
        app.storage,
        await removeRemarkImage(scope, remark, request.params.image),
      );
      void reply.code(204);
      return null;
    },
  );
}

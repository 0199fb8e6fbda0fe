import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MEMBER } from '../../platform/http/access.ts';
import { notFound } from '../../platform/http/problem.ts';
import { tenantRequest } from '../tenancy/tenant-request.ts';
import { ASSET_NAME_PATTERN } from './asset-names.ts';
import { findAssetByName } from './asset.repo.ts';

const assetParams = z.object({ tenant: z.string(), name: z.string().regex(ASSET_NAME_PATTERN) });
const assetQuery = z.object({ variant: z.enum(['thumbnail']).optional() });

/** The content service: stored files served to the members of their organisation. */
export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/:tenant/v1/content/assets/:name',
    {
      config: { access: MEMBER },
      schema: {
        tags: ['content'],
        summary: 'An asset’s bytes (`?variant=thumbnail`: a JPEG at most 320 px on its long side)',
        params: assetParams,
        querystring: assetQuery,
      },
    },
    async (request, reply) => {
      const { tx } = tenantRequest(request);
      const asset = await findAssetByName(tx, request.params.name);
      const thumbnail = request.query.variant === 'thumbnail';
      const key = thumbnail ? asset?.thumbnailKey : asset?.storageKey;
      const bytes = key ? await app.storage.get(key) : null;
      if (!asset || !bytes) throw notFound('Filen finns inte');
      void reply
        .type(thumbnail ? 'image/jpeg' : asset.contentType)
        // A name is never reused for other bytes, so the browser may keep what it fetched.
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('content-disposition', `inline; filename="${asset.name}"`);
      if (!thumbnail) void reply.header('content-length', asset.size);
      return bytes;
    },
  );
}

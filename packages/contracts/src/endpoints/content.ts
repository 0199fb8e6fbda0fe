import { z } from 'zod';
import { ASSET_NAME_PATTERN, assetQuerySchema } from '../content.ts';
import { MEMBER } from './access.ts';
import { endpoint } from './endpoint.ts';
import { tenantParams } from './params.ts';

const service = 'content';

/** The content service: stored files served to the members of their organisation. */
export const contentEndpoints = {
  asset: endpoint({
    method: 'GET',
    path: '/:tenant/v1/content/assets/:name',
    access: MEMBER,
    service,
    summary: 'An asset’s bytes (`?variant=thumbnail`: a JPEG at most 320 px on its long side)',
    params: tenantParams.extend({ name: z.string().regex(ASSET_NAME_PATTERN) }),
    query: assetQuerySchema,
    transport: 'download',
  }),
};

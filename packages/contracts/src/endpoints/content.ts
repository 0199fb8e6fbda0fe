import { z } from 'zod';
import {
  ASSET_NAME_PATTERN,
  assetQuerySchema,
  assetUploadFieldsSchema,
  uploadedAssetSchema,
} from '../content.ts';
import { ADMIN, MEMBER, PUBLIC_IN_TENANT } from './access.ts';
import { endpoint, IMAGE_UPLOAD_TEXTS } from './endpoint.ts';
import { tenantParams } from './params.ts';

const service = 'content';
const assetParams = tenantParams.extend({ name: z.string().regex(ASSET_NAME_PATTERN) });

/**
 * The content service: stored files served to the members of their organisation, images uploaded
 * by its administrators, and the ones uploaded for anyone (the logo) served without a token.
 */
export const contentEndpoints = {
  asset: endpoint({
    method: 'GET',
    path: '/:tenant/v1/content/assets/:name',
    access: MEMBER,
    service,
    summary: 'An asset’s bytes (`?variant=thumbnail`: a JPEG at most 320 px on its long side)',
    params: assetParams,
    query: assetQuerySchema,
    transport: 'download',
  }),
  publicAsset: endpoint({
    method: 'GET',
    path: '/:tenant/v1/content/public/:name',
    access: PUBLIC_IN_TENANT,
    service,
    summary: 'An asset uploaded for anyone (access ANONYMOUS, e.g. the logo), without a token',
    params: assetParams,
    transport: 'download',
  }),
  upload: endpoint({
    method: 'POST',
    path: '/:tenant/v1/content',
    access: ADMIN,
    service,
    summary:
      'Upload one image (multipart/form-data: `file`, `access`, `width`, `height`): JPEG, PNG or WebP ' +
      'by content, scaled down to fit width × height, metadata removed',
    params: tenantParams,
    body: assetUploadFieldsSchema,
    transport: 'upload',
    uploadTexts: IMAGE_UPLOAD_TEXTS,
    status: 201,
    response: uploadedAssetSchema,
  }),
};

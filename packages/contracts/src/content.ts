import { z } from 'zod';

/** What an asset name may look like in a URL: one safe path segment. */
export const ASSET_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** The forms an asset is served in besides its own bytes: a small JPEG preview. */
export const ASSET_VARIANTS = ['thumbnail'] as const;
export type AssetVariant = (typeof ASSET_VARIANTS)[number];

/** `?variant=thumbnail` asks for the preview instead of the bytes. */
export const assetQuerySchema = z.object({ variant: z.enum(ASSET_VARIANTS).optional() });

/**
 * Who may read an uploaded asset: the organisation's members (PRIVATE), or anyone with its
 * address (ANONYMOUS: the firm's logo, which the public order page shows).
 */
export const ASSET_ACCESS = ['PRIVATE', 'ANONYMOUS'] as const;
export type AssetAccess = (typeof ASSET_ACCESS)[number];

/** The largest side an upload may be asked to fit (`width`, `height`). */
export const ASSET_FIT_MAX_PX = 4096;
const fitSide = z.coerce.number().int().min(16).max(ASSET_FIT_MAX_PX).optional();

/**
 * The form fields of `POST /{tenant}/v1/content` beside the image: its access, and the box it is
 * scaled down to fit (never up), keeping its proportions.
 */
export const assetUploadFieldsSchema = z
  .object({ access: z.enum(ASSET_ACCESS).default('PRIVATE'), width: fitSide, height: fitSide })
  .meta({ id: 'AssetUploadFields' });
export type AssetUploadFields = z.infer<typeof assetUploadFieldsSchema>;

/** An uploaded asset: its name, where it is read, and what it is. */
export const uploadedAssetSchema = z
  .object({
    name: z.string(),
    url: z.string(),
    access: z.enum(ASSET_ACCESS),
    contentType: z.string(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
  })
  .meta({ id: 'UploadedAsset' });
export type UploadedAsset = z.infer<typeof uploadedAssetSchema>;

import { z } from 'zod';

/** What an asset name may look like in a URL: one safe path segment. */
export const ASSET_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** The forms an asset is served in besides its own bytes: a small JPEG preview. */
export const ASSET_VARIANTS = ['thumbnail'] as const;
export type AssetVariant = (typeof ASSET_VARIANTS)[number];

/** `?variant=thumbnail` asks for the preview instead of the bytes. */
export const assetQuerySchema = z.object({ variant: z.enum(ASSET_VARIANTS).optional() });

import { describe, expect, it } from 'vitest';
import { ASSET_NAME_PATTERN } from '@syna/contracts/content';
import { assetThumbnailUrl, newAssetName } from './asset-names.ts';

describe('asset names', () => {
  it('stamps the upload with Swedish local time and a random part', () => {
    const winter = newAssetName('jpg', new Date('2026-11-23T09:15:02Z'));
    expect(winter).toMatch(/^20261123-101502-[0-9a-f]{6}\.jpg$/);
    const summer = newAssetName('png', new Date('2026-07-01T22:30:00Z'));
    expect(summer).toMatch(/^20260702-003000-[0-9a-f]{6}\.png$/);
    expect(ASSET_NAME_PATTERN.test(winter)).toBe(true);
  });

  it('gives two uploads in the same second different names', () => {
    const now = new Date();
    const names = new Set(Array.from({ length: 50 }, () => newAssetName('jpg', now)));
    expect(names.size).toBe(50);
  });

  it('builds the thumbnail address of the content service', () => {
    expect(assetThumbnailUrl('norrbesikt', '20261123-101502-3f9a2c.jpg')).toBe(
      '/norrbesikt/v1/content/assets/20261123-101502-3f9a2c.jpg?variant=thumbnail',
    );
  });
});

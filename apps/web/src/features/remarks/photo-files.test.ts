import { describe, expect, it } from 'vitest';
import { isRefusedPhotoType } from './photo-files';

describe('isRefusedPhotoType', () => {
  it('accepts the photo types the server takes', () => {
    for (const type of ['image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'IMAGE/JPEG']) {
      expect(isRefusedPhotoType(type)).toBe(false);
    }
  });

  it('refuses other types, and leaves files without a type to the server', () => {
    expect(isRefusedPhotoType('image/heic')).toBe(true);
    expect(isRefusedPhotoType('application/pdf')).toBe(true);
    expect(isRefusedPhotoType('')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_MEGABYTES, photoProblem } from './photo-files';

describe('photoProblem', () => {
  it('accepts the photo types the server takes', () => {
    for (const type of ['image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'IMAGE/JPEG']) {
      expect(photoProblem({ type, size: 2_000_000 })).toBeNull();
    }
  });

  it('refuses other types, and leaves files without a type to the server', () => {
    expect(photoProblem({ type: 'image/heic', size: 100 })).toBe('type');
    expect(photoProblem({ type: 'application/pdf', size: 100 })).toBe('type');
    expect(photoProblem({ type: '', size: 100 })).toBeNull();
  });

  it('refuses files over the request limit', () => {
    expect(photoProblem({ type: 'image/jpeg', size: 31_457_280 })).toBe('size');
    expect(photoProblem({ type: 'image/jpeg', size: 29 * 1024 * 1024 })).toBeNull();
    expect(MAX_PHOTO_MEGABYTES).toBe(30);
  });
});

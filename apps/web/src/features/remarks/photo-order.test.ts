import { describe, expect, it } from 'vitest';
import type { RemarkImage } from '@syna/contracts/remarks';
import { orderPhotos, originalOf } from './photo-order';

const image = (id: string, originalId: string | null = null): RemarkImage => ({
  id,
  name: `${id}.jpg`,
  url: `/t/v1/content/assets/${id}.jpg`,
  thumbnailUrl: `/t/v1/content/assets/${id}.jpg?variant=thumbnail`,
  originalId,
  annotations: originalId ? [{ shape: 'circle', x: 1, y: 1, radius: 5, color: '#ff0000' }] : null,
  width: 100,
  height: 80,
  created: '2026-11-23T10:00:00Z',
});

describe('orderPhotos', () => {
  it('puts each original’s annotated versions right after it', () => {
    const shown = orderPhotos([image('a'), image('b'), image('a1', 'a'), image('b1', 'b'), image('a2', 'a')]);
    expect(shown.map(({ image: { id }, number, version }) => [id, number, version])).toEqual([
      ['a', 1, null],
      ['a1', 1, 1],
      ['a2', 1, 2],
      ['b', 2, null],
      ['b1', 2, 1],
    ]);
  });

  it('shows a version whose original is gone as an original', () => {
    expect(orderPhotos([image('a1', 'a')]).map(({ number, version }) => [number, version])).toEqual([
      [1, null],
    ]);
  });
});

describe('originalOf', () => {
  it('finds the photo a version was drawn on', () => {
    const images = [image('a'), image('a1', 'a')];
    expect(originalOf(images, images[1]!).id).toBe('a');
    expect(originalOf(images, images[0]!).id).toBe('a');
    expect(originalOf([image('a1', 'a')], image('a1', 'a')).id).toBe('a1');
  });
});

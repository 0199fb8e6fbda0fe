import { describe, expect, it } from 'vitest';
import { orderPhotos, originalOf } from './photo-order';
import { testImage as image } from './test-fixtures';

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

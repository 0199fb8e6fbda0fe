import { describe, expect, it } from 'vitest';
import * as cache from './object-cache';
import { testImage as image, testObject as object, testRemark as remark } from './test-fixtures';

describe('objects', () => {
  it('adds, replaces and removes objects, kept in sort order', () => {
    let objects = [object('o1', 0), object('o2', 1)];
    objects = cache.putObject(objects, object('o3', 2));
    objects = cache.putObject(objects, { ...object('o1', 5), name: 'Bostadshus' });
    expect(objects.map(({ id, name }) => `${id}:${name}`)).toEqual(['o2:o2', 'o3:o3', 'o1:Bostadshus']);
    expect(cache.dropObject(objects, 'o3').map(({ id }) => id)).toEqual(['o2', 'o1']);
  });
});

describe('remarks', () => {
  it('adds, replaces, reorders and removes an object’s remarks', () => {
    let objects = [object('o1', 0, [remark('r1', 0)]), object('o2', 1)];
    objects = cache.putRemark(objects, remark('r2', 1));
    objects = cache.putRemark(objects, { ...remark('r1', 0), title: 'Fukt' });
    expect(objects[0]!.remarks.map(({ id, title }) => `${id}:${title}`)).toEqual(['r1:Fukt', 'r2:r2']);
    objects = cache.putRemarks(objects, 'o1', [remark('r1', 1), remark('r2', 0)]);
    expect(objects[0]!.remarks.map(({ id }) => id)).toEqual(['r2', 'r1']);
    expect(cache.dropRemark(objects, 'o1', 'r2')[0]!.remarks.map(({ id }) => id)).toEqual(['r1']);
    expect(objects[1]!.remarks).toEqual([]);
  });
});

describe('photos', () => {
  it('adds a photo, and removes one with its annotated versions', () => {
    let objects = [object('o1', 0, [remark('r1', 0, [image('a'), image('b')])])];
    objects = cache.addImage(objects, 'o1', 'r1', image('a1', 'a'));
    expect(objects[0]!.remarks[0]!.images.map(({ id }) => id)).toEqual(['a', 'b', 'a1']);
    objects = cache.dropImage(objects, 'o1', 'r1', 'a');
    expect(objects[0]!.remarks[0]!.images.map(({ id }) => id)).toEqual(['b']);
  });

  it('shows a caption written through an annotated version on the photo and all its versions', () => {
    let objects = [object('o1', 0, [remark('r1', 0, [image('a'), image('a1', 'a'), image('b')])])];
    objects = cache.putCaption(objects, 'o1', 'r1', { ...image('a1', 'a'), caption: 'Fukt vid grunden' });
    expect(objects[0]!.remarks[0]!.images.map(({ id, caption }) => `${id}:${caption}`)).toEqual([
      'a:Fukt vid grunden',
      'a1:Fukt vid grunden',
      'b:null',
    ]);
  });
});

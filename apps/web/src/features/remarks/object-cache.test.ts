import { describe, expect, it } from 'vitest';
import type { InspectionObject, Remark, RemarkImage } from '@syna/contracts/remarks';
import {
  addImage,
  dropImage,
  dropObject,
  dropRemark,
  putObject,
  putRemark,
  putRemarks,
} from './object-cache';

const stamp = '2026-11-23T10:00:00Z';
const image = (id: string, originalId: string | null = null): RemarkImage => ({
  id,
  name: `${id}.jpg`,
  url: `/t/v1/content/assets/${id}.jpg`,
  thumbnailUrl: `/t/v1/content/assets/${id}.jpg?variant=thumbnail`,
  originalId,
  annotations: null,
  width: 10,
  height: 10,
  created: stamp,
});
const remark = (id: string, sortOrder: number, images: RemarkImage[] = []): Remark => ({
  id,
  objectId: 'o1',
  title: id,
  text: null,
  category: null,
  location: null,
  sortOrder,
  attributes: {},
  images,
  created: stamp,
  updated: stamp,
});
const object = (id: string, sortOrder: number, remarks: Remark[] = []): InspectionObject => ({
  id,
  inspectionId: 'i1',
  name: id,
  description: null,
  status: null,
  state: 'active',
  sortOrder,
  attributes: {},
  remarks,
  created: stamp,
  updated: stamp,
});

describe('objects', () => {
  it('adds, replaces and removes objects, kept in sort order', () => {
    let objects = [object('o1', 0), object('o2', 1)];
    objects = putObject(objects, object('o3', 2));
    objects = putObject(objects, { ...object('o1', 5), name: 'Bostadshus' });
    expect(objects.map(({ id, name }) => `${id}:${name}`)).toEqual(['o2:o2', 'o3:o3', 'o1:Bostadshus']);
    expect(dropObject(objects, 'o3').map(({ id }) => id)).toEqual(['o2', 'o1']);
  });
});

describe('remarks', () => {
  it('adds, replaces, reorders and removes an object’s remarks', () => {
    let objects = [object('o1', 0, [remark('r1', 0)]), object('o2', 1)];
    objects = putRemark(objects, remark('r2', 1));
    objects = putRemark(objects, { ...remark('r1', 0), title: 'Fukt' });
    expect(objects[0]!.remarks.map(({ id, title }) => `${id}:${title}`)).toEqual(['r1:Fukt', 'r2:r2']);
    objects = putRemarks(objects, 'o1', [remark('r1', 1), remark('r2', 0)]);
    expect(objects[0]!.remarks.map(({ id }) => id)).toEqual(['r2', 'r1']);
    expect(dropRemark(objects, 'o1', 'r2')[0]!.remarks.map(({ id }) => id)).toEqual(['r1']);
    expect(objects[1]!.remarks).toEqual([]);
  });
});

describe('photos', () => {
  it('adds a photo, and removes one with its annotated versions', () => {
    let objects = [object('o1', 0, [remark('r1', 0, [image('a'), image('b')])])];
    objects = addImage(objects, 'o1', 'r1', image('a1', 'a'));
    expect(objects[0]!.remarks[0]!.images.map(({ id }) => id)).toEqual(['a', 'b', 'a1']);
    objects = dropImage(objects, 'o1', 'r1', 'a');
    expect(objects[0]!.remarks[0]!.images.map(({ id }) => id)).toEqual(['b']);
  });
});

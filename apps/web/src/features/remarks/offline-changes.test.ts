import { describe, expect, it } from 'vitest';
import { waitingChange as change } from '@/lib/offline/test-changes';
import { OFFLINE_ENDPOINT, withChanges } from './offline-changes';
import { testObject, testRemark } from './test-fixtures';

describe('withChanges', () => {
  it('shows an object made offline, its remark and its photo over the list the server has', () => {
    const objects = [testObject('o1', 1, [testRemark('r1', 1)])];
    const waiting = [
      change(OFFLINE_ENDPOINT.createObject, {}, { id: 'o2', name: 'Garage', description: '' }),
      change(OFFLINE_ENDPOINT.createRemark, { object: 'o2' }, { id: 'r2', title: 'Fukt', location: 'Golv' }),
      change(
        OFFLINE_ENDPOINT.uploadPhoto,
        { object: 'o2', remark: 'r2' },
        { id: 'p1' },
        {
          photo: { blobId: 'p1', filename: 'fukt.jpg' },
        },
      ),
    ];
    const shown = withChanges(objects, waiting, new Map([['p1', 'blob:photo']]));
    expect(shown.map((object) => [object.id, object.name, object.sortOrder, object.description])).toEqual([
      ['o1', 'o1', 1, null],
      ['o2', 'Garage', 2, null],
    ]);
    const remark = shown[1]?.remarks[0];
    expect([remark?.id, remark?.title, remark?.location, remark?.sortOrder]).toEqual([
      'r2',
      'Fukt',
      'Golv',
      1,
    ]);
    expect(remark?.images.map((image) => [image.id, image.url, image.name])).toEqual([
      ['p1', 'blob:photo', 'fukt.jpg'],
    ]);
  });

  it('applies edits, a new order and deletes in the order they were made', () => {
    const objects = [testObject('o1', 1, [testRemark('r1', 1), testRemark('r2', 2), testRemark('r3', 3)])];
    const waiting = [
      change(OFFLINE_ENDPOINT.changeRemark, { object: 'o1', remark: 'r1' }, { title: 'Ny rubrik', text: '' }),
      change(
        OFFLINE_ENDPOINT.changeRemarks,
        { object: 'o1' },
        {
          items: [
            { id: 'r1', sortOrder: 2 },
            { id: 'r2', sortOrder: 1 },
          ],
        },
      ),
      change(OFFLINE_ENDPOINT.removeRemark, { object: 'o1', remark: 'r3' }, undefined),
    ];
    const remarks = withChanges(objects, waiting, new Map())[0]?.remarks ?? [];
    expect(remarks.map((remark) => [remark.id, remark.title, remark.text])).toEqual([
      ['r2', 'r2', null],
      ['r1', 'Ny rubrik', null],
    ]);
  });

  it('leaves out an object deleted offline, whatever was written under it', () => {
    const objects = [testObject('o1', 1), testObject('o2', 2)];
    const waiting = [
      change(OFFLINE_ENDPOINT.createRemark, { object: 'o1' }, { id: 'r9', title: 'Spricka' }),
      change(OFFLINE_ENDPOINT.removeObject, { object: 'o1' }, undefined),
    ];
    expect(withChanges(objects, waiting, new Map()).map((object) => object.id)).toEqual(['o2']);
  });
});

import { describe, expect, it } from 'vitest';
import { waitingChange as change } from '@/lib/offline/test-changes';
import { OFFLINE_ENDPOINT, putRecording, waitingRecording, withChanges } from './offline-changes';
import { testImage, testObject, testRemark } from './test-fixtures';

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

  it('shows marks saved offline as the annotated version of the photo, over the original', () => {
    const objects = [testObject('o1', 1, [testRemark('r1', 1, [testImage('p1'), testImage('p2')])])];
    const circle = { shape: 'circle', x: 4, y: 4, radius: 2, color: '#ffff00' } as const;
    const waiting = [
      change(
        OFFLINE_ENDPOINT.annotatePhoto,
        { object: 'o1', remark: 'r1', image: 'p1' },
        { id: 'v1', annotations: [circle] },
      ),
    ];
    const images = withChanges(objects, waiting, new Map())[0]?.remarks[0]?.images ?? [];
    expect(images.map((image) => [image.id, image.originalId, image.url, image.annotations])).toEqual([
      ['p1', null, '/t/v1/content/assets/p1.jpg', null],
      ['p2', null, '/t/v1/content/assets/p2.jpg', null],
      ['v1', 'p1', '/t/v1/content/assets/p1.jpg', [circle]],
    ]);
  });

  it('redraws the annotated version the photo has in its place, under its id', () => {
    const objects = [testObject('o1', 1, [testRemark('r1', 1, [testImage('p1'), testImage('v1', 'p1')])])];
    const arrow = { shape: 'arrow', x: 1, y: 1, toX: 9, toY: 9, color: '#ff0000' } as const;
    const waiting = [
      change(
        OFFLINE_ENDPOINT.annotatePhoto,
        { object: 'o1', remark: 'r1', image: 'p1' },
        { id: 'v1', annotations: [arrow] },
      ),
    ];
    const images = withChanges(objects, waiting, new Map())[0]?.remarks[0]?.images ?? [];
    expect(images.map((image) => [image.id, image.url, image.annotations])).toEqual([
      ['p1', '/t/v1/content/assets/p1.jpg', null],
      ['v1', '/t/v1/content/assets/p1.jpg', [arrow]],
    ]);
  });

  it('annotates, captions and deletes a photo still waiting in the outbox', () => {
    const objects = [testObject('o1', 1, [testRemark('r1', 1)])];
    const circle = { shape: 'circle', x: 4, y: 4, radius: 2, color: '#ffff00' } as const;
    const upload = (id: string) =>
      change(
        OFFLINE_ENDPOINT.uploadPhoto,
        { object: 'o1', remark: 'r1' },
        { id },
        { photo: { blobId: id, filename: `${id}.jpg` } },
      );
    const onPhoto = (image: string) => ({ object: 'o1', remark: 'r1', image });
    const waiting = [
      upload('p1'),
      upload('p2'),
      change(OFFLINE_ENDPOINT.annotatePhoto, onPhoto('p1'), { id: 'v1', annotations: [circle] }),
      change(OFFLINE_ENDPOINT.captionPhoto, onPhoto('v1'), { caption: ' Fukt vid tröskel ' }),
      change(OFFLINE_ENDPOINT.removePhoto, onPhoto('p2'), undefined),
    ];
    const urls = new Map([
      ['p1', 'blob:p1'],
      ['p2', 'blob:p2'],
    ]);
    const images = withChanges(objects, waiting, urls)[0]?.remarks[0]?.images ?? [];
    expect(images.map((image) => [image.id, image.originalId, image.url, image.caption])).toEqual([
      ['p1', null, 'blob:p1', 'Fukt vid tröskel'],
      ['v1', 'p1', 'blob:p1', 'Fukt vid tröskel'],
    ]);
  });

  it('clears a caption written blank, on the photo and its annotated version', () => {
    const photo = { ...testImage('p1'), caption: 'Gammal' };
    const version = { ...testImage('v1', 'p1'), caption: 'Gammal' };
    const objects = [testObject('o1', 1, [testRemark('r1', 1, [photo, version])])];
    const waiting = [
      change(OFFLINE_ENDPOINT.captionPhoto, { object: 'o1', remark: 'r1', image: 'p1' }, { caption: ' ' }),
    ];
    const images = withChanges(objects, waiting, new Map())[0]?.remarks[0]?.images ?? [];
    expect(images.map((image) => image.caption)).toEqual([null, null]);
  });

  it('deletes a photo with its annotated versions', () => {
    const objects = [
      testObject('o1', 1, [testRemark('r1', 1, [testImage('p1'), testImage('v1', 'p1'), testImage('p2')])]),
    ];
    const waiting = [
      change(OFFLINE_ENDPOINT.removePhoto, { object: 'o1', remark: 'r1', image: 'p1' }, undefined),
    ];
    const images = withChanges(objects, waiting, new Map())[0]?.remarks[0]?.images ?? [];
    expect(images.map((image) => image.id)).toEqual(['p2']);
  });

  it('lists a recording dictated offline on the remark saved with it, queued for its text', () => {
    const saved = {
      ...testRemark('r1', 1),
      recordings: [waitingRecording('s0', 'r1', '2026-11-30T09:00:00Z')],
    };
    const objects = [testObject('o1', 1, [saved])];
    const waiting = [
      change(OFFLINE_ENDPOINT.uploadRecording, {}, { id: 's1', language: 'sv', durationMs: 4000 }),
      change(
        OFFLINE_ENDPOINT.changeRemark,
        { object: 'o1', remark: 'r1' },
        { text: 'Fukt', recordingIds: ['s0', 's1'] },
      ),
      change(
        OFFLINE_ENDPOINT.createRemark,
        { object: 'o1' },
        { id: 'r2', title: 'Ny', recordingIds: ['s2'] },
      ),
    ];
    const remarks = withChanges(objects, waiting, new Map())[0]?.remarks ?? [];
    expect(
      remarks.map((remark) => [
        remark.id,
        remark.text,
        remark.recordings.map((recording) => [recording.id, recording.remarkId, recording.state]),
      ]),
    ).toEqual([
      [
        'r1',
        'Fukt',
        [
          ['s0', 'r1', 'queued'],
          ['s1', 'r1', 'queued'],
        ],
      ],
      ['r2', null, [['s2', 'r2', 'queued']]],
    ]);
  });
});

describe('putRecording', () => {
  it('puts the transcript of a recording sent from the outbox on the remark that names it', () => {
    const waiting = waitingRecording('s1', 'r1', '2026-11-30T09:00:00Z');
    const objects = [
      testObject('o1', 1, [{ ...testRemark('r1', 1), recordings: [waiting] }, testRemark('r2', 2)]),
    ];
    const done = { ...waiting, state: 'done' as const, transcript: 'Fukt vid tröskel', durationMs: 4000 };
    const remarks = putRecording(objects, done)[0]?.remarks ?? [];
    expect(remarks.map((remark) => remark.recordings.map((recording) => recording.transcript))).toEqual([
      ['Fukt vid tröskel'],
      [],
    ]);
  });
});

import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { objectEndpoints, remarkEndpoints, remarkImageEndpoints } from '@syna/contracts/endpoints/remarks';
import { speechEndpoints } from '@syna/contracts/endpoints/speech';
import { ID_TAKEN_PROBLEM_TYPE } from '@syna/contracts/problem';
import { countRows } from '../../../test/support/direct-rows.ts';
import { useRemarkWorld } from '../../../test/support/remark-fixture.ts';
import * as records from '../../../test/support/remark-factories.ts';
import { recordingFile, silentWav } from '../../../test/support/speech-audio.ts';

// Records the staff app creates offline carry the ids it chose for them.

const world = useRemarkWorld();
let object: { id: string };
let theirObject: { id: string };

beforeAll(async () => {
  object = await records.addObject(world.app, world.firm, world.owner, world.inspection.id);
  theirObject = await records.addObject(world.app, world.otherFirm, world.outsider, world.otherInspection.id);
});

/** The refusal of a taken id: 409 on the field, saying nothing of whose it is. */
function expectIdTaken(response: { statusCode: number; json: () => unknown }) {
  expect(response.statusCode).toBe(409);
  expect(response.json()).toMatchObject({
    type: ID_TAKEN_PROBLEM_TYPE,
    detail: 'Id:t används redan',
    errors: { 'body.id': ['Id:t används redan'] },
  });
}

/** A new remark of the firm's object, as the photo calls address it. */
async function newRemarkAt() {
  const remark = await records.addRemark(world.app, world.firm, world.owner, world.inspection.id, object.id);
  return records.remarkAt(world.firm, world.inspection.id, object.id, remark.id);
}

const countIn = (table: string) => countRows(world.app, world.firm.id, table);

describe('ids chosen by the client', () => {
  it('creates an object under its id, and refuses the id again, from this firm or another', async () => {
    const id = randomUUID();
    const created = await records.addObject(world.app, world.firm, world.owner, world.inspection.id, {
      id,
      name: 'Garage',
    });
    expect(created.id).toBe(id);
    const before = await countIn('inspection_objects');
    const again = await world.as(world.owner).send(objectEndpoints.create, {
      ...records.objectsOf(world.firm, world.inspection.id),
      body: { id, name: 'Förråd' },
    });
    expectIdTaken(again);
    const theirs = await world.as(world.owner).send(objectEndpoints.create, {
      ...records.objectsOf(world.firm, world.inspection.id),
      body: { id: theirObject.id, name: 'Förråd' },
    });
    expectIdTaken(theirs);
    expect(await countIn('inspection_objects')).toBe(before);
    const listed = await world
      .as(world.owner)
      .ok(objectEndpoints.list, records.objectsOf(world.firm, world.inspection.id));
    expect(listed.items.find((item) => item.id === id)?.name).toBe('Garage');
  });

  it('creates a remark under its id, and refuses the id again, from this firm or another', async () => {
    const id = randomUUID();
    const created = await records.addRemark(
      world.app,
      world.firm,
      world.owner,
      world.inspection.id,
      object.id,
      {
        id,
        title: 'Fuktfläck',
      },
    );
    expect(created.id).toBe(id);
    const theirRemark = await records.addRemark(
      world.app,
      world.otherFirm,
      world.outsider,
      world.otherInspection.id,
      theirObject.id,
    );
    const before = await countIn('remarks');
    for (const taken of [id, theirRemark.id]) {
      expectIdTaken(
        await world.as(world.owner).send(remarkEndpoints.create, {
          ...records.objectAt(world.firm, world.inspection.id, object.id),
          body: { id: taken, title: 'Spricka' },
        }),
      );
    }
    expect(await countIn('remarks')).toBe(before);
  });

  it('stores a photo under its id, and refuses the id again', async () => {
    const at = await newRemarkAt();
    const id = randomUUID();
    const photo = await world
      .as(world.owner)
      .ok(remarkImageEndpoints.upload, { ...at, body: { id } }, [await records.jpegFile()]);
    expect(photo.id).toBe(id);
    const before = await countIn('remark_images');
    expectIdTaken(
      await world
        .as(world.owner)
        .upload(remarkImageEndpoints.upload, { ...at, body: { id } }, [await records.jpegFile()]),
    );
    expect(await countIn('remark_images')).toBe(before);
    const notUuid = await world
      .as(world.owner)
      .upload(remarkImageEndpoints.upload, { ...at, body: { id: 'inte-ett-id' } }, [
        await records.jpegFile(),
      ]);
    expect(notUuid.statusCode).toBe(400);
  });

  it('draws the first annotated version of a photo under its id; marks saved again keep that version', async () => {
    const at = await newRemarkAt();
    const photo = await world.as(world.owner).ok(remarkImageEndpoints.upload, at, [await records.jpegFile()]);
    const onPhoto = { params: { ...at.params, image: photo.id } };
    const circle = { shape: 'circle', x: 10, y: 10, radius: 5, color: '#ff0000' } as const;
    const id = randomUUID();
    const version = await world
      .as(world.owner)
      .ok(remarkImageEndpoints.annotate, { ...onPhoto, body: { id, annotations: [circle] } });
    expect([version.id, version.originalId]).toEqual([id, photo.id]);
    const redrawn = await world.as(world.owner).ok(remarkImageEndpoints.annotate, {
      ...onPhoto,
      body: { id: randomUUID(), annotations: [circle, { ...circle, x: 20 }] },
    });
    expect(redrawn.id).toBe(id);
    const other = await world.as(world.owner).ok(remarkImageEndpoints.upload, at, [await records.jpegFile()]);
    const before = await countIn('remark_images');
    expectIdTaken(
      await world.as(world.owner).send(remarkImageEndpoints.annotate, {
        params: { ...at.params, image: other.id },
        body: { id, annotations: [circle] },
      }),
    );
    expect(await countIn('remark_images')).toBe(before);
  });

  it('stores a recording under its id, and refuses the id again', async () => {
    const id = randomUUID();
    const inFirm = { params: { tenant: world.firm.id }, body: { id } };
    const first = await world
      .as(world.owner)
      .upload(speechEndpoints.upload, inFirm, [recordingFile(silentWav(1))]);
    expect(first.statusCode).toBe(202);
    expect(first.json<{ id: string }>().id).toBe(id);
    const before = await countIn('speech_recordings');
    expectIdTaken(
      await world.as(world.owner).upload(speechEndpoints.upload, inFirm, [recordingFile(silentWav(1))]),
    );
    expect(await countIn('speech_recordings')).toBe(before);
  });
});

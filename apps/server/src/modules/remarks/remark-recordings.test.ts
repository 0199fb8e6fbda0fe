import { describe, expect, it } from 'vitest';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { objectEndpoints, remarkEndpoints } from '@syna/contracts/endpoints/remarks';
import { speechEndpoints } from '@syna/contracts/endpoints/speech';
import type { SpeechRecording } from '@syna/contracts/speech';
import {
  addObject,
  addRemark,
  buildInspection,
  objectAt,
  remarkAt,
} from '../../../test/support/remark-factories.ts';
import { recordingFile, spokenWav } from '../../../test/support/speech-audio.ts';
import { runRecordingDiscard } from '../../../test/support/speech-jobs.ts';
import { storedFiles } from '../../../test/support/stored-files.ts';
import type { TestUser } from '../../../test/support/factories.ts';
import { useTwoFirms } from '../../../test/support/two-firms.ts';

// A remark saved with the recordings it was dictated from shows them; they are the firm's and one
// remark's, and go, audio and all, with the remark, its object or its assignment.

const world = useTwoFirms();
let audio: Buffer;

async function record(firm = world.firm, user: TestUser = world.owner): Promise<SpeechRecording> {
  audio ??= await spokenWav('Fuktfläck i källaren vid norra gaveln');
  const response = await world
    .as(user)
    .upload(speechEndpoints.upload, { params: { tenant: firm.id }, body: { durationMs: 2_500 } }, [
      recordingFile(audio),
    ]);
  expect(response.statusCode, response.body).toBe(202);
  return response.json<SpeechRecording>();
}

/** A new inspection with one object, as its endpoints name them. */
async function anObject() {
  const inspection = await buildInspection(world.app, world.firm, world.owner);
  const object = await addObject(world.app, world.firm, world.owner, inspection.id);
  return { inspection, object, at: objectAt(world.firm, inspection.id, object.id) };
}

const getRecording = (id: string, firm = world.firm, user: TestUser = world.owner) =>
  world.as(user).send(speechEndpoints.get, { params: { tenant: firm.id, id } });

describe('a remark’s recordings', () => {
  it('are linked when the remark is saved with them and shown with it', async () => {
    const { inspection, object, at } = await anObject();
    const [first, second] = [await record(), await record()];
    const remark = await addRemark(world.app, world.firm, world.owner, inspection.id, object.id, {
      recordingIds: [first.id],
    });
    expect(remark.recordings.map((recording) => recording.id)).toEqual([first.id]);
    expect(remark.recordings[0]).toMatchObject({ remarkId: remark.id, state: 'unavailable' });
    // An update adds; saving one the remark has again changes nothing.
    const changed = await world.as(world.owner).ok(remarkEndpoints.change, {
      ...remarkAt(world.firm, inspection.id, object.id, remark.id),
      body: { text: 'Diktat', recordingIds: [second.id, first.id] },
    });
    expect(changed.recordings.map((recording) => recording.id)).toEqual([first.id, second.id]);
    const listed = await world.as(world.owner).ok(remarkEndpoints.list, at);
    expect(listed.items.find((item) => item.id === remark.id)?.recordings).toHaveLength(2);
    const objects = await world.as(world.owner).ok(objectEndpoints.list, {
      params: { tenant: world.firm.id, id: inspection.id },
    });
    expect(objects.items[0]!.remarks[0]!.recordings).toHaveLength(2);
    // A linked recording outlives its day: the discard leaves it.
    await runRecordingDiscard(world.app, world.firm.id, first.id);
    expect((await getRecording(first.id)).statusCode).toBe(200);
  });

  it('refuses another remark’s recording or another firm’s (400 on the field), changing nothing', async () => {
    const { inspection, object, at } = await anObject();
    const taken = await record();
    const owner = await addRemark(world.app, world.firm, world.owner, inspection.id, object.id, {
      recordingIds: [taken.id],
    });
    const foreign = await record(world.otherFirm, world.outsider);
    const free = await record();
    const before = await world.as(world.owner).ok(remarkEndpoints.list, at);
    const response = await world.as(world.owner).send(remarkEndpoints.create, {
      ...at,
      body: { title: 'Ny', recordingIds: [free.id, taken.id, foreign.id] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      'body.recordingIds.1': ['Inspelningen hör redan till en annan anmärkning'],
      'body.recordingIds.2': ['Inspelningen finns inte'],
    });
    expect(await world.as(world.owner).ok(remarkEndpoints.list, at)).toEqual(before);
    expect((await getRecording(free.id)).json()).toMatchObject({ remarkId: null });
    const update = await world.as(world.owner).send(remarkEndpoints.change, {
      ...remarkAt(world.firm, inspection.id, object.id, owner.id),
      body: { title: 'Ändrad', recordingIds: [foreign.id] },
    });
    expect(update.statusCode).toBe(400);
    expect((await world.as(world.owner).ok(remarkEndpoints.list, at)).items[0]!.title).toBe(owner.title);
    // The other firm's recording is not found from this firm, and stays its own.
    expect((await getRecording(foreign.id)).statusCode).toBe(404);
    expect((await getRecording(foreign.id, world.otherFirm, world.outsider)).json()).toMatchObject({
      remarkId: null,
    });
  });

  it('go with their audio when the remark, its object or its assignment is deleted', async () => {
    const deletes = [
      (parts: Awaited<ReturnType<typeof anObject>>, remarkId: string) =>
        world
          .as(world.owner)
          .send(remarkEndpoints.remove, remarkAt(world.firm, parts.inspection.id, parts.object.id, remarkId)),
      (parts: Awaited<ReturnType<typeof anObject>>) =>
        world.as(world.owner).send(objectEndpoints.remove, parts.at),
      (parts: Awaited<ReturnType<typeof anObject>>) =>
        world.as(world.owner).send(inspectionEndpoints.remove, {
          params: { tenant: world.firm.id, id: parts.inspection.id },
          query: { hard: 'true' },
        }),
    ];
    for (const remove of deletes) {
      const files = await storedFiles(world.app);
      const parts = await anObject();
      const recording = await record();
      const remark = await addRemark(
        world.app,
        world.firm,
        world.owner,
        parts.inspection.id,
        parts.object.id,
        {
          recordingIds: [recording.id],
        },
      );
      expect(await storedFiles(world.app)).toHaveLength(files.length + 1);
      expect((await remove(parts, remark.id)).statusCode).toBe(204);
      expect(await storedFiles(world.app)).toEqual(files);
      expect((await getRecording(recording.id)).statusCode).toBe(404);
    }
  });
});

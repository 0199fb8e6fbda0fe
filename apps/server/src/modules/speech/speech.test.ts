import { afterAll, describe, expect, it } from 'vitest';
import { speechEndpoints } from '@syna/contracts/endpoints/speech';
import { DICTATION_MAX_BYTES, type SpeechRecording } from '@syna/contracts/speech';
import { callerFactory } from '../../../test/support/api-client.ts';
import { countRows } from '../../../test/support/direct-rows.ts';
import { buildTenant, buildUser } from '../../../test/support/factories.ts';
import { recordingFile, silentWav, spokenWav } from '../../../test/support/speech-audio.ts';
import { runRecordingDiscard } from '../../../test/support/speech-jobs.ts';
import { storedFiles } from '../../../test/support/stored-files.ts';
import { createTestApp } from '../../../test/support/test-app.ts';
import { useWorld } from '../../../test/support/test-world.ts';
import { startFakeSpeechServer } from '../../../test/fakes/speech-server.ts';

// Dictation through the real queue and the production engine client, against a local
// OpenAI-compatible transcription server: upload, the job's transcript, its failures and retry.

const PHRASE = 'Fuktfläck i källaren vid norra gaveln';

const world = useWorld(async () => {
  const engine = await startFakeSpeechServer({ model: 'whisper-1', language: 'sv', apiKey: 'hemlig-nyckel' });
  const app = await createTestApp({
    jobs: { workers: true, pollingIntervalSeconds: 0.5 },
    speech: {
      url: engine.url,
      apiKey: 'hemlig-nyckel',
      model: 'whisper-1',
      language: null,
      timeoutMs: 1_500,
    },
  });
  const owner = await buildUser(app, { name: 'Olle Ägare' });
  const outsider = await buildUser(app, { name: 'Ulf Utanför' });
  const firm = await buildTenant(app, owner);
  const otherFirm = await buildTenant(app, outsider);
  return {
    app,
    engine,
    owner,
    outsider,
    firm,
    otherFirm,
    as: callerFactory(app),
    spoken: await spokenWav(PHRASE),
  };
});
afterAll(() => world.engine?.close());

const inFirm = () => ({ params: { tenant: world.firm.id } });
const recording = (id: string) => ({ params: { tenant: world.firm.id, id } });

function upload(bytes: Buffer, body: { language?: 'sv' | 'en'; durationMs?: number } = {}, name?: string) {
  return world
    .as(world.owner)
    .upload(speechEndpoints.upload, { ...inFirm(), body }, [recordingFile(bytes, name)]);
}

async function uploaded(bytes = world.spoken, body: { durationMs?: number } = {}): Promise<SpeechRecording> {
  const response = await upload(bytes, body);
  expect(response.statusCode, response.body).toBe(202);
  return response.json<SpeechRecording>();
}

/** The recording once its job has ended (no longer queued). */
async function settled(id: string): Promise<SpeechRecording> {
  let current: SpeechRecording | undefined;
  await expect
    .poll(
      async () => {
        current = await world.as(world.owner).ok(speechEndpoints.get, recording(id));
        return current.state;
      },
      { timeout: 30_000, interval: 100 },
    )
    .not.toBe('queued');
  return current!;
}

/** What a refused upload must leave: no more rows and no more files than before. */
async function expectNothingStoredBy(refuse: () => Promise<void>) {
  const rows = await countRows(world.app, world.firm.id, 'speech_recordings');
  const files = await storedFiles(world.app);
  await refuse();
  expect(await countRows(world.app, world.firm.id, 'speech_recordings')).toBe(rows);
  expect(await storedFiles(world.app)).toEqual(files);
}

describe('dictation', () => {
  it('tells the client that recordings become text here, and the limits', async () => {
    expect(await world.as(world.owner).ok(speechEndpoints.config, inFirm())).toEqual({
      transcription: true,
      maxSeconds: 120,
      maxBytes: DICTATION_MAX_BYTES,
    });
  });

  it('keeps an uploaded recording, queues it, and the job saves the engine’s transcript', async () => {
    world.engine.reply({ text: ` ${PHRASE} ` });
    const response = await upload(world.spoken, { language: 'sv', durationMs: 90_000 });
    expect(response.statusCode, response.body).toBe(202);
    const queued = response.json<SpeechRecording>();
    expect(response.headers.location).toBe(`/${world.firm.id}/v1/speech/${queued.id}`);
    // The length is the WAV header's (espeak's phrase is about 2.5 s), not what the client claimed.
    expect(queued).toMatchObject({
      state: 'queued',
      contentType: 'audio/wav',
      size: world.spoken.length,
      language: 'sv',
      remarkId: null,
      transcript: null,
      error: null,
      createdBy: world.owner.id,
    });
    expect(queued.durationMs).toBeGreaterThan(1_500);
    expect(queued.durationMs).toBeLessThan(5_000);
    const done = await settled(queued.id);
    expect(done).toMatchObject({ state: 'done', transcript: PHRASE, error: null });
    expect(world.engine.calls.at(-1)).toEqual({
      model: 'whisper-1',
      language: 'sv',
      responseFormat: 'json',
      fileName: `${queued.id}.wav`,
      fileType: 'audio/wav',
      fileBytes: world.spoken.length,
      authorization: 'Bearer hemlig-nyckel',
    });
  });

  it('refuses a file that is no audio recording (400), storing nothing', async () => {
    await expectNothingStoredBy(async () => {
      const response = await upload(Buffer.from('%PDF-1.7\n% not a recording'), {}, 'diktat.wav');
      expect(response.statusCode).toBe(400);
      expect(response.json().errors['body.file']).toEqual([
        'Filen är ingen ljudinspelning i formatet WebM, Ogg, MP4, WAV, MP3 eller FLAC.',
      ]);
    });
  });

  it('refuses a recording above 5 MB (413), storing nothing', async () => {
    await expectNothingStoredBy(async () => {
      const response = await upload(silentWav(Math.ceil(DICTATION_MAX_BYTES / 8_000) + 1));
      expect(response.statusCode).toBe(413);
      expect(response.json().detail).toBe('Inspelningen är för stor: högst 5 MB.');
    });
  });

  it('refuses a recording longer than two minutes (400), by its container or else by the recorder', async () => {
    await expectNothingStoredBy(async () => {
      const response = await upload(silentWav(121), { durationMs: 60_000 });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors['body.file']).toEqual([
        'Inspelningen är längre än två minuter. Dela upp den och försök igen.',
      ]);
    });
  });

  it('takes the recorder’s length where the container gives none, and refuses when neither does', async () => {
    // An MP4 whose movie header has not been written (a fragmented or cut-off recording).
    const headerOnly = Buffer.concat([Buffer.from([0, 0, 0, 16]), Buffer.from('ftypM4A \0\0\0\0', 'latin1')]);
    const measured = await uploaded(headerOnly, { durationMs: 3_000 });
    expect(measured).toMatchObject({ contentType: 'audio/mp4', durationMs: 3_000 });
    await expectNothingStoredBy(async () => {
      const tooLong = await upload(headerOnly, { durationMs: 121_000 });
      expect(tooLong.statusCode).toBe(400);
      const unknown = await upload(headerOnly);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors['body.file'][0]).toMatch(/längd gick inte att läsa/);
    });
  });

  it('keeps the audio when the engine fails, plays it back, and a retry transcribes it', async () => {
    world.engine.reply({ status: 500 });
    const failed = await settled((await uploaded()).id);
    expect(failed).toMatchObject({
      state: 'failed',
      transcript: null,
      error: 'Taltjänsten svarar inte just nu. Ljudet är sparat; försök igen senare.',
    });
    const audio = await world.as(world.owner).send(speechEndpoints.audio, recording(failed.id));
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/wav');
    expect(audio.rawPayload.equals(world.spoken)).toBe(true);
    expect(audio.headers['accept-ranges']).toBe('bytes');
    // A media player (Safari's) asks for parts: the first two bytes, then the rest.
    const size = world.spoken.length;
    const head = await world
      .as(world.owner)
      .send(speechEndpoints.audio, recording(failed.id), { range: 'bytes=0-1' });
    expect(head.statusCode).toBe(206);
    expect(head.headers['content-range']).toBe(`bytes 0-1/${size}`);
    expect(head.rawPayload.equals(world.spoken.subarray(0, 2))).toBe(true);
    const rest = await world
      .as(world.owner)
      .send(speechEndpoints.audio, recording(failed.id), { range: 'bytes=2-' });
    expect(rest.statusCode).toBe(206);
    expect(rest.rawPayload.equals(world.spoken.subarray(2))).toBe(true);
    const past = await world.as(world.owner).send(speechEndpoints.audio, recording(failed.id), {
      range: `bytes=${size}-`,
    });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);

    world.engine.reply({ text: PHRASE });
    const retried = await world.as(world.owner).send(speechEndpoints.retry, recording(failed.id));
    expect(retried.statusCode).toBe(202);
    expect(retried.json()).toMatchObject({ state: 'queued', error: null });
    expect(await settled(failed.id)).toMatchObject({ state: 'done', transcript: PHRASE });
    // A finished one is not queued again.
    expect((await world.as(world.owner).send(speechEndpoints.retry, recording(failed.id))).statusCode).toBe(
      409,
    );
  });

  it('fails a recording the engine hears nothing in, or does not answer in time', async () => {
    world.engine.reply({ text: '   ' });
    expect(await settled((await uploaded()).id)).toMatchObject({
      state: 'failed',
      error: 'Inget tal hördes i inspelningen.',
    });
    world.engine.reply('hang');
    expect(await settled((await uploaded()).id)).toMatchObject({
      state: 'failed',
      error: 'Taltjänsten hann inte skriva ut inspelningen. Ljudet är sparat; försök igen.',
    });
  });

  it('answers 404 for another firm’s recording, as for an unknown one', async () => {
    world.engine.reply({ text: PHRASE });
    const mine = await settled((await uploaded()).id);
    const fromOtherFirm = { params: { tenant: world.otherFirm.id, id: mine.id } };
    for (const endpoint of [
      speechEndpoints.get,
      speechEndpoints.audio,
      speechEndpoints.retry,
      speechEndpoints.remove,
    ]) {
      expect((await world.as(world.outsider).send(endpoint, fromOtherFirm)).statusCode).toBe(404);
    }
    expect(await world.as(world.owner).ok(speechEndpoints.get, recording(mine.id))).toEqual(mine);
  });

  it('deletes a recording with its audio', async () => {
    const files = await storedFiles(world.app);
    const kept = await uploaded();
    expect(await storedFiles(world.app)).toHaveLength(files.length + 1);
    await world.as(world.owner).ok(speechEndpoints.remove, recording(kept.id));
    expect(await storedFiles(world.app)).toEqual(files);
    expect((await world.as(world.owner).send(speechEndpoints.get, recording(kept.id))).statusCode).toBe(404);
    expect((await world.as(world.owner).send(speechEndpoints.remove, recording(kept.id))).statusCode).toBe(
      404,
    );
  });

  it('discards a recording no remark has taken, with its audio, when its day is over', async () => {
    const files = await storedFiles(world.app);
    const orphan = await settled((await uploaded()).id);
    await runRecordingDiscard(world.app, world.firm.id, orphan.id);
    expect((await world.as(world.owner).send(speechEndpoints.get, recording(orphan.id))).statusCode).toBe(
      404,
    );
    expect(await storedFiles(world.app)).toEqual(files);
  });
});

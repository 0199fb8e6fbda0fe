import { describe, expect, it } from 'vitest';
import { speechEndpoints } from '@syna/contracts/endpoints/speech';
import type { SpeechRecording } from '@syna/contracts/speech';
import { recordingFile, spokenWav } from '../../../test/support/speech-audio.ts';
import { useTwoFirms } from '../../../test/support/two-firms.ts';

// Without SPEECH_URL no recording becomes text (no model ships with the server): the audio is
// kept, for listening, and says why it has no transcript.

const world = useTwoFirms();
const inFirm = () => ({ params: { tenant: world.firm.id } });

describe('dictation without a speech engine', () => {
  it('tells the client that recordings stay audio', async () => {
    expect(await world.as(world.owner).ok(speechEndpoints.config, inFirm())).toMatchObject({
      transcription: false,
    });
  });

  it('keeps a recording as unavailable, playable, and refuses to queue it (409)', async () => {
    const wav = await spokenWav('Sprucken kakelplatta i badrummet');
    const response = await world
      .as(world.owner)
      .upload(speechEndpoints.upload, { ...inFirm(), body: {} }, [recordingFile(wav)]);
    expect(response.statusCode, response.body).toBe(202);
    const kept = response.json<SpeechRecording>();
    expect(kept).toMatchObject({
      state: 'unavailable',
      transcript: null,
      language: 'sv',
      error:
        'Tal blir inte text på den här servern: ingen taltjänst är inställd (SPEECH_URL). Ljudet är sparat.',
    });
    const at = { params: { tenant: world.firm.id, id: kept.id } };
    const retry = await world.as(world.owner).send(speechEndpoints.retry, at);
    expect(retry.statusCode).toBe(409);
    const audio = await world.as(world.viewer).send(speechEndpoints.audio, at);
    expect(audio.statusCode).toBe(200);
    expect(audio.rawPayload.equals(wav)).toBe(true);
    // A viewer listens but does not record.
    const refused = await world
      .as(world.viewer)
      .upload(speechEndpoints.upload, { ...inFirm(), body: {} }, [recordingFile(wav)]);
    expect(refused.statusCode).toBe(403);
  });
});

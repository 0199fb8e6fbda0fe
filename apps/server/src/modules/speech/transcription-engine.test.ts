import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSpeechServer, type FakeSpeechServer } from '../../../test/fakes/speech-server.ts';
import { spokenWav } from '../../../test/support/speech-audio.ts';
import { OpenAiCompatibleEngine, TranscriptionFailure } from './transcription-engine.ts';

// The production client of the OpenAI-compatible transcription API, against the local fake:
// what it sends, and how each way of failing becomes the code a recording keeps.

let engine: FakeSpeechServer;
let audio: Buffer;
beforeAll(async () => {
  engine = await startFakeSpeechServer({ model: 'kb-whisper-large', language: 'en', apiKey: 'nyckel' });
  audio = await spokenWav('Damp patch in the cellar', 'en');
});
afterAll(() => engine.close());

const client = (overrides: { url?: string; apiKey?: string | null; timeoutMs?: number } = {}) =>
  new OpenAiCompatibleEngine({
    url: engine.url,
    apiKey: 'nyckel',
    model: 'kb-whisper-large',
    timeoutMs: 2_000,
    ...overrides,
  });
const request = () => ({ audio, contentType: 'audio/wav', fileName: 'r.wav', language: 'en' as const });

async function failureOf(call: Promise<unknown>): Promise<string> {
  const error = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(TranscriptionFailure);
  return (error as TranscriptionFailure).code;
}

describe('the OpenAI-compatible engine client', () => {
  it('sends the audio, the model and the language, and answers the text', async () => {
    engine.reply({ text: 'Damp patch in the cellar' });
    expect(await client({ url: `${engine.url}/` }).transcribe(request())).toBe('Damp patch in the cellar');
    expect(engine.calls.at(-1)).toMatchObject({
      model: 'kb-whisper-large',
      language: 'en',
      fileName: 'r.wav',
      fileBytes: audio.length,
      authorization: 'Bearer nyckel',
    });
  });

  it('takes a 5xx for the engine down, a refusal of the request for refused', async () => {
    engine.reply({ status: 503 });
    expect(await failureOf(client().transcribe(request()))).toBe('engineDown');
    engine.reply({ text: 'x' });
    expect(await failureOf(client({ apiKey: null }).transcribe(request()))).toBe('engineRefused');
  });

  it('takes no answer within the timeout for timed out', async () => {
    engine.reply('hang');
    expect(await failureOf(client({ timeoutMs: 1_000 }).transcribe(request()))).toBe('timedOut');
  });

  it('takes a refused connection for the engine down', async () => {
    const gone = await startFakeSpeechServer();
    await gone.close();
    expect(await failureOf(client({ url: gone.url }).transcribe(request()))).toBe('engineDown');
  });
});

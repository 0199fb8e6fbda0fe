import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/** What the fake microphone says, in Swedish. */
export const DICTATED_SENTENCE = 'Fuktfläck i källaren vid norra gaveln.';
/** What the fake transcription engine answers for any recording. */
export const FAKE_TRANSCRIPT = 'fuktfläck källare norra gaveln';

/** The fake speech engine's door (`apps/server/test/fakes/speech-server.ts`). */
interface FakeSpeechServerModule {
  startFakeSpeechServer(options: { transcript: string }): Promise<{ url: string; stop(): Promise<void> }>;
}
const FAKE_SPEECH_SERVER = new URL('../../../apps/server/test/fakes/speech-server.ts', import.meta.url).href;

/** Speaks DICTATED_SENTENCE with espeak-ng's Swedish voice into a WAV file for Chromium's fake microphone. */
export async function speakDictation(): Promise<string> {
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'syna-dictation-')), 'diktat.wav');
  await promisify(execFile)('espeak-ng', ['-v', 'sv', '-s', '140', '-w', file, DICTATED_SENTENCE]);
  return file;
}

/**
 * Starts the fake OpenAI-compatible transcription server, which answers FAKE_TRANSCRIPT, for the
 * server under test's SPEECH_URL; null (with a warning) where the speech service is not built yet,
 * so that the other flows still run.
 */
export async function startSpeechEngine(): Promise<{ url: string; stop(): Promise<void> } | null> {
  if (!existsSync(new URL(FAKE_SPEECH_SERVER))) {
    console.warn(`No fake speech engine at ${FAKE_SPEECH_SERVER}: dictation is not transcribed`);
    return null;
  }
  const fakes = (await import(/* @vite-ignore */ FAKE_SPEECH_SERVER)) as FakeSpeechServerModule;
  return fakes.startFakeSpeechServer({ transcript: FAKE_TRANSCRIPT });
}

import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startFakeSpeechServer } from '../../../apps/server/test/fakes/speech-server.ts';

/** What the fake microphone says, in Swedish. */
export const DICTATED_SENTENCE = 'Fuktfläck i källaren vid norra gaveln.';
/** What the fake transcription engine answers for any recording. */
export const FAKE_TRANSCRIPT = 'fuktfläck källare norra gaveln';

/** Speaks DICTATED_SENTENCE with espeak-ng's Swedish voice into a WAV file for Chromium's fake microphone. */
export async function speakDictation(): Promise<string> {
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'syna-dictation-')), 'diktat.wav');
  await promisify(execFile)('espeak-ng', ['-v', 'sv', '-s', '140', '-w', file, DICTATED_SENTENCE]);
  return file;
}

/** Starts the fake OpenAI-compatible transcription engine, answering FAKE_TRANSCRIPT, for the server's SPEECH_URL. */
export function startSpeechEngine() {
  return startFakeSpeechServer({ text: FAKE_TRANSCRIPT, language: 'sv' });
}

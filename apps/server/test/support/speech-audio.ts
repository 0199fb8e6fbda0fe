import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { MultipartFile } from './multipart-body.ts';

// Test audio made when the test runs: Swedish speech from Debian's espeak-ng (installed on the
// CI machine by .ci/run), and silence of any length written as a WAV file.

/** A WAV file of `text` spoken by espeak-ng's Swedish voice (22 kHz, 16-bit mono). */
export async function spokenWav(text: string, voice = 'sv'): Promise<Buffer> {
  const folder = await mkdtemp(path.join(tmpdir(), 'syna-speech-'));
  try {
    const file = path.join(folder, 'speech.wav');
    await promisify(execFile)('espeak-ng', ['-v', voice, '-w', file, text]);
    return await readFile(file);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** A WAV file of `seconds` of silence at 8 kHz, 8-bit mono (8 000 bytes a second). */
export function silentWav(seconds: number): Buffer {
  const rate = 8_000;
  const data = rate * seconds;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28); // bytes per second
  header.writeUInt16LE(1, 32); // block align
  header.writeUInt16LE(8, 34); // bits per sample
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data, 40);
  // 8-bit PCM is unsigned: silence is 128.
  return Buffer.concat([header, Buffer.alloc(data, 128)]);
}

/** A recording as the staff app uploads it. */
export const recordingFile = (bytes: Buffer, name = 'diktat.wav', type = 'audio/wav'): MultipartFile => ({
  name,
  type,
  bytes,
});

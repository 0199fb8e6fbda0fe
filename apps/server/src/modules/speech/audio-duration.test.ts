import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DictationAudioType } from '@syna/contracts/speech';
import { silentWav } from '../../../test/support/speech-audio.ts';
import { containerDurationMs } from './audio-duration.ts';
import { audioTypeOf } from './audio-type.ts';

// The fixtures are one spoken phrase (espeak-ng, 2.5 s) as ffmpeg writes each container; the
// live WebM was written to a pipe, as MediaRecorder writes it: no Duration, unknown sizes.
const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name));

describe('a recording’s container and length, by its bytes', () => {
  it.each<[string, DictationAudioType, number]>([
    ['live.webm', 'audio/webm', 2_500],
    ['seekable.webm', 'audio/webm', 2_503],
    ['phrase.ogg', 'audio/ogg', 2_496],
    ['phrase.m4a', 'audio/mp4', 2_496],
    ['phrase.mp3', 'audio/mpeg', 2_560],
    ['phrase.flac', 'audio/flac', 2_496],
  ])('%s is %s of about %i ms', (name, type, milliseconds) => {
    const bytes = fixture(name);
    expect(audioTypeOf(bytes)).toBe(type);
    expect(Math.abs(containerDurationMs(type, bytes)! - milliseconds)).toBeLessThan(30);
  });

  it('reads a WAV file’s length from its header, and a streamed one’s from its data', () => {
    const wav = silentWav(121);
    expect(audioTypeOf(wav)).toBe('audio/wav');
    expect(containerDurationMs('audio/wav', wav)).toBe(121_000);
    wav.writeUInt32LE(0xffffffff, 40);
    expect(containerDurationMs('audio/wav', wav)).toBe(121_000);
    // A header that claims more than the file holds counts what it holds.
    expect(containerDurationMs('audio/wav', wav.subarray(0, 44 + 8_000))).toBe(1_000);
  });

  it('tells no length where the container has none, and no type for other files', () => {
    const headerOnly = Buffer.concat([Buffer.from([0, 0, 0, 16]), Buffer.from('ftypM4A \0\0\0\0', 'latin1')]);
    expect(containerDurationMs('audio/mp4', headerOnly)).toBeNull();
    // Cut short after its first bytes, every reader stops without an answer rather than failing.
    for (const name of ['live.webm', 'phrase.ogg', 'phrase.m4a', 'phrase.flac']) {
      const bytes = fixture(name).subarray(0, 12);
      expect(() => containerDurationMs(audioTypeOf(bytes)!, bytes)).not.toThrow();
    }
    expect(audioTypeOf(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(audioTypeOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBeNull();
    expect(audioTypeOf(Buffer.alloc(0))).toBeNull();
  });
});

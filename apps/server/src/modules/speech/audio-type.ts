import type { DictationAudioType } from '@syna/contracts/speech';

// A recording's container is told by its first bytes, never by the name or type the client
// gave: what MediaRecorder makes (WebM/Ogg Opus, Safari's MP4) and the usual audio files.

const startsWith = (bytes: Buffer, text: string, at = 0) =>
  bytes.length >= at + text.length && bytes.toString('latin1', at, at + text.length) === text;

/** An MPEG audio frame header (Layer III, any version), as an MP3 without tags begins. */
export const isMp3FrameSync = (bytes: Buffer, at = 0): boolean =>
  bytes.length >= at + 4 &&
  bytes[at] === 0xff &&
  (bytes[at + 1]! & 0xe0) === 0xe0 &&
  // Layer III, a version that exists, a bitrate and sample rate that are not reserved.
  (bytes[at + 1]! & 0x06) === 0x02 &&
  (bytes[at + 1]! & 0x18) !== 0x08 &&
  bytes[at + 2]! >> 4 !== 0x0f &&
  bytes[at + 2]! >> 4 !== 0 &&
  ((bytes[at + 2]! >> 2) & 0x03) !== 0x03;

/** The audio container of a recording by its magic bytes; null for anything else. */
export function audioTypeOf(bytes: Buffer): DictationAudioType | null {
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x1a45dfa3) return 'audio/webm';
  if (startsWith(bytes, 'OggS')) return 'audio/ogg';
  if (startsWith(bytes, 'ftyp', 4)) return 'audio/mp4';
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WAVE', 8)) return 'audio/wav';
  if (startsWith(bytes, 'fLaC')) return 'audio/flac';
  if (startsWith(bytes, 'ID3') || isMp3FrameSync(bytes)) return 'audio/mpeg';
  return null;
}

/** The file-name extension of each type, for the name a recording is downloaded and sent under. */
export const AUDIO_EXTENSIONS: Readonly<Record<DictationAudioType, string>> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
  'audio/wav': 'wav',
  'audio/mpeg': 'mp3',
  'audio/flac': 'flac',
};

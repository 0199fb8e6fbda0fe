import type { DictationAudioType } from '@syna/contracts/speech';
import { isMp3FrameSync } from './audio-type.ts';

// A recording's length as its container says it, read in one pass over at most the upload's
// 5 MiB (every loop below moves forward by at least one element, box, chunk or page), so that a
// hostile file costs milliseconds. Null where the container does not say it cheaply: Chromium's
// MediaRecorder writes WebM without a Duration (its last block's time is read instead), a
// fragmented MP4 has no length in its `mvhd`; the client's measured length is taken then.

/** The length in milliseconds the recording's container gives; null when it gives none. */
export function containerDurationMs(type: DictationAudioType, bytes: Buffer): number | null {
  const seconds = DURATION_READERS[type](bytes);
  // No length (or a nonsensical one, a scale of 0) is no answer: the recorder's length is taken then.
  return seconds === null || !Number.isFinite(seconds) || seconds <= 0 ? null : Math.round(seconds * 1000);
}

const DURATION_READERS: Readonly<Record<DictationAudioType, (bytes: Buffer) => number | null>> = {
  'audio/wav': wavSeconds,
  'audio/flac': flacSeconds,
  'audio/ogg': oggSeconds,
  'audio/mp4': mp4Seconds,
  'audio/webm': webmSeconds,
  'audio/mpeg': mp3Seconds,
};

/** WAV: the data chunk's bytes (as far as the file holds them) over the format's bytes per second. */
function wavSeconds(bytes: Buffer): number | null {
  let byteRate = 0;
  for (let offset = 12; offset + 8 <= bytes.length;) {
    const id = bytes.toString('latin1', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ' && body + 12 <= bytes.length) byteRate = bytes.readUInt32LE(body + 8);
    // A streamed WAV declares its data as 0 or 0xFFFFFFFF bytes: the rest of the file is its data.
    if (id === 'data') {
      const declared = size === 0 || size === 0xffffffff ? Infinity : size;
      return byteRate > 0 ? Math.min(declared, bytes.length - body) / byteRate : null;
    }
    offset = body + size + (size % 2);
  }
  return null;
}

/** FLAC: the STREAMINFO block's total samples over its sample rate (0 samples: not known). */
function flacSeconds(bytes: Buffer): number | null {
  // "fLaC", then the first metadata block, which is always STREAMINFO (type 0).
  if (bytes.length < 8 + 18 || (bytes[4]! & 0x7f) !== 0) return null;
  const info = 8;
  const sampleRate = (bytes.readUInt32BE(info + 10) >>> 12) & 0xfffff;
  const samples = (bytes[info + 13]! & 0x0f) * 2 ** 32 + bytes.readUInt32BE(info + 14);
  return sampleRate > 0 && samples > 0 ? samples / sampleRate : null;
}

/** Ogg: the last page's granule position of the first stream, in its codec's samples (Opus, Vorbis). */
function oggSeconds(bytes: Buffer): number | null {
  const OGG_HEADER = 27;
  if (bytes.length < OGG_HEADER + 1) return null;
  const serial = bytes.readUInt32LE(14);
  const packet = OGG_HEADER + bytes[26]!;
  let sampleRate: number;
  let preSkip = 0;
  if (bytes.toString('latin1', packet, packet + 8) === 'OpusHead' && packet + 12 <= bytes.length) {
    // Opus always counts at 48 kHz; the encoder's priming samples are not heard.
    sampleRate = 48_000;
    preSkip = bytes.readUInt16LE(packet + 10);
  } else if (bytes.toString('latin1', packet, packet + 7) === '\x01vorbis' && packet + 16 <= bytes.length) {
    sampleRate = bytes.readUInt32LE(packet + 12);
  } else return null;
  // Pages are at most 64 KiB: the last one that ends a packet of the stream is near the end.
  for (let at = bytes.lastIndexOf('OggS'); at >= 0; at = at > 0 ? bytes.lastIndexOf('OggS', at - 1) : -1) {
    if (at + OGG_HEADER > bytes.length || bytes.readUInt32LE(at + 14) !== serial) continue;
    const granule = bytes.readBigInt64LE(at + 6);
    if (granule >= 0n) return sampleRate > 0 ? Math.max(0, Number(granule) - preSkip) / sampleRate : null;
  }
  return null;
}

/** MP4: the movie header's (`moov` › `mvhd`) duration over its time scale; 0 (fragmented): not known. */
function mp4Seconds(bytes: Buffer): number | null {
  const moov = findBox(bytes, 0, bytes.length, 'moov');
  const mvhd = moov && findBox(bytes, moov.start, moov.end, 'mvhd');
  if (!mvhd || mvhd.start + 32 > mvhd.end) return null;
  const version = bytes[mvhd.start]!;
  const [scale, duration] =
    version === 1
      ? [bytes.readUInt32BE(mvhd.start + 20), Number(bytes.readBigUInt64BE(mvhd.start + 24))]
      : [bytes.readUInt32BE(mvhd.start + 12), bytes.readUInt32BE(mvhd.start + 16)];
  return scale > 0 && duration > 0 ? duration / scale : null;
}

/** The body of the first box of `type` among the boxes between `from` and `to` (not inside them). */
function findBox(
  bytes: Buffer,
  from: number,
  to: number,
  type: string,
): { start: number; end: number } | null {
  for (let offset = from; offset + 8 <= to;) {
    let size = bytes.readUInt32BE(offset);
    let header = 8;
    if (size === 1 && offset + 16 <= to) {
      size = Number(bytes.readBigUInt64BE(offset + 8));
      header = 16;
    } else if (size === 0) size = to - offset;
    if (size < header) return null;
    if (bytes.toString('latin1', offset + 4, offset + 8) === type)
      return { start: offset + header, end: Math.min(offset + size, to) };
    offset += size;
  }
  return null;
}

// The Matroska/WebM elements read: the master elements walked into, and the leaves that tell time.
const EBML = {
  segment: 0x18538067,
  info: 0x1549a966,
  cluster: 0x1f43b675,
  blockGroup: 0xa0,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  clusterTimecode: 0xe7,
  simpleBlock: 0xa3,
  block: 0xa1,
} as const;
const EBML_MASTERS = new Set<number>([EBML.segment, EBML.info, EBML.cluster, EBML.blockGroup]);

/** An EBML variable-length integer at `offset`: its value (null: "unknown", all ones) and length. */
function readVint(
  bytes: Buffer,
  offset: number,
  keepMarker: boolean,
): { value: number | null; length: number } | null {
  const first = bytes[offset];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (offset + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let index = 1; index < length; index++) {
    value = value * 256 + bytes[offset + index]!;
    allOnes &&= bytes[offset + index] === 0xff;
  }
  return { value: !keepMarker && allOnes ? null : value, length };
}

const readUnsigned = (bytes: Buffer, start: number, end: number) =>
  bytes.subarray(start, end).reduce((value, byte) => value * 256 + byte, 0);

/**
 * WebM: the Info's Duration in TimecodeScale ticks where it is written; otherwise the time of the
 * last block (its cluster's timecode plus its own), as MediaRecorder's live files have no Duration.
 * Elements are walked in file order, into the masters that hold the time and over all others.
 */
function webmSeconds(bytes: Buffer): number | null {
  let nanosecondsPerTick = 1_000_000;
  let declared: number | null = null;
  let clusterTime = 0;
  let lastBlock: number | null = null;
  for (let offset = 0; offset < bytes.length;) {
    const id = readVint(bytes, offset, true);
    const size = id && readVint(bytes, offset + id.length, false);
    if (!id || !size) break;
    const start = offset + id.length + size.length;
    if (EBML_MASTERS.has(id.value!)) {
      offset = start;
      continue;
    }
    if (size.value === null) break;
    const end = Math.min(start + size.value, bytes.length);
    if (id.value === EBML.timecodeScale) nanosecondsPerTick = readUnsigned(bytes, start, end);
    else if (id.value === EBML.duration && end - start === 8) declared = bytes.readDoubleBE(start);
    else if (id.value === EBML.duration && end - start === 4) declared = bytes.readFloatBE(start);
    else if (id.value === EBML.clusterTimecode) clusterTime = readUnsigned(bytes, start, end);
    else if (id.value === EBML.simpleBlock || id.value === EBML.block) {
      const track = readVint(bytes, start, false);
      if (track && start + track.length + 2 <= end)
        lastBlock = Math.max(lastBlock ?? 0, clusterTime + bytes.readInt16BE(start + track.length));
    }
    offset = start + size.value;
  }
  const ticks = declared ?? lastBlock;
  return ticks === null ? null : (ticks * nanosecondsPerTick) / 1e9;
}

const MP3_BITRATES_KBPS = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const MP3_SAMPLE_RATES = [44_100, 48_000, 32_000];

/**
 * MP3: past an ID3v2 tag, the first frame's Xing/Info header (a VBR file's frame count) when it has
 * one, else the audio's bytes at the first frame's bitrate (a constant-bitrate file).
 */
function mp3Seconds(bytes: Buffer): number | null {
  let offset = 0;
  if (bytes.toString('latin1', 0, 3) === 'ID3' && bytes.length >= 10) {
    const tagSize =
      ((bytes[6]! & 0x7f) << 21) |
      ((bytes[7]! & 0x7f) << 14) |
      ((bytes[8]! & 0x7f) << 7) |
      (bytes[9]! & 0x7f);
    offset = 10 + tagSize + (bytes[5]! & 0x10 ? 10 : 0);
  }
  if (!isMp3FrameSync(bytes, offset)) return null;
  const version = (bytes[offset + 1]! >> 3) & 0x03; // 3: MPEG-1, 2: MPEG-2, 0: MPEG-2.5
  const mpeg1 = version === 3;
  const bitrate =
    (mpeg1 ? MP3_BITRATES_KBPS.mpeg1 : MP3_BITRATES_KBPS.mpeg2)[bytes[offset + 2]! >> 4]! * 1000;
  const sampleRate =
    MP3_SAMPLE_RATES[(bytes[offset + 2]! >> 2) & 0x03]! / (mpeg1 ? 1 : version === 2 ? 2 : 4);
  const mono = bytes[offset + 3]! >> 6 === 3;
  const samplesPerFrame = mpeg1 ? 1152 : 576;
  const xing = offset + 4 + (mpeg1 ? (mono ? 17 : 32) : mono ? 9 : 17);
  const tag = bytes.toString('latin1', xing, xing + 4);
  if ((tag === 'Xing' || tag === 'Info') && xing + 12 <= bytes.length && bytes.readUInt32BE(xing + 4) & 0x01)
    return (bytes.readUInt32BE(xing + 8) * samplesPerFrame) / sampleRate;
  return ((bytes.length - offset) * 8) / bitrate;
}

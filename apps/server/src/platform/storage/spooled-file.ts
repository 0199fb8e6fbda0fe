import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { boundedStream } from './bounded-stream.ts';

/**
 * Where the temporary files of this process go: a folder of its own under the system's temporary
 * folder (TMPDIR), which should be on disk rather than in memory (tmpfs).
 */
export const SPOOL_DIR = path.join(tmpdir(), `syna-uploads-${process.pid}`);

/** How much of a file's beginning is kept in memory: what telling its type by content looks at. */
export const HEAD_BYTES = 64 * 1024;

/**
 * A file received as a stream and written to a temporary file as it arrives, so that a large
 * upload never lies in memory whole: its length, its SHA-256 and its first bytes are taken on
 * the way. Its owner removes it (`discardSpooled`) once done.
 */
export interface SpooledFile {
  /** The temporary file. */
  path: string;
  size: number;
  sha256: string;
  /** The first HEAD_BYTES bytes (all of a smaller file). */
  head: Buffer;
}

/** A stream that went past the bytes it was allowed. */
export class SpoolTooLong extends Error {
  constructor() {
    super('file longer than allowed');
  }
}

/**
 * Writes the stream to a new temporary file (readable by this user only); more than `maxBytes`
 * fails with `SpoolTooLong`. A failure leaves no file behind.
 */
export async function spool(source: Readable | Buffer, maxBytes = Infinity): Promise<SpooledFile> {
  await mkdir(SPOOL_DIR, { recursive: true, mode: 0o700 });
  const target = path.join(SPOOL_DIR, randomUUID());
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let size = 0;
  const tap = new Transform({
    transform(part: Buffer, _encoding, done) {
      if (size < HEAD_BYTES) head.push(Buffer.from(part.subarray(0, HEAD_BYTES - size)));
      size += part.length;
      hash.update(part);
      done(null, part);
    },
  });
  try {
    await pipeline(
      Buffer.isBuffer(source) ? Readable.from([source]) : source,
      boundedStream(maxBytes, () => new SpoolTooLong()),
      tap,
      createWriteStream(target, { flags: 'wx', mode: 0o600 }),
    );
  } catch (error) {
    await rm(target, { force: true });
    throw error;
  }
  return { path: target, size, sha256: hash.digest('hex'), head: Buffer.concat(head) };
}

/**
 * The whole file in memory: for the formats read whole anyway (a spreadsheet, a template, a JSON
 * file, a recording), each within its endpoint's smaller limit.
 */
export function readSpooled(file: SpooledFile): Promise<Buffer> {
  return readFile(file.path);
}

/** Runs work on bytes spooled to a temporary file (as an upload arrives), removed again after. */
export async function withSpooled<T>(
  source: Readable | Buffer,
  work: (file: SpooledFile) => Promise<T>,
): Promise<T> {
  const file = await spool(source);
  try {
    return await work(file);
  } finally {
    await discardSpooled(file);
  }
}

/** The file's bytes as a stream: what the storage stores. */
export function spooledStream(file: SpooledFile): Readable {
  return createReadStream(file.path);
}

/** Removes the temporary file; removing it twice is not an error. */
export async function discardSpooled(file: SpooledFile): Promise<void> {
  await rm(file.path, { force: true });
}

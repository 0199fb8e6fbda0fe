import { createWriteStream } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { boundedStream } from './bounded-stream.ts';
import { LocalFolder } from './local-folder.ts';

/**
 * The storage's area for files that arrive in parts (a resumable upload's chunks): written at an
 * offset, their length read back, then read whole once complete and removed. Kept apart from the
 * stored files (`FileStorage`), whose files are whole from the moment they appear. The length of
 * a partial file is the truth of how much has arrived: a chunk whose connection broke keeps what
 * was written of it.
 */
export interface PartialFiles {
  /** The bytes the file holds; 0 when there is none. */
  length(key: string): Promise<number>;
  /**
   * Writes the stream's bytes at `offset`, streamed (never held whole); more than `maxBytes`
   * fails with `ChunkTooLong` once past it. A failure keeps what was written.
   */
  write(key: string, offset: number, bytes: Readable, maxBytes: number): Promise<void>;
  /** The file as a stream, or null when there is none. */
  read(key: string): Promise<Readable | null>;
  /** Removes the file; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Files arriving in parts (resumable uploads), apart from the stored files. */
    partialFiles: PartialFiles;
  }
}

/** A chunk that streamed past the bytes it was allowed. */
export class ChunkTooLong extends Error {
  constructor() {
    super('chunk longer than allowed');
  }
}

/** Partial files in a local folder (`DATA_DIR/partial-files`): one folder per tenant. */
export class LocalPartialFiles extends LocalFolder implements PartialFiles {
  async length(key: string): Promise<number> {
    const found = await stat(this.pathOf(key)).catch(() => null);
    return found?.isFile() ? found.size : 0;
  }

  async write(key: string, offset: number, bytes: Readable, maxBytes: number): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // The first chunk makes the file; `r+` writes a later one at its offset.
    const flags = offset === 0 ? 'w' : 'r+';
    await pipeline(
      bytes,
      boundedStream(maxBytes, () => new ChunkTooLong()),
      createWriteStream(target, { flags, start: offset }),
    );
  }

  read(key: string): Promise<Readable | null> {
    return this.stream(key);
  }
}

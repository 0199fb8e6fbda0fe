import { pipeline, Readable } from 'node:stream';
import { boundedStream } from './bounded-stream.ts';
import { ChunkTooLong, type PartialFiles } from './partial-files.ts';

/** What partial files kept in a shared store need of it: a bucket's objects, and a prefix's list. */
export interface PartStore {
  put(key: string, bytes: Readable, contentType: string): Promise<void>;
  get(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
  /** The objects whose keys start with `prefix`, with their sizes in bytes. */
  list(prefix: string): Promise<{ key: string; size: number }[]>;
}

/** Where the parts live: apart from the stored files' `{tenant}/{name}` keys, so never taken for one. */
const PARTS_AREA = 'partial';
/** Offsets written with leading zeros, so that the store lists a file's parts in their order. */
const OFFSET_DIGITS = 12;

/** The key of a partial file's part that starts at `offset`. */
export const partKey = (key: string, offset: number): string =>
  `${PARTS_AREA}/${key}/${String(offset).padStart(OFFSET_DIGITS, '0')}`;

/** True for a key `partKey` makes (`partial/{tenant}/{name}/{offset}`). */
export function isPartKey(key: string): boolean {
  const segments = key.split('/');
  return segments.length === 4 && segments[0] === PARTS_AREA && /^\d{12}$/.test(segments[3]!);
}

/**
 * Partial files in the install's bucket, which every server copy shares: each chunk is an object
 * of its own (`partial/{tenant}/{name}/{offset}`), so that a resumed upload's next chunk may reach
 * any copy behind the balancer. The store keeps an object whole or not at all: a chunk whose
 * connection broke leaves nothing, and the length then tells the client to send it again. The
 * length is that of the parts that follow one another from the start.
 */
export class StoredPartialFiles implements PartialFiles {
  constructor(private readonly store: PartStore) {}

  /** The parts that follow one another from offset 0, in order. */
  private async parts(key: string): Promise<{ key: string; size: number }[]> {
    const listed = await this.store.list(`${PARTS_AREA}/${key}/`);
    const byOffset = new Map(
      listed.map((part) => [Number(part.key.slice(part.key.lastIndexOf('/') + 1)), part]),
    );
    const parts: { key: string; size: number }[] = [];
    for (let at = 0, part = byOffset.get(0); part && part.size > 0; part = byOffset.get(at)) {
      parts.push(part);
      at += part.size;
    }
    return parts;
  }

  async length(key: string): Promise<number> {
    return (await this.parts(key)).reduce((sum, part) => sum + part.size, 0);
  }

  async write(key: string, offset: number, bytes: Readable, maxBytes: number): Promise<void> {
    // A broken connection or a chunk too long fails the body, and with it the object's upload.
    const body = pipeline(
      bytes,
      boundedStream(maxBytes, () => new ChunkTooLong()),
      () => undefined,
    );
    await this.store.put(partKey(key, offset), body, 'application/octet-stream');
  }

  async read(key: string): Promise<Readable | null> {
    const parts = await this.parts(key);
    if (parts.length === 0) return null;
    const store = this.store;
    return Readable.from(
      (async function* () {
        for (const part of parts) {
          const stream = await store.get(part.key);
          if (!stream) throw new Error(`A part of ${key} is missing`);
          yield* stream;
        }
      })(),
    );
  }

  async delete(key: string): Promise<void> {
    for (const part of await this.store.list(`${PARTS_AREA}/${key}/`)) await this.store.delete(part.key);
  }
}

import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import pLimit from 'p-limit';
import type { FileStorage } from './file-storage.ts';

/** Files copied at once: a bucket far away answers each request in tens of milliseconds. */
const COPIES_AT_ONCE = 4;

/**
 * What the copy stores as every object's type: the files' rows, not the storage, know the type,
 * and every download takes it from there.
 */
const COPIED_CONTENT_TYPE = 'application/octet-stream';

/** What a copy from one storage to another did, file by file. */
export interface StorageCopySummary {
  /** Files written to the target and read back with the source's SHA-256. */
  copied: number;
  /** Files the target already held with the source's SHA-256. */
  alreadyThere: number;
  /** Files whose copy failed or read back with another SHA-256, with what went wrong. */
  failed: { key: string; reason: string }[];
}

/** The SHA-256 (hex) of a stream's bytes, or null for no stream. */
export async function sha256Of(bytes: Readable | null): Promise<string | null> {
  if (!bytes) return null;
  const hash = createHash('sha256');
  for await (const part of bytes) hash.update(part as Buffer);
  return hash.digest('hex');
}

/** Copies one file unless the target holds the same bytes; answers what happened to it. */
async function copyFile(from: FileStorage, to: FileStorage, key: string): Promise<'copied' | 'alreadyThere'> {
  const source = await sha256Of(await from.get(key));
  if (source === null) throw new Error('removed from the source during the copy');
  if ((await sha256Of(await to.get(key))) === source) return 'alreadyThere';
  const bytes = await from.get(key);
  if (!bytes) throw new Error('removed from the source during the copy');
  // The hash of what was sent too: a file changed between the two reads is not taken for a bad copy.
  const sent = createHash('sha256');
  const tap = new Transform({
    transform(part: Buffer, _encoding, done) {
      sent.update(part);
      done(null, part);
    },
  });
  await to.put(key, bytes.pipe(tap), COPIED_CONTENT_TYPE);
  const readBack = await sha256Of(await to.get(key));
  const expected = sent.digest('hex');
  if (readBack !== expected) throw new Error(`read back with SHA-256 ${readBack}, sent ${expected}`);
  return 'copied';
}

/**
 * Copies every file of `from` to `to` under the same key, each read back from the target and
 * compared by SHA-256; a file the target already holds with the same hash is left as it is, so a
 * copy broken off can be run again. The source is never changed.
 */
export async function copyStoredFiles(
  from: FileStorage,
  to: FileStorage,
  progress: (key: string, outcome: string) => void = () => undefined,
): Promise<StorageCopySummary> {
  const summary: StorageCopySummary = { copied: 0, alreadyThere: 0, failed: [] };
  const keys: string[] = [];
  for await (const key of from.keys()) keys.push(key);
  const limit = pLimit(COPIES_AT_ONCE);
  await Promise.all(
    keys.map((key) =>
      limit(async () => {
        try {
          const outcome = await copyFile(from, to, key);
          summary[outcome] += 1;
          progress(key, outcome);
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          summary.failed.push({ key, reason });
          progress(key, `FAILED: ${reason}`);
        }
      }),
    ),
  );
  summary.failed.sort((a, b) => a.key.localeCompare(b.key));
  return summary;
}

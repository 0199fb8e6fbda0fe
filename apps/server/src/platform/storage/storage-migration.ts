import { createHash } from 'node:crypto';
import { pipeline, Transform, type Readable } from 'node:stream';
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

/**
 * Copies one file unless the target holds the same bytes; answers what happened to it. The
 * target is asked first: a file it lacks (every file, when a backup or a restore fills a new
 * place) is read from the source once, not hashed first, as a bucket's every read is a download.
 */
async function copyFile(
  from: FileStorage,
  to: FileStorage,
  key: string,
  expected: string | undefined,
): Promise<'copied' | 'alreadyThere'> {
  const there = await sha256Of(await to.get(key));
  if (there !== null && there === (await sha256Of(await from.get(key)))) return 'alreadyThere';
  const bytes = await from.get(key);
  if (!bytes) throw new Error('removed from the source during the copy');
  // The hash of what was sent: the read-back is compared with it, not with an earlier read of the
  // source, so that a file changed meanwhile is not taken for a bad copy.
  const sent = createHash('sha256');
  const tap = new Transform({
    transform(part: Buffer, _encoding, done) {
      sent.update(part);
      done(null, part);
    },
  });
  // A source that breaks off (a bucket's download cut) fails the put, rather than leaving it waiting.
  await to.put(
    key,
    pipeline(bytes, tap, () => undefined),
    COPIED_CONTENT_TYPE,
  );
  const sentSha256 = sent.digest('hex');
  if (expected !== undefined && sentSha256 !== expected) {
    throw new Error(`sent with SHA-256 ${sentSha256}, the manifest says ${expected}`);
  }
  const readBack = await sha256Of(await to.get(key));
  if (readBack !== sentSha256) throw new Error(`read back with SHA-256 ${readBack}, sent ${sentSha256}`);
  return 'copied';
}

/**
 * Copies every file of `from` to `to` under the same key, each read back from the target and
 * compared by SHA-256; a file the target already holds with the same hash is left as it is, so a
 * copy broken off can be run again. The source is never changed. With `expected` (a backup set's
 * manifest: each key's SHA-256), a file whose bytes sent are not those fails too.
 */
export async function copyStoredFiles(
  from: FileStorage,
  to: FileStorage,
  progress: (key: string, outcome: string) => void = () => undefined,
  expected: ReadonlyMap<string, string> = new Map(),
): Promise<StorageCopySummary> {
  const summary: StorageCopySummary = { copied: 0, alreadyThere: 0, failed: [] };
  const keys: string[] = [];
  for await (const key of from.keys()) keys.push(key);
  const limit = pLimit(COPIES_AT_ONCE);
  await Promise.all(
    keys.map((key) =>
      limit(async () => {
        try {
          const outcome = await copyFile(from, to, key, expected.get(key));
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

import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { RequestContext } from '../http/request-context.ts';
import type { FileStorage } from './file-storage.ts';

/** Removes files, logging (not throwing) what could not be removed: an orphan file is harmless. */
export async function removeFilesQuietly(
  storage: Pick<FileStorage, 'delete'>,
  keys: readonly string[],
  log: FastifyBaseLogger,
): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  results.forEach((result, index) => {
    if (result.status === 'rejected') log.warn({ err: result.reason, key: keys[index] }, 'file not removed');
  });
}

/**
 * Removes the stored files of rows the request deletes, once its transaction has committed; a
 * rolled-back delete keeps them.
 */
export function removeFilesAfterCommit(
  context: Pick<RequestContext, 'afterCommit' | 'log'>,
  storage: FileStorage,
  keys: readonly string[],
): void {
  if (keys.length > 0) context.afterCommit(() => removeFilesQuietly(storage, keys, context.log));
}

/** Writes a file for the work of a transaction: its bytes, or a stream of them. */
export type PutFile = (key: string, bytes: Buffer | Readable, contentType: string) => Promise<void>;

/**
 * Runs work that writes files (through the given `put`) and rows: if the work fails, its
 * transaction rolls back and the files it wrote are removed again (best effort).
 */
export async function withFilesRemovedOnFailure<T>(
  storage: FileStorage,
  log: FastifyBaseLogger,
  work: (put: PutFile) => Promise<T>,
): Promise<T> {
  const written: string[] = [];
  try {
    return await work(async (key, bytes, contentType) => {
      written.push(key);
      await storage.put(key, bytes, contentType);
    });
  } catch (error) {
    await removeFilesQuietly(storage, written, log);
    throw error;
  }
}

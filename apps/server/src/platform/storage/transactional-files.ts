import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { FileStorage } from './file-storage.ts';

declare module 'fastify' {
  interface FastifyRequest {
    filesToRemoveAfterCommit: string[] | null;
  }
}

/** Removes files, logging (not throwing) what could not be removed: an orphan file is harmless. */
export async function removeFilesQuietly(
  storage: FileStorage,
  keys: readonly string[],
  log: FastifyBaseLogger,
): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  results.forEach((result, index) => {
    if (result.status === 'rejected') log.warn({ err: result.reason, key: keys[index] }, 'file not removed');
  });
}

/**
 * Schedules files whose rows the request deletes. They are removed only after the request
 * succeeded, because only then has its transaction committed; a rolled-back delete keeps them.
 */
export function removeFilesAfterCommit(request: FastifyRequest, keys: readonly string[]): void {
  request.filesToRemoveAfterCommit = [...(request.filesToRemoveAfterCommit ?? []), ...keys];
}

/** Installs, in a scope of routes, the removal of files scheduled with `removeFilesAfterCommit`. */
export function registerFileRemovalAfterCommit(scope: FastifyInstance, storage: FileStorage): void {
  scope.decorateRequest('filesToRemoveAfterCommit', null);
  // The reply is sent only after the commit (access-control.ts), so a success status here means
  // committed; removing them before the reply goes out lets the caller see them gone.
  scope.addHook('onSend', async (request, reply, payload) => {
    const keys = request.filesToRemoveAfterCommit;
    if (keys?.length && reply.statusCode < 400) await removeFilesQuietly(storage, keys, request.log);
    return payload;
  });
}

/** Writes a file for the work of a transaction. */
export type PutFile = (key: string, bytes: Buffer, contentType: string) => Promise<void>;

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

import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Deliberately small (put, get, delete by key) so that an S3-compatible
 * implementation can replace the local folder without touching the modules that store files.
 * Keys are `{tenant}/{name}`; the database row, not the storage, knows the content type.
 */
export interface FileStorage {
  /** Stores a file: its bytes, or a stream of them (a large export, never held in memory whole). */
  put(key: string, bytes: Buffer | Readable, contentType: string): Promise<void>;
  /** The file's bytes as a stream, or null when there is no such file. */
  get(key: string): Promise<Readable | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
}

// Declared beside its type, so that code loading a module without the app still typechecks.
declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files; a local folder today, an S3-compatible store can implement the same interface. */
    storage: FileStorage;
  }
}

const KEY_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)*$/;

/** True for a key of exactly two safe segments (`tenant/file`): no `..`, no absolute paths. */
export function isSafeFileKey(key: string): boolean {
  const segments = key.split('/');
  return (
    segments.length === 2 && segments.every((segment) => segment.length <= 200 && KEY_SEGMENT.test(segment))
  );
}

/** A new, unguessable key in the tenant's part of the storage. */
export function newFileKey(tenantId: string): string {
  const key = `${tenantId}/${randomUUID()}`;
  if (!isSafeFileKey(key)) throw new Error(`Unsafe tenant id for a file key: ${tenantId}`);
  return key;
}

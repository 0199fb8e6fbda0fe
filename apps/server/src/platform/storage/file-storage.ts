import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Deliberately small (put, get, delete by key) so that the local folder
 * and an S3-compatible bucket serve the modules that store files alike.
 * Keys are `{tenant}/{name}`; the database row, not the storage, knows the content type.
 */
export interface FileStorage {
  /** Stores a file: its bytes, or a stream of them (a large export, never held in memory whole). */
  put(key: string, bytes: Buffer | Readable, contentType: string): Promise<void>;
  /** The file's bytes as a stream, or null when there is no such file. */
  get(key: string): Promise<Readable | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored file's key: what moving an install to another storage copies. */
  keys(): AsyncIterable<string>;
  /** Lets go of the connections it holds (an object store's), when the server closes. */
  close?(): void;
}

/**
 * The storage could not be reached or answered that it is down (an object store's 5xx, a refused
 * connection, a timeout): the request may be tried again later, so it is answered 503. The
 * store's own error is kept as `storeError`, not as `cause`, so that it is not taken for the
 * database's (a refused connection has the same code).
 */
export class StorageUnavailable extends Error {
  constructor(readonly storeError: unknown) {
    super(
      `file storage unavailable: ${storeError instanceof Error ? storeError.message : String(storeError)}`,
    );
  }
}

// Declared beside its type, so that code loading a module without the app still typechecks.
declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files: a local folder, or an S3-compatible bucket (`fileStorageFor`). */
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

import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { ObjectStoreConfig } from '../../config.ts';
import { isSafeFileKey, StorageUnavailable, type FileStorage } from './file-storage.ts';
import { isPartKey, type PartStore } from './stored-partial-files.ts';

/**
 * How long the store may take: a dead store fails an upload within seconds, not after the SDK's
 * own minutes. A connection must open within CONNECT_TIMEOUT_MS, a request may stand silent for
 * REQUEST_TIMEOUT_MS (a 5 MiB part is sent well within it), and a failed request is tried once more.
 */
const CONNECT_TIMEOUT_MS = 3_000;
const REQUEST_TIMEOUT_MS = 15_000;
const MAX_ATTEMPTS = 2;
/** Parts of a streamed upload sent at once; each is held in memory (5 MiB) until sent. */
const UPLOAD_QUEUE_SIZE = 2;

/** Network failures that mean the store is not there, as the SDK reports them. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNREACHABLE_NAMES = new Set(['TimeoutError', 'RequestTimeout', 'ServiceUnavailable', 'SlowDown']);

/** True when the store is down or out of reach rather than refusing the request. */
function isUnavailable(error: unknown): boolean {
  if (error instanceof S3ServiceException) {
    return (error.$metadata.httpStatusCode ?? 0) >= 500 || UNREACHABLE_NAMES.has(error.name);
  }
  const { code, name } = (error ?? {}) as { code?: unknown; name?: unknown };
  return (
    (typeof code === 'string' && UNREACHABLE_CODES.has(code)) ||
    (typeof name === 'string' && UNREACHABLE_NAMES.has(name))
  );
}

/** True when the store answered that there is no such object. */
function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)
  );
}

/** The store's failure, as StorageUnavailable when it is down. */
function storeFailure(error: unknown): unknown {
  return isUnavailable(error) ? new StorageUnavailable(error) : error;
}

/**
 * File storage in an S3-compatible bucket (AWS S3, MinIO, Garage, Ceph, R2…), objects named by
 * the keys (`{tenant}/{name}`); the only part of the server that speaks to the store. Credentials
 * come from the SDK's default chain (`AWS_ACCESS_KEY_ID` and `AWS_SECRET_ACCESS_KEY`, a profile,
 * an instance role). It keeps the parts of resumable uploads too (`StoredPartialFiles`), under keys of
 * their own that `keys()` never lists.
 */
export class S3FileStorage implements FileStorage, PartStore {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: ObjectStoreConfig) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      maxAttempts: MAX_ATTEMPTS,
      requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
      // Checksums only where the API requires them: the stores beside AWS do not all take the
      // SDK's newer default (trailing CRC32 checksums on every upload).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, bytes: Buffer | Readable, contentType: string): Promise<void> {
    const object = { Bucket: this.bucket, Key: checked(key), ContentType: contentType };
    try {
      if (Buffer.isBuffer(bytes)) {
        await this.client.send(new PutObjectCommand({ ...object, Body: bytes }));
      } else {
        // A stream goes in parts (a multipart upload past the first 5 MiB), never held whole; a
        // failed upload is aborted, so that no parts are left behind.
        await new Upload({
          client: this.client,
          params: { ...object, Body: bytes },
          queueSize: UPLOAD_QUEUE_SIZE,
        }).done();
      }
    } catch (error) {
      throw storeFailure(error);
    }
  }

  async get(key: string): Promise<Readable | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: checked(key) }));
      return answer.Body as Readable;
    } catch (error) {
      if (isMissing(error)) return null;
      throw storeFailure(error);
    }
  }

  async delete(key: string): Promise<void> {
    try {
      // S3 answers a deletion of a missing object as done.
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checked(key) }));
    } catch (error) {
      if (!isMissing(error)) throw storeFailure(error);
    }
  }

  async *keys(): AsyncIterable<string> {
    let continuation: string | undefined;
    do {
      const page = await this.client
        .send(new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: continuation }))
        .catch((error: unknown) => Promise.reject(storeFailure(error)));
      for (const object of page.Contents ?? []) if (object.Key && isSafeFileKey(object.Key)) yield object.Key;
      continuation = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuation);
  }

  async list(prefix: string): Promise<{ key: string; size: number }[]> {
    const listed: { key: string; size: number }[] = [];
    let continuation: string | undefined;
    do {
      const page = await this.client
        .send(
          new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: continuation }),
        )
        .catch((error: unknown) => Promise.reject(storeFailure(error)));
      for (const object of page.Contents ?? [])
        if (object.Key) listed.push({ key: object.Key, size: object.Size ?? 0 });
      continuation = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuation);
    return listed;
  }

  close(): void {
    this.client.destroy();
  }
}

/** The key, refused as the local folder refuses it when it is neither `{tenant}/{name}` nor a part's. */
function checked(key: string): string {
  if (!isSafeFileKey(key) && !isPartKey(key)) throw new Error(`Refused file key: ${JSON.stringify(key)}`);
  return key;
}

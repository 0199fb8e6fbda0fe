import type { AppConfig, ObjectStoreConfig } from '../../config.ts';
import type { FileStorage } from './file-storage.ts';
import { LocalFileStorage } from './local-file-storage.ts';
import { LocalPartialFiles, type PartialFiles } from './partial-files.ts';
import { S3FileStorage } from './s3-file-storage.ts';
import { StoredPartialFiles } from './stored-partial-files.ts';

/** The install's file storage: its bucket when S3_BUCKET names one, else the local folder. */
export function fileStorageFor(config: Pick<AppConfig, 'filesDir' | 'objectStore'>): FileStorage {
  return config.objectStore ? new S3FileStorage(config.objectStore) : new LocalFileStorage(config.filesDir);
}

/**
 * Where resumable uploads' chunks wait: in the bucket beside the files, which every server copy
 * reaches, when the install has one (`storage` is then its `S3FileStorage`); else in the local
 * folder of partial files.
 */
export function partialFilesFor(
  config: Pick<AppConfig, 'partialFilesDir'>,
  storage: FileStorage,
): PartialFiles {
  return storage instanceof S3FileStorage
    ? new StoredPartialFiles(storage)
    : new LocalPartialFiles(config.partialFilesDir);
}

/** Where `npm run storage:migrate` copies an install's files to. */
export type StorageTarget = 's3' | 'local';

/** The two storages of a move between the local folder and the bucket, the target `to`. */
export function storageMove(
  filesDir: string,
  objectStore: ObjectStoreConfig,
  target: StorageTarget,
): { from: FileStorage; to: FileStorage } {
  const local = new LocalFileStorage(filesDir);
  const bucket = new S3FileStorage(objectStore);
  return target === 's3' ? { from: local, to: bucket } : { from: bucket, to: local };
}

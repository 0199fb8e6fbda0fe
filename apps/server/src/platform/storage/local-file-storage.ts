import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isSafeFileKey, type FileStorage } from './file-storage.ts';
import { LocalFolder } from './local-folder.ts';

/** What a file being written is called until it is whole. */
const PARTIAL_SUFFIX = '.partial';

/** File storage in a local folder (`FILES_DIR`, by default `DATA_DIR/files`): one folder per tenant. */
export class LocalFileStorage extends LocalFolder implements FileStorage {
  async put(key: string, bytes: Buffer | Readable, _contentType: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Written beside and renamed into place, so a reader never sees half a file.
    const partial = `${target}.${randomUUID()}${PARTIAL_SUFFIX}`;
    try {
      await (Buffer.isBuffer(bytes)
        ? writeFile(partial, bytes, { flag: 'wx' })
        : pipeline(bytes, createWriteStream(partial, { flags: 'wx' })));
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  get(key: string): Promise<Readable | null> {
    return this.stream(key);
  }

  async *keys(): AsyncIterable<string> {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const key = path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      // A file still being written (`….partial`) is not stored yet.
      if (entry.isFile() && !entry.name.endsWith(PARTIAL_SUFFIX) && isSafeFileKey(key)) yield key;
    }
  }
}

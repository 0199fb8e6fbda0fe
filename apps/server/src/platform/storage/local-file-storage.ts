import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from './file-storage.ts';
import { LocalFolder } from './local-folder.ts';

/** File storage in a local folder (`FILES_DIR`, by default `DATA_DIR/files`): one folder per tenant. */
export class LocalFileStorage extends LocalFolder implements FileStorage {
  async put(key: string, bytes: Buffer | Readable, _contentType: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Written beside and renamed into place, so a reader never sees half a file.
    const partial = `${target}.${randomUUID()}.partial`;
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
}

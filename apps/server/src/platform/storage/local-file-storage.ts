import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isSafeFileKey, type FileStorage } from './file-storage.ts';

/** File storage in a local folder (`FILES_DIR`, by default `DATA_DIR/files`): one folder per tenant. */
export class LocalFileStorage implements FileStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

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

  async get(key: string): Promise<Readable | null> {
    const target = this.pathOf(key);
    const found = await stat(target).catch(() => null);
    return found?.isFile() ? createReadStream(target) : null;
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    const target = path.resolve(this.root, key);
    if (!isSafeFileKey(key) || path.dirname(path.dirname(target)) !== this.root) {
      throw new Error(`Refused file key: ${JSON.stringify(key)}`);
    }
    return target;
  }
}

import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { isSafeFileKey } from './file-storage.ts';

/**
 * A local folder of files named by storage keys (`<tenant>/<name>`), one folder per tenant: what
 * the stored files and the partial files share. A key that would lead out of its tenant's folder
 * is refused.
 */
export class LocalFolder {
  protected readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** Removes the file; removing a missing one is not an error. */
  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** The file as a stream, or null when there is none. */
  protected async stream(key: string): Promise<Readable | null> {
    const target = this.pathOf(key);
    const found = await stat(target).catch(() => null);
    return found?.isFile() ? createReadStream(target) : null;
  }

  protected pathOf(key: string): string {
    const target = path.resolve(this.root, key);
    if (!isSafeFileKey(key) || path.dirname(path.dirname(target)) !== this.root) {
      throw new Error(`Refused file key: ${JSON.stringify(key)}`);
    }
    return target;
  }
}

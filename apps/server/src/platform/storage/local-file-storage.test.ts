import { mkdtempSync } from 'node:fs';
import { readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { LocalFileStorage } from './local-file-storage.ts';
import { isSafeFileKey, newFileKey } from './file-storage.ts';
import { withFilesRemovedOnFailure } from './transactional-files.ts';

const root = () => mkdtempSync(path.join(tmpdir(), 'syna-storage-'));

describe('local file storage', () => {
  it('puts, gets and deletes a file under its tenant-prefixed key', async () => {
    const storage = new LocalFileStorage(root());
    const key = newFileKey('norrbesikt');
    expect(key).toMatch(/^norrbesikt\/[0-9a-f-]{36}$/);
    await storage.put(key, Buffer.from('innehåll'), 'text/plain');
    expect(await text((await storage.get(key))!)).toBe('innehåll');
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key);
  });

  it('lists the keys of its files, not of those still being written', async () => {
    const folder = root();
    const storage = new LocalFileStorage(folder);
    await storage.put('norrbesikt/a', Buffer.from('1'), 'text/plain');
    await storage.put('sydbesikt/b.thumb', Buffer.from('2'), 'text/plain');
    await writeFile(path.join(folder, 'norrbesikt', 'c.2f1e.partial'), 'halv');
    const keys: string[] = [];
    for await (const key of storage.keys()) keys.push(key);
    expect(keys.sort()).toEqual(['norrbesikt/a', 'sydbesikt/b.thumb']);
  });

  it('answers null for a file that is not there', async () => {
    expect(await new LocalFileStorage(root()).get('norrbesikt/finns-inte')).toBeNull();
  });

  it('refuses keys that could leave its folder', async () => {
    const storage = new LocalFileStorage(root());
    for (const key of [
      '../utanfor',
      'a/../../b',
      '/etc/passwd',
      'norrbesikt/../../x',
      'a/b/c',
      'a/..',
      'a/.dold',
      '',
    ]) {
      expect(isSafeFileKey(key)).toBe(false);
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow('Refused file key');
      await expect(storage.get(key)).rejects.toThrow('Refused file key');
    }
    expect(() => newFileKey('../annan')).toThrow();
  });

  it('removes the files of work that failed, and keeps those of work that succeeded', async () => {
    const folder = root();
    const storage = new LocalFileStorage(folder);
    const log = pino({ level: 'silent' });
    const failing = withFilesRemovedOnFailure(storage, log, async (put) => {
      await put('firma/misslyckad', Buffer.from('1'), 'text/plain');
      throw new Error('raden kunde inte skrivas');
    });
    await expect(failing).rejects.toThrow('raden kunde inte skrivas');
    expect(await readdir(path.join(folder, 'firma'))).toEqual([]);
    await withFilesRemovedOnFailure(storage, log, (put) =>
      put('firma/lyckad', Buffer.from('2'), 'text/plain'),
    );
    expect(await readdir(path.join(folder, 'firma'))).toEqual(['lyckad']);
  });
});

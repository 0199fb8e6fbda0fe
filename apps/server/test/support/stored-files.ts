import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** Every stored file of a test app, as sorted paths under its files folder. */
export async function storedFiles(app: FastifyInstance): Promise<string[]> {
  const entries = await readdir(app.config.filesDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(app.config.filesDir, path.join(entry.parentPath, entry.name)))
    .sort();
}

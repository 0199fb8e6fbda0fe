import type { FastifyInstance } from 'fastify';

/** Every stored file of a test app, as its sorted keys (`tenant/name`), in its folder or bucket. */
export async function storedFiles(app: FastifyInstance): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of app.storage.keys()) keys.push(key);
  return keys.sort();
}

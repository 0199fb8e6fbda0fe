import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAnswerCompression } from './answer-compression.ts';

/** A list answer of `rows` contacts, about 80 bytes each. */
const listOf = (rows: number) => ({
  items: Array.from({ length: rows }, (_, index) => ({
    id: index,
    name: `Kontakt ${index}`,
    email: `kontakt${index}@example.se`,
  })),
});

const app = Fastify();
beforeAll(async () => {
  await registerAnswerCompression(app);
  app.get('/page', async () => listOf(50));
  app.get('/export', async () => listOf(5_000));
  app.get('/issue', async (_, reply) => reply.type('application/problem+json').send({ status: 400 }));
});
afterAll(() => app.close());

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('compressed answers', () => {
  it('sends a page of a list compressed in one piece, with its length', async () => {
    const brotli = await get('/page', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toMatch(/accept-encoding/i);
    expect(Number(brotli.headers['content-length'])).toBe(brotli.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(listOf(50));

    const gzip = await get('/page', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(listOf(50));
  });

  it('streams a large answer through the compressor', async () => {
    const brotli = await get('/export', 'br');
    expect(brotli.rawPayload.length).toBeGreaterThan(0);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['transfer-encoding']).toBe('chunked');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(listOf(5_000));
  });

  it('sends an answer as it is to a client that accepts no compression, and a small one always', async () => {
    const plain = await get('/page');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(listOf(50));
    const refused = await get('/page', 'br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    const small = await get('/issue', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 400 });
  });
});

import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../test/support/test-app.ts';

const PRECOMPRESS = path.resolve(import.meta.dirname, '../../../web/scripts/precompress.mjs');
const SHELL = `<!doctype html><title>Syna</title>${'<link rel="modulepreload" href="/main/assets/a.js">'.repeat(40)}`;
const CHUNK = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, index) => `text ${index}`))};`;

let app: FastifyInstance;

/** A built staff app with one hashed chunk, compressed by the build's own script. */
function builtStaffApp(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'syna-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), SHELL);
  writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.js'), CHUNK);
  execFileSync(process.execPath, [PRECOMPRESS, dist]);
  return dist;
}

beforeAll(async () => {
  app = await createTestApp({ webDist: builtStaffApp() });
});
afterAll(async () => app?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('the staff app on the wire', () => {
  it('sends the app shell compressed as the browser accepts, revalidated on every visit', async () => {
    const brotli = await get('/main/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SHELL);
    expect(brotli.rawPayload.length).toBeLessThan(SHELL.length / 4);

    const gzip = await get('/main/inspections/123', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SHELL);

    const plain = await get('/main/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SHELL);
  });

  it('answers 304 to a visit that already has the shell', async () => {
    const first = await get('/main/', { 'accept-encoding': 'br' });
    const again = await get('/main/', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(first.headers.etag).toBeTruthy();
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('lets the browser keep hashed files for a year without asking again', async () => {
    const chunk = await get('/main/assets/index-Ab12Cd34.js', { 'accept-encoding': 'br' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['content-type']).toContain('javascript');
    expect(chunk.headers['content-encoding']).toBe('br');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(chunk.rawPayload).toString()).toBe(CHUNK);
  });
});

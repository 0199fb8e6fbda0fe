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

const WORKER = `self.addEventListener('fetch', () => undefined); // ${'precache '.repeat(200)}`;
const MANIFEST = JSON.stringify({ name: 'Syna', short_name: 'Syna', start_url: '/main/', scope: '/main/' });

let app: FastifyInstance;

/** A built staff app with one hashed chunk, compressed by the build's own script. */
function builtStaffApp(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'syna-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), SHELL);
  writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.js'), CHUNK);
  writeFileSync(path.join(dist, 'sw.js'), WORKER);
  writeFileSync(path.join(dist, 'manifest.webmanifest'), MANIFEST);
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

  it('sends a hashed file without the headers only a page reads, keeping those that guard the file', async () => {
    const chunk = await get('/main/assets/index-Ab12Cd34.js', { 'accept-encoding': 'br' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['content-security-policy']).toBeUndefined();
    expect(chunk.headers['x-frame-options']).toBeUndefined();
    expect(chunk.headers['x-content-type-options']).toBe('nosniff');
    expect(chunk.headers['cross-origin-resource-policy']).toBe('same-origin');
    // The page and the worker keep their policy: it is theirs that the browser applies.
    expect((await get('/main/')).headers['content-security-policy']).toContain("script-src 'self'");
    expect((await get('/main/sw.js')).headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('sends the worker and manifest of the installable app revalidated, so a new version is found', async () => {
    const worker = await get('/main/sw.js', { 'accept-encoding': 'br' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toContain('javascript');
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(worker.rawPayload).toString()).toBe(WORKER);

    const manifest = await get('/main/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toMatchObject({ name: 'Syna', scope: '/main/' });
  });

  it('lets the page run a worker and read a manifest of its own origin', async () => {
    const policy = String((await get('/main/')).headers['content-security-policy']);
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");
  });
});

import { describe, expect, it } from 'vitest';
import type { CDPSession } from 'playwright-core';
import { baseUrl, DEMO, FIRMS, signIn, useBrowser, waitForPath } from '../support/browser.ts';

const browser = useBrowser();

/** What the browser fetched of the staff app's own files, as Chromium's network events tell it. */
interface Fetched {
  url: string;
  status: number;
  headers: Record<string, string>;
  fromCache: boolean;
  /** Bytes on the wire, headers included (0 for a file the cache answered). */
  wireBytes: number;
}

/** Records every response of the staff app's files (`/main/...`) through the DevTools protocol. */
async function recordFetches(session: CDPSession): Promise<() => Fetched[]> {
  const byId = new Map<string, Fetched>();
  const servedFromCache = new Set<string>();
  await session.send('Network.enable');
  // A file the memory cache answers is announced here, before its response.
  session.on('Network.requestServedFromCache', ({ requestId }) => servedFromCache.add(requestId));
  session.on('Network.responseReceived', ({ requestId, response }) => {
    if (!new URL(response.url).pathname.startsWith('/main/')) return;
    const headers = Object.fromEntries(
      Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]),
    );
    byId.set(requestId, {
      url: response.url,
      status: response.status,
      headers,
      fromCache: servedFromCache.has(requestId) || Boolean(response.fromDiskCache),
      wireBytes: 0,
    });
  });
  session.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const fetched = byId.get(requestId);
    if (fetched && !fetched.fromCache) fetched.wireBytes = encodedDataLength;
  });
  return () => [...byId.values()];
}

const isAsset = (fetched: Fetched) => /\/main\/assets\/.+\.(js|css)$/.test(new URL(fetched.url).pathname);

describe('the staff app on the wire', () => {
  it('arrives compressed, keeps its hashed files for a year and takes them from the cache next time', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    const firstVisit = await recordFetches(session);

    await signIn(page, DEMO.user);
    await waitForPath(page, `/main/${FIRMS.north.id}`);
    await page.getByTestId('dashboard').waitFor();

    const assets = firstVisit().filter(isAsset);
    expect(assets.length).toBeGreaterThan(3);
    for (const asset of assets) {
      // The build leaves files under 1 KiB as they are: compressing them saves nothing.
      if (asset.headers['content-encoding'] === undefined) {
        expect(Number(asset.headers['content-length']), asset.url).toBeLessThan(1024);
      } else {
        expect(asset.headers['content-encoding'], asset.url).toBe('br');
      }
      expect(asset.headers['cache-control'], asset.url).toBe('public, max-age=31536000, immutable');
    }
    const shell = firstVisit().find((fetched) => fetched.headers['content-type']?.startsWith('text/html'));
    expect(shell?.headers['cache-control']).toBe('no-cache');
    expect(shell?.headers['etag']).toBeTruthy();

    // The next visit asks only for the shell: every hashed file comes from the browser's cache.
    const repeat = await recordFetches(await context.newCDPSession(page));
    await page.goto(`${baseUrl()}/main/${FIRMS.north.id}`);
    await page.getByTestId('dashboard').waitFor();
    const repeatAssets = repeat().filter(isAsset);
    expect(repeatAssets.length).toBeGreaterThan(3);
    expect(repeatAssets.filter((fetched) => !fetched.fromCache).map((fetched) => fetched.url)).toEqual([]);
    const assetBytes = repeatAssets.reduce((sum, fetched) => sum + fetched.wireBytes, 0);
    expect(assetBytes).toBeLessThan(10 * 1024);
    await context.close();
  });
});

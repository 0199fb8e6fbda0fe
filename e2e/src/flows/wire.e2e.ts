import { describe, expect, it } from 'vitest';
import { baseUrl, DEMO, FIRMS, signIn, useBrowser, waitForPath } from '../support/browser.ts';
import { recordFetches, type Fetched } from '../support/network.ts';

const browser = useBrowser();

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

    // What the app fetches once the dashboard shows (the snackbar's code) is cached too.
    await page.waitForLoadState('networkidle');
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

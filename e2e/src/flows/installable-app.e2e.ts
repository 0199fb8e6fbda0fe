import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, DEMO } from '../support/browser.ts';
import { customerWithAssignment } from '../support/customer-assignment.ts';
import { useSignedIn } from '../support/signed-in.ts';

const { browser, tenant, signedIn } = useSignedIn();
/** A small phone that runs the staff app's service worker (the flows' contexts block it otherwise). */
const PHONE = {
  viewport: { width: 360, height: 780 },
  isMobile: true,
  hasTouch: true,
  serviceWorkers: 'allow',
} as const;
/** The built app the test server sends, read per request (apps/server/src/web/staff-app.ts). */
const WORKER_FILE = fileURLToPath(new URL('../../../apps/web/dist/sw.js', import.meta.url));

/** Waits until the staff app's service worker controls the page (it installs after the first page). */
async function waitForWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
  });
}

/** Whether the copy kept on the device (IndexedDB, src/lib/pwa/query-persister.ts) holds `text`. */
function keptCopyHolds(page: Page, text: string): Promise<boolean> {
  return page.evaluate(
    (wanted) =>
      new Promise<boolean>((resolve) => {
        const opening = indexedDB.open('syna-offline-shell');
        opening.onerror = () => resolve(false);
        opening.onsuccess = () => {
          const database = opening.result;
          if (!database.objectStoreNames.contains('queries')) return resolve(false);
          const reading = database.transaction('queries').objectStore('queries').getAll();
          reading.onsuccess = () => resolve(JSON.stringify(reading.result).includes(wanted));
          reading.onerror = () => resolve(false);
        };
      }),
    text,
  );
}

describe('the staff app as an installable app', () => {
  it(
    'opens the dashboard and an assignment it has shown before without a network, saying it is offline',
    { timeout: 240_000 },
    async () => {
      const { context, page, token } = await signedIn(DEMO.user, undefined, PHONE);
      const { assignment } = await customerWithAssignment(token, {
        firstName: 'Fältet',
        lastName: `Utan nät ${Date.now()}`,
        email: `offline-${Date.now()}@example.se`,
      });
      await waitForWorker(page);
      await page.goto(`${baseUrl()}/main/${tenant}/inspections/${assignment.id}`);
      await page.getByTestId('inspection-header').filter({ hasText: assignment.number }).waitFor();
      await expect.poll(() => keptCopyHolds(page, assignment.id), { timeout: 15_000 }).toBe(true);
      await expect(page.getByTestId('offline-indicator').count()).resolves.toBe(0);

      // The access token has run out meanwhile: offline that must not lead to the sign-in page.
      await page.evaluate(() => {
        const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'))!;
        const user = JSON.parse(sessionStorage.getItem(key)!) as { expires_at: number };
        sessionStorage.setItem(
          key,
          JSON.stringify({ ...user, expires_at: Math.floor(Date.now() / 1000) - 60 }),
        );
      });
      await context.setOffline(true);
      await page.reload();
      await page.getByTestId('inspection-header').filter({ hasText: assignment.number }).waitFor();
      const indicator = page.getByTestId('offline-indicator');
      await indicator.waitFor();
      expect(await indicator.textContent()).toContain('Offline');
      expect(await indicator.getAttribute('title')).toBe('Du är offline – det du gör sparas på enheten');
      expect(new URL(page.url()).pathname).toBe(`/main/${tenant}/inspections/${assignment.id}`);

      // A fresh load of the dashboard too: the shell from the worker, the user's data from the device.
      await page.goto(`${baseUrl()}/main/${tenant}`);
      await page.getByTestId('dashboard').waitFor();
      await indicator.waitFor();
      expect(new URL(page.url()).pathname).toBe(`/main/${tenant}`);

      // Back online, the sign goes.
      await context.setOffline(false);
      await indicator.waitFor({ state: 'detached' });
    },
  );

  it(
    'offers a new version when one is waiting, and reloads into it only when asked',
    { timeout: 240_000 },
    async () => {
      const { page } = await signedIn(DEMO.user, undefined, PHONE);
      await waitForWorker(page);
      const original = await readFile(WORKER_FILE);
      try {
        // A new build: the server sends the changed worker (and its compressed copies) at once.
        const changed = Buffer.concat([original, Buffer.from(`\n// build ${Date.now()}\n`)]);
        await writeFile(WORKER_FILE, changed);
        await writeFile(`${WORKER_FILE}.br`, brotliCompressSync(changed));
        await writeFile(`${WORKER_FILE}.gz`, gzipSync(changed));
        await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());

        const offer = page.getByTestId('update-offer');
        await offer.waitFor({ timeout: 60_000 });
        expect(await offer.textContent()).toContain('Ny version finns – ladda om');
        // Nothing reloads on its own: the page is still the one that was loaded.
        await page.evaluate(() => ((window as { loadedBefore?: boolean }).loadedBefore = true));
        await page.waitForTimeout(1000);
        expect(await page.evaluate(() => (window as { loadedBefore?: boolean }).loadedBefore)).toBe(true);

        const reloaded = page.waitForEvent('load', { timeout: 60_000 });
        await offer.getByRole('button', { name: 'Ladda om' }).click();
        await reloaded;
        await page.getByTestId('dashboard').waitFor();
        expect(
          await page.evaluate(() => (window as { loadedBefore?: boolean }).loadedBefore),
        ).toBeUndefined();
        // The new worker took over: none waits any more.
        expect(
          await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting),
        ).toBeNull();
        expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
        await expect(offer.count()).resolves.toBe(0);
      } finally {
        await writeFile(WORKER_FILE, original);
        await writeFile(`${WORKER_FILE}.br`, brotliCompressSync(original));
        await writeFile(`${WORKER_FILE}.gz`, gzipSync(original));
      }
    },
  );

  it('serves its manifest as a web app manifest that names Syna', async () => {
    const response = await fetch(`${baseUrl()}/main/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/manifest+json');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const manifest = (await response.json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: 'Syna',
      short_name: 'Syna',
      start_url: '/main/',
      scope: '/main/',
    });
    const worker = await fetch(`${baseUrl()}/main/sw.js`);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
  });

  it('leaves the customers’ pages without a manifest or a service worker', async () => {
    const context = await browser().newContext(PHONE);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/web/${tenant}`, { waitUntil: 'load' });
    await page.waitForTimeout(2000);
    expect(await page.locator('link[rel="manifest"]').count()).toBe(0);
    const registrations = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistrations()).length,
    );
    expect(registrations).toBe(0);
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  });
});

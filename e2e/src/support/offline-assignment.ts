import { createHash } from 'node:crypto';
import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, callApi } from './browser.ts';

/** A phone, worked with a thumb: the offline flows' device. */
export const PHONE = { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true } as const;
/** The phone running the service worker that opens the app without a network. */
export const PHONE_WITH_WORKER = { ...PHONE, serviceWorkers: 'allow' } as const;

/** A small PNG of one colour, made by the browser (no network needed). */
export async function colouredPhoto(page: Page, colour: string): Promise<Buffer> {
  const base64 = await page.evaluate(async (fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext('2d')!;
    context.fillStyle = fill;
    context.fillRect(0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), 'image/png'));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
  }, colour);
  return Buffer.from(base64, 'base64');
}

/** A new assignment of a type of its own in `tenant`, and the path of its objects. */
export async function newAssignment(token: string, tenant: string, typeName: string) {
  const type = await callApi<{ id: string }>(token, 'POST', `/${tenant}/v1/inspections/types`, {
    name: typeName,
  });
  const inspection = await callApi<{ id: string }>(token, 'POST', `/${tenant}/v1/vb/admin/inspections`, {
    typeId: type.id,
  });
  return { type, inspection, objectsPath: `/${tenant}/v1/inspections/inspections/${inspection.id}/objects` };
}

/** The SHA-256 of a file the server answers at `path` (a photo's address). */
export async function sha256Of(token: string, path: string): Promise<string> {
  const response = await fetch(`${baseUrl()}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return createHash('sha256')
    .update(Buffer.from(await response.arrayBuffer()))
    .digest('hex');
}

/**
 * Loses the answer to the first request to `url` that `picks` chooses: the server gets it, the
 * page hears of no answer. Answers the count of answers lost so far.
 */
export async function loseOneAnswer(page: Page, url: string, picks: (request: Request) => boolean) {
  let lost = 0;
  await page.route(url, async (route) => {
    if (lost > 0 || !picks(route.request())) return route.fallback();
    lost += 1;
    await route.fetch();
    await route.abort('connectionreset');
  });
  return () => lost;
}

/** Brings the network back and waits until the outbox has sent everything by itself. */
export async function reconnectAndSync(page: Page, timeout: number): Promise<void> {
  await page.context().setOffline(false);
  await expect.poll(() => page.getByTestId('sync-status').textContent(), { timeout }).toBe('Allt är sparat');
}

/** Takes the assignment offline ("Tillgänglig offline") once the service worker runs the page. */
export async function keepOffline(page: Page, tenant: string, inspectionId: string): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
  });
  await page.goto(`${baseUrl()}/main/${tenant}/inspections/${inspectionId}`);
  await page.getByLabel('Tillgänglig offline').check();
  await page.getByTestId('remove-offline-copy').waitFor();
}

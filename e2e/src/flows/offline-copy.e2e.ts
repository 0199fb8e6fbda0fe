import { mkdir } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { accessToken, baseUrl, callApi, DEMO, openSignedIn, uploadApi } from '../support/browser.ts';
import { colouredPhoto, newAssignment, PHONE } from '../support/offline-assignment.ts';
import { useSignedIn } from '../support/signed-in.ts';
import { bookToday, type TodaysBookings } from '../support/todays-bookings.ts';

const { browser, tenant, signedIn } = useSignedIn();
/** Where to save the screens to look at (SCREENSHOT_DIR), if anywhere. */
const shots = process.env.SCREENSHOT_DIR;

let bookings: TodaysBookings | undefined;
afterAll(async () => bookings?.remove());

/** The files the device's offline store keeps for an assignment's copy, by URL. */
function keptFiles(page: Page, assignmentId: string): Promise<string[]> {
  return page.evaluate(async (id) => {
    const name = (await indexedDB.databases())
      .map((database) => database.name ?? '')
      .find((candidate) => candidate.startsWith('syna-field-work-'));
    if (!name) return [];
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const urls = await new Promise<string[]>((resolve, reject) => {
      const request = database.transaction('files').objectStore('files').index('assignment').getAllKeys(id);
      request.onsuccess = () => resolve(request.result as string[]);
      request.onerror = () => reject(request.error);
    });
    database.close();
    return urls;
  }, assignmentId);
}

/** Whether each image matching `selector` shows a picture (decoded, of some width) from the device's copy. */
function keptImagesShown(page: Page, selector: string): Promise<boolean[]> {
  return page.evaluate(
    (query) =>
      Array.from(
        document.querySelectorAll<HTMLImageElement>(query),
        (image) => image.complete && image.naturalWidth > 0 && image.src.startsWith('blob:'),
      ),
    selector,
  );
}

async function screenshot(page: Page, name: string) {
  if (!shots) return;
  await mkdir(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

describe('an assignment’s offline copy', () => {
  it(
    'keeps the photos on the phone, shows them and opens one to annotate after a reload without a network, and frees them after asking once its changes are sent',
    { timeout: 240_000 },
    async () => {
      const { context, page, token, errors } = await signedIn(DEMO.admin, undefined, {
        ...PHONE,
        serviceWorkers: 'allow',
      });
      const { inspection, objectsPath } = await newAssignment(token, tenant, `Bilder ${Date.now()}`);
      const object = await callApi<{ id: string }>(token, 'POST', objectsPath, { name: 'Källare' });
      const remarksPath = `${objectsPath}/${object.id}/remarks`;
      const remark = await callApi<{ id: string }>(token, 'POST', remarksPath, { title: 'Fuktfläck' });
      for (const [index, colour] of ['#d03030', '#3050d0'].entries()) {
        await uploadApi(token, `${remarksPath}/${remark.id}/images`, {
          name: `foto-${index + 1}.png`,
          type: 'image/png',
          bytes: await colouredPhoto(page, colour),
        });
      }
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 60_000,
      });
      await page.goto(`${baseUrl()}/main/${tenant}/inspections/${inspection.id}`);
      const panel = page.getByTestId('field-work-panel');
      await panel.waitFor();
      if (shots) {
        // The photos come slowly, so that the saving can be seen.
        await page.route('**/*variant=thumbnail*', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1_500));
          await route.fallback();
        });
      }
      await page.getByLabel('Tillgänglig offline').check();
      if (shots) {
        await expect.poll(() => panel.textContent()).toMatch(/Sparar bilder \d av 4/);
        await screenshot(page, 'offline-copy-saving-360');
      }
      await page.getByTestId('remove-offline-copy').waitFor();
      await page.unrouteAll();
      // Each photo's thumbnail and full image are kept, and what the copy takes is shown.
      expect(await keptFiles(page, inspection.id)).toHaveLength(4);
      expect(await page.getByTestId('offline-storage').textContent()).toMatch(
        /^Lagrat på enheten: [\d,]+ (B|kB|KB|MB) \(appen totalt [\d,]+ (B|kB|KB|MB)\)$/,
      );
      await screenshot(page, 'offline-copy-kept-360');

      // In the cellar: the page reloads without a network and shows the kept photos.
      await context.setOffline(true);
      await page.reload();
      await page.getByTestId('offline-indicator').waitFor();
      await page.getByTestId('inspection-open-objects').tap();
      const thumbnails = page.getByTestId('remark-photo');
      await expect.poll(() => thumbnails.count()).toBe(2);
      await expect
        .poll(() => keptImagesShown(page, '[data-testid="remark-photo"] img'))
        .toEqual([true, true]);
      await thumbnails.first().tap();
      await expect.poll(() => keptImagesShown(page, '[data-testid="photo-viewer-image"]')).toEqual([true]);
      await page.getByTestId('annotate-photo').tap();
      await page.getByTestId('annotation-canvas').waitFor();
      await expect.poll(() => keptImagesShown(page, '[data-testid="annotation-editor"] img')).toEqual([true]);
      await page.keyboard.press('Escape');
      await page.getByTestId('annotation-editor').waitFor({ state: 'hidden' });
      await page.keyboard.press('Escape');
      await page.getByTestId('photo-viewer').waitFor({ state: 'hidden' });

      // A change made there waits in the outbox: the copy is not removed before it is sent.
      await page.getByTestId('add-remark').tap();
      await page
        .getByTestId('remark-form-dialog')
        .locator('input[data-testid="remark-title"], [data-testid="remark-title"] input')
        .first()
        .fill('Spricka i grundmur');
      await page.getByTestId('save-remark').dispatchEvent('click');
      await expect.poll(() => page.getByTestId('sync-status').textContent()).toBe('1 ändring väntar');
      await page.getByTestId('remove-offline-copy').tap();
      const asking = page.getByTestId('free-offline-copy');
      await asking.getByText('1 ändring väntar – den skickas först.').waitFor();
      expect(await asking.getByRole('button', { name: 'Ta bort' }).count()).toBe(0);
      await asking.getByRole('button', { name: 'Avbryt' }).tap();
      await asking.waitFor({ state: 'hidden' });
      expect(await keptFiles(page, inspection.id)).toHaveLength(4);

      // Back online, once it is sent, the copy is removed after asking, and its files are freed.
      await context.setOffline(false);
      await expect
        .poll(() => page.getByTestId('sync-status').textContent(), { timeout: 60_000 })
        .toBe('Allt är sparat');
      await page.getByTestId('remove-offline-copy').tap();
      await asking.getByText('Uppdragets bilder och uppgifter tas bort från enheten').waitFor();
      await screenshot(page, 'offline-copy-confirm-360');
      await asking.getByRole('button', { name: 'Ta bort' }).tap();
      await asking.waitFor({ state: 'hidden' });
      expect(await page.getByLabel('Tillgänglig offline').isChecked()).toBe(false);
      expect(await page.getByTestId('remove-offline-copy').count()).toBe(0);
      expect(await keptFiles(page, inspection.id)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('takes today’s assignments of the inspector offline on a phone without a click, each marked', async () => {
    const office = await openSignedIn(browser(), DEMO.admin, tenant);
    bookings = await bookToday(await accessToken(office.context), tenant, DEMO.user.name);
    await office.context.close();
    const { morning, afternoon } = bookings;

    const { context, page, errors } = await signedIn(DEMO.user, undefined, PHONE);
    const items = page.getByTestId('today-item');
    for (const booked of [morning, afternoon]) {
      const item = items.filter({ hasText: booked.number });
      await item.getByTestId('today-offline-mark').waitFor({ timeout: 30_000 });
      expect(await item.getByTestId('today-offline-toggle').getAttribute('aria-pressed')).toBe('true');
    }
    await screenshot(page, 'today-offline-360');

    // Removing one from the list asks first; it is not taken offline again the same day.
    const morningItem = items.filter({ hasText: morning.number });
    await morningItem.getByTestId('today-offline-toggle').tap();
    await page.getByTestId('free-offline-copy').getByRole('button', { name: 'Ta bort' }).tap();
    await morningItem.getByTestId('today-offline-mark').waitFor({ state: 'detached' });
    await page.reload();
    await items.filter({ hasText: afternoon.number }).getByTestId('today-offline-mark').waitFor();
    expect(await items.filter({ hasText: morning.number }).getByTestId('today-offline-mark').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();

    if (shots) {
      // On a laptop nothing is taken offline on its own; the list's button does it.
      const wide = await signedIn(DEMO.user, undefined, { viewport: { width: 1366, height: 900 } });
      const first = wide.page.getByTestId('today-item').filter({ hasText: afternoon.number });
      await first.getByTestId('today-offline-toggle').click();
      await first.getByTestId('today-offline-mark').waitFor();
      await screenshot(wide.page, 'today-offline-1366');
      await first.getByRole('link', { name: new RegExp(afternoon.number) }).click();
      await wide.page.getByTestId('remove-offline-copy').waitFor();
      await screenshot(wide.page, 'offline-copy-kept-1366');
      await wide.page.getByTestId('remove-offline-copy').click();
      await wide.page.getByTestId('free-offline-copy').getByRole('button', { name: 'Ta bort' }).waitFor();
      await screenshot(wide.page, 'offline-copy-confirm-1366');
      await wide.context.close();
    }
  });
});

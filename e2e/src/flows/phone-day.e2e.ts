import { afterAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { accessToken, DEMO, openSignedIn } from '../support/browser.ts';
import { useSignedIn } from '../support/signed-in.ts';
import { TEST_PHOTO_JPEG } from '../support/test-photo.ts';
import { bookToday, type TodaysBookings } from '../support/todays-bookings.ts';

const { browser, tenant, signedIn } = useSignedIn();
/** A small phone, worked with a thumb. */
const PHONE = { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true } as const;
/** The least a target a thumb must hit may measure, both ways. */
const THUMB = 48;

let bookings: TodaysBookings | undefined;
afterAll(async () => bookings?.remove());

/** The page never scrolls sideways: nothing sticks out past the screen's width. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

async function expectThumbSized(target: Locator) {
  const box = (await target.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(THUMB);
}

describe('an inspector’s day on a phone', () => {
  it(
    'lists today’s assignments in time order with address and numbers to call, and records a remark with a photo at 360 px',
    { timeout: 180_000 },
    async () => {
      const office = await openSignedIn(browser(), DEMO.admin, tenant);
      bookings = await bookToday(await accessToken(office.context), tenant, DEMO.user.name);
      await office.context.close();
      const { morning, afternoon, customer, broker } = bookings;

      const { page, errors } = await signedIn(DEMO.user, undefined, PHONE);

      // Today: the two assignments, the morning's first, each with its address.
      const items = page.getByTestId('today-item');
      await items.filter({ hasText: afternoon.number }).waitFor();
      const texts = await items.allTextContents();
      const morningAt = texts.findIndex((text) => text.includes(morning.number));
      const afternoonAt = texts.findIndex((text) => text.includes(afternoon.number));
      expect(morningAt).toBeGreaterThanOrEqual(0);
      expect(morningAt).toBeLessThan(afternoonAt);
      expect(texts[morningAt]).toContain('08:15');
      expect(texts[morningAt]).toContain('Storgatan 12, 903 25 Umeå');
      expect(texts[afternoonAt]).toContain('14:30–16:00');
      expect(texts[afternoonAt]).toContain('Kungsgatan 7, 903 26 Umeå');
      // Every item of the day in time order, those without a time last.
      const times = (await page.getByTestId('today-time').allTextContents()).map((text) =>
        /^\d\d:\d\d/.test(text) ? text.slice(0, 5) : '99:99',
      );
      expect(times).toEqual([...times].sort());

      // The customer's and the broker's phones dial, and the map opens the address.
      const later = items.nth(afternoonAt);
      const customerCall = later.locator(`a[href="${customer.dialled}"]`);
      const brokerCall = later.locator(`a[href="${broker.dialled}"]`);
      expect(await customerCall.textContent()).toBe(customer.phone);
      expect(await brokerCall.textContent()).toBe(broker.phone);
      await expectThumbSized(customerCall);
      await expectThumbSized(brokerCall);
      // The drive from the morning's address to the afternoon's, and no error anywhere.
      const drive = page.getByTestId('today-travel').first();
      await drive.waitFor();
      expect(await drive.textContent()).toMatch(/^≈ .*\d.* bil$/);
      expect(await page.getByRole('alert').count()).toBe(0);
      // "Karta" opens the map of the afternoon's address, with the three apps to drive there by.
      const map = later.getByRole('button', { name: 'Karta' });
      await expectThumbSized(map);
      await map.tap();
      const mapDialog = page.getByRole('dialog');
      await mapDialog.getByRole('link', { name: /Google Maps/ }).waitFor();
      expect(await mapDialog.getByRole('link', { name: /Google Maps/ }).getAttribute('href')).toContain(
        'Kungsgatan+7',
      );
      await mapDialog.getByRole('button', { name: 'Stäng' }).tap();
      await mapDialog.waitFor({ state: 'detached' });
      await expectNoSidewaysScroll(page);

      // The assignment: the customer to call at the top, the objects one tap away.
      await later.getByRole('link', { name: new RegExp(afternoon.number) }).tap();
      const header = page.getByTestId('inspection-header');
      await header.waitFor();
      expect(await header.locator(`a[href="${customer.dialled}"]`).count()).toBe(1);
      const openObjects = page.getByTestId('inspection-open-objects');
      const objectsBox = (await openObjects.boundingBox())!;
      expect(objectsBox.y + objectsBox.height).toBeLessThanOrEqual(PHONE.viewport.height);
      await expectThumbSized(openObjects);
      await expectNoSidewaysScroll(page);

      // The contacts: the customer and the broker, each a tap from a call.
      await page.getByTestId('inspection-tab-contacts').tap();
      const contacts = page.getByTestId('inspection-contacts');
      await contacts.waitFor();
      expect(await contacts.locator(`a[href="${customer.dialled}"]`).count()).toBe(1);
      expect(await contacts.locator(`a[href="${broker.dialled}"]`).count()).toBe(1);
      await expectNoSidewaysScroll(page);

      await openObjects.tap();
      await page.getByTestId('inspection-objects').waitFor();
      await expectNoSidewaysScroll(page);

      // An object, in a dialog that fills the phone's screen.
      const addObject = page.getByTestId('add-object');
      await expectThumbSized(addObject);
      await addObject.tap();
      const objectDialog = page.getByTestId('object-form-dialog').getByRole('dialog');
      await objectDialog.waitFor();
      expect((await objectDialog.boundingBox())!.width).toBe(PHONE.viewport.width);
      await objectDialog.getByRole('textbox').first().fill('Krypgrund');
      await expectNoSidewaysScroll(page);
      await page.getByTestId('save-object').tap();
      const object = page.getByTestId('object-card').filter({ hasText: 'Krypgrund' });
      await object.waitFor();
      await expectNoSidewaysScroll(page);

      // A remark on it.
      const addRemark = object.getByTestId('add-remark');
      await expectThumbSized(addRemark);
      await addRemark.tap();
      const remarkDialog = page.getByTestId('remark-form-dialog');
      await remarkDialog.getByRole('dialog').waitFor();
      expect((await remarkDialog.getByRole('dialog').boundingBox())!.width).toBe(PHONE.viewport.width);
      await remarkDialog
        .locator('input[data-testid="remark-title"], [data-testid="remark-title"] input')
        .first()
        .fill('Fuktfläck på syllen');
      await expectNoSidewaysScroll(page);
      await page.getByTestId('save-remark').tap();
      const remark = object.getByTestId('remark-card').filter({ hasText: 'Fuktfläck på syllen' });
      await remark.waitFor();
      await expectNoSidewaysScroll(page);

      // A photo: "Ta foto" opens the camera itself; choosing from the library stays a tap away.
      const camera = remark.getByTestId('remark-photo-camera-input');
      expect(await camera.getAttribute('capture')).toBe('environment');
      await expectThumbSized(remark.getByTestId('take-photo'));
      await expectThumbSized(remark.getByTestId('upload-photo'));
      expect(await remark.getByTestId('remark-photo-input').getAttribute('capture')).toBeNull();
      await camera.setInputFiles({ name: 'image.jpg', mimeType: 'image/jpeg', buffer: TEST_PHOTO_JPEG });
      await remark.getByTestId('remark-photo').first().waitFor();
      await expectNoSidewaysScroll(page);

      // The status, from the header.
      await page.getByTestId('inspection-status').tap();
      // The demo's own "Utförd" (other flows add statuses whose names begin alike).
      await page
        .getByRole('menuitem')
        .filter({ has: page.getByText('Utförd', { exact: true }) })
        .tap();
      await expect.poll(() => header.textContent()).toContain('Utförd');
      await expectNoSidewaysScroll(page);
      expect(errors).toEqual([]);
    },
  );
});

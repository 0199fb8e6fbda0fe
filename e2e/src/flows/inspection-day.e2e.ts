import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { accessToken, baseUrl, callApi, DEMO, FIRMS, openSignedIn, useBrowser } from '../support/browser.ts';
import { TEST_PHOTO_JPEG } from '../support/test-photo.ts';

const browser = useBrowser();

/** The text field a test id names, whether the id sits on the input or on its wrapper. */
const fieldOf = (page: Page, testId: string) =>
  page
    .locator(
      `input[data-testid="${testId}"], textarea[data-testid="${testId}"], [data-testid="${testId}"] input`,
    )
    .first();

const tenant = FIRMS.north.id;

describe('an inspector’s day', () => {
  it('creates an assignment for a customer, records a graded remark with an annotated photo, sets the status and finds it; the office deletes it', async () => {
    const stamp = Date.now();
    const customerName = `Lundqvist${stamp}`;
    const typeName = `Överlåtelse ${stamp}`;
    const statusName = `Utförd ${stamp}`;
    const savedRemark = `Fuktfläck i källare ${stamp}`;

    // The office has set up the firm: a customer in the address book, a type, statuses, a saved remark.
    const admin = await openSignedIn(browser(), DEMO.admin);
    const adminToken = await accessToken(admin.context);
    await callApi(adminToken, 'POST', `/${tenant}/v1/contact`, {
      type: 'person',
      firstName: 'Karin',
      lastName: customerName,
      email: `karin.${stamp}@example.se`,
      addresses: { visit: { address: 'Storgatan 12', postalCode: '903 26', city: 'Umeå', country: 'SE' } },
    });
    await callApi(adminToken, 'POST', `/${tenant}/v1/inspections/types`, { name: typeName });
    await callApi(adminToken, 'POST', `/${tenant}/v1/inspections/statuses`, { name: statusName });
    await callApi(adminToken, 'POST', `/${tenant}/v1/inspections/remarks/common`, {
      title: savedRemark,
      text: 'Fuktfläck vid golvbrunn, mät fuktkvot.',
    });
    await admin.context.close();

    const { page, errors } = await openSignedIn(browser(), DEMO.user);

    // A new assignment with the customer picked from the address book.
    await page.goto(`${baseUrl()}/main/${tenant}/inspections/create`);
    const form = page.getByTestId('inspection-create-form');
    await form.getByRole('combobox', { name: 'Kund' }).fill(customerName);
    await page.getByRole('option', { name: new RegExp(customerName) }).click();
    await form.getByLabel('Uppdragstyp').click();
    await page.getByRole('option', { name: typeName }).click();
    await form.getByRole('button', { name: 'Skapa uppdrag' }).click();
    const view = page.getByTestId('inspection-view');
    await view.waitFor();
    const header = page.getByTestId('inspection-header');
    await expect.poll(() => header.textContent()).toContain(customerName);
    const number = (await header.textContent())!.match(/\d{4}-\d{4}/)![0];

    // An object, and a remark picked from the firm's saved remarks.
    await page.getByTestId('inspection-tab-objects').click();
    await page.getByTestId('add-object').click();
    const objectDialog = page.getByTestId('object-form-dialog');
    await objectDialog.getByRole('textbox').first().fill('Källare');
    await page.getByTestId('save-object').click();
    await page.getByTestId('object-card').filter({ hasText: 'Källare' }).waitFor();
    await page.getByTestId('pick-saved-remark').click();
    await fieldOf(page, 'saved-remark-search').fill(String(stamp));
    await page.getByTestId('saved-remark-option').filter({ hasText: savedRemark }).click();
    const remark = page.getByTestId('remark-card').filter({ hasText: savedRemark });
    await remark.waitFor();

    // A photo, annotated with an arrow and a text; the original is kept beside the marked version.
    await remark.getByTestId('remark-photo-input').setInputFiles({
      name: 'image.jpg',
      mimeType: 'image/jpeg',
      buffer: TEST_PHOTO_JPEG,
    });
    await remark.locator('[data-testid="remark-photo"][data-annotated="false"]').waitFor();
    await remark.getByTestId('remark-photo').first().click();
    await page.getByTestId('photo-viewer').waitFor();
    await page.getByTestId('annotate-photo').click();
    const canvas = page.getByTestId('annotation-canvas');
    await canvas.waitFor();
    const box = (await canvas.boundingBox())!;
    await page.getByTestId('annotation-tool-arrow').click();
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.6, { steps: 5 });
    await page.mouse.up();
    await page.getByTestId('annotation-tool-text').click();
    await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.8);
    await fieldOf(page, 'annotation-text-input').fill('Fukt');
    await page.getByTestId('annotation-text-add').click();
    await page.getByTestId('save-annotation').click();
    await page.getByTestId('photo-annotated').waitFor();
    // The caption the report prints under the photo, written on the marked version and kept for both.
    await page.getByTestId('caption-photo').click();
    await fieldOf(page, 'photo-caption-input').fill('Fuktfläck vid golvbrunnen');
    await page.getByTestId('photo-caption-save').click();
    await expect
      .poll(() => page.getByTestId('photo-caption').textContent())
      .toBe('Fuktfläck vid golvbrunnen');
    await page.keyboard.press('ArrowLeft');
    await expect
      .poll(() => page.getByTestId('photo-caption').textContent())
      .toBe('Fuktfläck vid golvbrunnen');
    await page.keyboard.press('Escape');
    await expect
      .poll(() => remark.locator('[data-testid="remark-photo"][data-annotated="true"]').count())
      .toBe(1);
    expect(await remark.locator('[data-testid="remark-photo"][data-annotated="false"]').count()).toBe(1);

    // Graded as the protocol will print it: grade, recommended action, investigation and cost.
    await remark.getByTestId('remark-menu').click();
    await page.getByRole('menuitem', { name: 'Redigera' }).click();
    const remarkDialog = page.getByTestId('remark-form-dialog');
    await remarkDialog.getByRole('radio', { name: 'Allvarligt fel' }).click();
    await remarkDialog.getByLabel('Rekommenderad åtgärd').fill('Åtgärda tätskiktet vid golvbrunnen.');
    await remarkDialog.getByLabel('Fortsatt teknisk utredning rekommenderas').check();
    await remarkDialog.getByLabel('Vad som bör utredas').fill('Fuktmätning i bjälklaget.');
    await remarkDialog.getByLabel('Kostnadsuppskattning (kr)').fill('45 000');
    await page.getByTestId('save-remark').click();
    await remarkDialog.waitFor({ state: 'hidden' });
    await expect.poll(() => remark.getByTestId('remark-grade').textContent()).toBe('Allvarligt fel');
    const grading = remark.getByTestId('remark-grading');
    await expect
      .poll(() => grading.textContent())
      .toBe(
        'Rekommenderad åtgärd: Åtgärda tätskiktet vid golvbrunnen.' +
          'Fortsatt teknisk utredning: Fuktmätning i bjälklaget.' +
          'Kostnadsuppskattning: 45\u00a0000\u00a0kr',
      );

    // The status.
    await page.getByTestId('inspection-status').click();
    await page.getByRole('menuitem', { name: statusName }).click();
    await expect.poll(() => header.textContent()).toContain(statusName);

    // Found again by the customer's name.
    await page.goto(`${baseUrl()}/main/${tenant}/inspections`);
    await fieldOf(page, 'inspection-search').fill(customerName);
    await expect.poll(() => page.getByTestId('inspection-row').filter({ hasText: number }).count()).toBe(1);
    // Opened at once, before the typed search has reached the URL: the row's page opens.
    await page.getByTestId('inspection-row').filter({ hasText: number }).click();
    await view.waitFor();

    // The inspector may not delete it: deleting is the office's, and the button is not there.
    await page.getByTestId('inspection-header').waitFor();
    expect(await page.getByTestId('inspection-delete').count()).toBe(0);

    // The office deletes it after confirming with its number.
    const office = await openSignedIn(browser(), DEMO.admin);
    await office.page.goto(page.url());
    await office.page.getByTestId('inspection-delete').click();
    const dialog = office.page.getByTestId('delete-inspection-dialog');
    await fieldOf(office.page, 'delete-confirm-number').fill(number);
    await dialog.getByRole('button', { name: 'Radera permanent' }).click();
    await office.page.waitForURL((url) => url.pathname === `/main/${tenant}/inspections`);
    await fieldOf(office.page, 'inspection-search').fill(customerName);
    await office.page.getByTestId('inspection-no-hits').waitFor();
    expect(office.errors).toEqual([]);
    await office.context.close();
    expect(errors).toEqual([]);
  });
});

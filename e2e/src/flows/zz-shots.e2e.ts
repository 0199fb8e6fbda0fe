import { it } from 'vitest';
import { baseUrl, DEMO } from '../support/browser.ts';
import { useSignedIn } from '../support/signed-in.ts';

const { tenant, signedIn } = useSignedIn();

it('shots', async () => {
  for (const width of [1366, 360]) {
    const { page } = await signedIn(DEMO.admin);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${baseUrl()}/main/${tenant}/settings`);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/shot-settings-${width}.png`, fullPage: true });
    await page.goto(`${baseUrl()}/main/${tenant}/admin/inspection-status`);
    await page.waitForTimeout(2000);
    await page.screenshot({ path: `/tmp/shot-statuses-${width}.png`, fullPage: true });
    await page.goto(`${baseUrl()}/main/${tenant}/order`);
    await page.waitForTimeout(2000);
    await page.locator('a[href*="/order/"]').first().click();
    await page.getByTestId('order-view').waitFor();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/shot-order-${width}.png`, fullPage: true });
  }
});

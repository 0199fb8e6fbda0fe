import { describe, expect, it } from 'vitest';
import { baseUrl, DEMO, openSignedIn, useBrowser } from '../support/browser.ts';
import { isCode, recordFetches, SLOW_3G } from '../support/network.ts';

const browser = useBrowser();

/**
 * Issue 12: an inspector on a phone in a basement sees the dashboard within this, from the cache
 * or with nothing cached: the first load is then bound by its bytes (under 200 KiB at 50 KiB/s,
 * with the round trips; docs/ARCHITECTURE.md, the web app's first load).
 */
const DASHBOARD_ON_SLOW_3G_MS = 8_000;
/** Issue 12: from `/main/` to a visible sign-in form, JS and CSS on the wire. */
const SIGN_IN_PATH_MAX_BYTES = 100 * 1024;

/** Signs in at full speed, then reloads the dashboard on slow 3G; the time until it shows. */
async function dashboardReloadOnSlow3g(cache: 'cached' | 'nothing cached'): Promise<number> {
  const { context, page } = await openSignedIn(browser(), DEMO.user);
  const session = await context.newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.setCacheDisabled', { cacheDisabled: cache === 'nothing cached' });
  await session.send('Network.emulateNetworkConditions', SLOW_3G);

  const started = Date.now();
  await page.reload({ waitUntil: 'commit' });
  await page.getByTestId('dashboard').waitFor({ timeout: 30_000 });
  const elapsed = Date.now() - started;
  await context.close();
  // Printed as the public pages' times are, so a run shows how close the dashboard is to its bound.
  console.info(`dashboard on slow 3G, ${cache}: shown after ${elapsed} ms`);
  return elapsed;
}

describe('the staff app on a slow network', () => {
  it('shows a signed-in user the dashboard again within 8 s on slow 3G', async () => {
    const elapsed = await dashboardReloadOnSlow3g('cached');
    expect(elapsed, `dashboard after ${elapsed} ms`).toBeLessThanOrEqual(DASHBOARD_ON_SLOW_3G_MS);
  });

  it('shows the dashboard on slow 3G with nothing cached within 8 s', async () => {
    const elapsed = await dashboardReloadOnSlow3g('nothing cached');
    expect(elapsed, `dashboard after ${elapsed} ms`).toBeLessThanOrEqual(DASHBOARD_ON_SLOW_3G_MS);
  });

  it('reaches the sign-in form without loading the staff app', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const fetched = await recordFetches(await context.newCDPSession(page), () => true);

    await page.goto(`${baseUrl()}/main/`);
    await page.getByLabel(/E-postadress|E-mail address/).waitFor();

    const code = fetched().filter(isCode);
    const bytes = code.reduce((sum, file) => sum + file.wireBytes, 0);
    expect(code.length).toBeGreaterThan(0);
    expect(bytes, code.map((file) => `${file.url} ${file.wireBytes}`).join('\n')).toBeLessThanOrEqual(
      SIGN_IN_PATH_MAX_BYTES,
    );
    await context.close();
  });
});

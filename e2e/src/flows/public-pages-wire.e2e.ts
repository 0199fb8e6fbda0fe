import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, FIRMS, useBrowser } from '../support/browser.ts';

const browser = useBrowser();
const tenant = FIRMS.north.id;

/** Chromium's "Slow 3G": 400 ms latency, 400 kbit/s (51 200 bytes a second) each way. */
const SLOW_3G = { offline: false, latency: 400, downloadThroughput: 51_200, uploadThroughput: 51_200 };
/** What a public page may load of JS and CSS, compressed, on the wire. */
const PUBLIC_PAGE_BUDGET_BYTES = 100 * 1024;
/** How soon the order form's first field must show on slow 3G. */
const FIRST_FIELD_MS = 5_000;

interface FirstVisit {
  /** From the start of the navigation until `ready` found the page usable. */
  readyMs: number;
  /** JS and CSS bytes on the wire (headers included) once the page is idle. */
  scriptAndStyleBytes: number;
  scriptAndStyleUrls: string[];
}

/**
 * Opens `path` as a customer's phone does on a first visit (empty cache) over slow 3G, and counts
 * through the DevTools protocol what the scripts and style sheets cost on the wire.
 */
async function firstVisitOnSlow3G(path: string, ready: (page: Page) => Promise<void>): Promise<FirstVisit> {
  const context = await browser().newContext({ viewport: { width: 360, height: 740 }, isMobile: true });
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });
  await session.send('Network.emulateNetworkConditions', SLOW_3G);
  const scriptsAndStyles = new Map<string, string>();
  const bytes = new Map<string, number>();
  session.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script' || type === 'Stylesheet') scriptsAndStyles.set(requestId, response.url);
  });
  session.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    bytes.set(requestId, encodedDataLength);
  });

  // The server has answered once before: what is measured is the phone's first visit, not a cold server.
  await fetch(`${baseUrl()}/${tenant}/v1/vb/public/order`);
  const started = Date.now();
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'commit' });
  await ready(page);
  const readyMs = Date.now() - started;
  // Everything the page loads by itself, not only what it needed to show the first field.
  await page.waitForLoadState('networkidle');
  const counted = [...scriptsAndStyles.keys()];
  return {
    readyMs,
    scriptAndStyleBytes: counted.reduce((sum, requestId) => sum + (bytes.get(requestId) ?? 0), 0),
    scriptAndStyleUrls: [...scriptsAndStyles.values()],
  };
}

describe('the public pages on a slow phone connection', () => {
  it('shows the order form’s first field within 5 s on slow 3G, with at most 100 KiB of JS and CSS', async () => {
    const visit = await firstVisitOnSlow3G(`/web/${tenant}`, (page) =>
      page.getByTestId('order-form').locator('input').first().waitFor({ state: 'visible', timeout: 20_000 }),
    );
    console.info(
      `order page on slow 3G: first field after ${visit.readyMs} ms, ` +
        `${(visit.scriptAndStyleBytes / 1024).toFixed(1)} KiB of JS and CSS`,
    );
    expect(visit.scriptAndStyleUrls.length).toBeGreaterThan(0);
    expect(visit.readyMs).toBeLessThanOrEqual(FIRST_FIELD_MS);
    expect(visit.scriptAndStyleBytes).toBeLessThanOrEqual(PUBLIC_PAGE_BUDGET_BYTES);
  });

  it('loads the booking calendar with at most 100 KiB of JS and CSS', async () => {
    const visit = await firstVisitOnSlow3G(`/web/${tenant}/calendar`, (page) =>
      page.getByTestId('calendar-week').waitFor({ state: 'visible', timeout: 20_000 }),
    );
    console.info(
      `calendar on slow 3G: week after ${visit.readyMs} ms, ` +
        `${(visit.scriptAndStyleBytes / 1024).toFixed(1)} KiB of JS and CSS`,
    );
    expect(visit.scriptAndStyleUrls.length).toBeGreaterThan(0);
    expect(visit.scriptAndStyleBytes).toBeLessThanOrEqual(PUBLIC_PAGE_BUDGET_BYTES);
  });
});

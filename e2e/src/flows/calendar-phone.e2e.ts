import { describe, expect, it } from 'vitest';
import { baseUrl, DEMO, FIRMS, openSignedIn, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

/** A phone of common size. */
const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true } as const;

describe('the calendar on a phone', () => {
  it('opens in month view, as on a computer, and keeps a view the user chose', async () => {
    const { context, page, errors } = await openSignedIn(browser(), DEMO.user, FIRMS.north.id, PHONE);
    await page.goto(`${baseUrl()}/main/${FIRMS.north.id}?view=calendar`);
    const calendar = page.getByTestId('calendar');
    await calendar.waitFor();
    expect(await calendar.getAttribute('data-view')).toBe('month');

    await page.goto(`${baseUrl()}/main/${FIRMS.north.id}?view=calendar&calView=day`);
    await expect.poll(() => calendar.getAttribute('data-view')).toBe('day');
    // The grid's headings, read out too, are Swedish: no English "Timed" beside "Heldag".
    await calendar.getByText('Heldag').first().waitFor({ state: 'attached' });
    expect(await calendar.textContent()).toContain('Med klockslag');
    expect(await calendar.textContent()).not.toContain('Timed');
    expect(errors).toEqual([]);
    await context.close();
  });
});

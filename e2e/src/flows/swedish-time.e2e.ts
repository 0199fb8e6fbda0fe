import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { accessToken, baseUrl, callApi, DEMO, FIRMS, openSignedIn, useBrowser } from '../support/browser.ts';

const browser = useBrowser();
const tenant = FIRMS.north.id;
const day = '2026-11-24';

/** A date or time field's text as the user sees it (the picker keeps it in its input). */
const shownValue = (field: Locator) => field.locator('input').inputValue();

/** Types into a picker field from its hour section on: the hour and minute digits. */
async function typeTime(field: Locator, digits: string) {
  await field.getByRole('spinbutton').nth(3).click();
  await field.page().keyboard.type(digits);
}

describe('Swedish time on a device elsewhere', () => {
  it('takes 2026-11-24 14:30 in sv-SE form in New York and shows 14:30 in New York and Tokyo', async () => {
    const title = `Möte ${Date.now()}`;
    const newYork = await openSignedIn(browser(), DEMO.user, tenant, {
      timezoneId: 'America/New_York',
      locale: 'en-US',
    });
    const { page } = newYork;
    await page.goto(`${baseUrl()}/main/${tenant}?view=calendar&date=${day}`);
    await page.getByTestId('calendar').waitFor();

    // A new activity on the day: the fields show Swedish formats, not 11/24/2026 09:00 AM.
    await page.getByTestId('calendar-new-activity').click();
    const dialog = page.getByTestId('activity-dialog');
    await dialog.waitFor();
    const start = dialog.getByRole('group', { name: 'Starts' });
    const stop = dialog.getByRole('group', { name: 'Ends' });
    await expect.poll(() => shownValue(start)).toBe(`${day} 09:00`);
    await dialog.getByLabel('Title').fill(title);
    await typeTime(start, '1430');
    await typeTime(stop, '1530');
    expect(await shownValue(start)).toBe(`${day} 14:30`);
    expect(await shownValue(stop)).toBe(`${day} 15:30`);
    await page.getByTestId('activity-save').click();
    await dialog.waitFor({ state: 'detached' });

    // Stored as the Swedish moment: 14:30 in Stockholm is 13:30 UTC in November.
    const token = await accessToken(newYork.context);
    const range = await callApi<{
      items: { kind: string; title: string; start: string; end: string | null }[];
    }>(token, 'GET', `/${tenant}/v1/activity?from=${day}&to=${day}`);
    const stored = range.items.find((entry) => entry.title === title)!;
    expect(new Date(stored.start).toISOString()).toBe('2026-11-24T13:30:00.000Z');
    expect(new Date(stored.end!).toISOString()).toBe('2026-11-24T14:30:00.000Z');

    // The day's list and the grid show 14:30 in New York…
    const agendaEntry = page.getByTestId('day-agenda-entry').filter({ hasText: title });
    await expect.poll(() => agendaEntry.textContent()).toContain('14:30–15:30');
    const gridEntry = page.getByTestId('calendar-entry').filter({ hasText: title });
    await expect.poll(() => gridEntry.first().textContent()).toContain('14:30');

    // …and opened again, the activity reads 2026-11-24 14:30.
    await agendaEntry.click();
    await dialog.waitFor();
    await expect.poll(() => shownValue(dialog.getByRole('group', { name: 'Starts' }))).toBe(`${day} 14:30`);
    await newYork.context.close();

    // In Tokyo the same.
    const tokyo = await openSignedIn(browser(), DEMO.user, tenant, {
      timezoneId: 'Asia/Tokyo',
      locale: 'en-US',
    });
    await tokyo.page.goto(`${baseUrl()}/main/${tenant}?view=calendar&date=${day}`);
    const tokyoEntry = tokyo.page.getByTestId('day-agenda-entry').filter({ hasText: title });
    await expect.poll(() => tokyoEntry.textContent()).toContain('14:30–15:30');
    expect(newYork.errors).toEqual([]);
    expect(tokyo.errors).toEqual([]);
  });
});

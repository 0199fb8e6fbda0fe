import { afterAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@syna/contracts/endpoints/endpoint-url';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { inspectionTypeEndpoints } from '@syna/contracts/endpoints/lookups';
import type { Inspection } from '@syna/contracts/inspections';
import { accessToken, baseUrl, callApi, DEMO, FIRMS, openSignedIn, useBrowser } from '../support/browser.ts';

const browser = useBrowser();
const params = { tenant: FIRMS.north.id };
let token = '';
const created: string[] = [];

afterAll(async () => {
  for (const id of created) {
    await callApi(
      token,
      'DELETE',
      endpointUrl(inspectionEndpoints.remove, { params: { ...params, id }, query: { hard: 'true' } }),
    );
  }
});

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

  it('shows the month at 360 px as days with their number of bookings, and a tapped day’s bookings as a list', async () => {
    const { context, page, errors } = await openSignedIn(browser(), DEMO.admin, FIRMS.north.id, {
      viewport: { width: 360, height: 780 },
      isMobile: true,
      hasTouch: true,
    });
    token = await accessToken(context);
    // Two assignments on a day of a month of its own, far from the demo firm's bookings, and on a
    // Saturday: the demo's weekly meetings repeat on the workday it was seeded on, without end.
    const types = await callApi<{ items: { id: string }[] }>(
      token,
      'GET',
      endpointUrl(inspectionTypeEndpoints.list, { params, query: {} }),
    );
    const bookings: Inspection[] = [];
    for (const [startTime, address] of [
      ['09:00', 'Storgatan 12'],
      ['13:30', 'Kungsgatan 7'],
    ] as const) {
      const booking = await callApi<Inspection>(
        token,
        'POST',
        endpointUrl(inspectionEndpoints.create, { params }),
        {
          typeId: types.items[0]!.id,
          date: '2027-08-14',
          startTime,
          address: { address, postalCode: '903 26', city: 'Umeå' },
        },
      );
      created.push(booking.id);
      bookings.push(booking);
    }
    await page.goto(`${baseUrl()}/main/${FIRMS.north.id}?view=calendar&calView=month&date=2027-08-02`);
    // The whole firm's bookings, whoever inspects them.
    await page.getByTestId('calendar-scope-firm').tap();
    const day = page.locator('[data-testid="compact-month-day"][data-date="2027-08-14"]');
    await expect.poll(() => day.getAttribute('data-count')).toBe('2');
    expect(await day.getAttribute('aria-label')).toBe('lördag 14 augusti, inbokat: 2');
    // No grid of cut texts and "+n" links, and the page never scrolls sideways.
    expect(await page.locator('.fc-more-link, [data-testid="calendar-entry"]').count()).toBe(0);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(360);

    await day.tap();
    await expect.poll(() => day.getAttribute('aria-pressed')).toBe('true');
    const agenda = page.getByTestId('day-agenda');
    await expect.poll(() => agenda.textContent()).toContain('Inbokat lördag 14 augusti');
    const listed = agenda.getByTestId('day-agenda-entry');
    expect(await listed.count()).toBe(2);
    for (const [index, booking] of bookings.entries()) {
      const text = await listed.nth(index).textContent();
      expect(text).toContain(booking.number);
      expect(text).toContain(index === 0 ? 'Storgatan 12' : 'Kungsgatan 7');
    }
    // The list, below the month, is brought into sight: its bookings stand within the screen.
    await expect
      .poll(() =>
        listed.last().evaluate((entry) => entry.getBoundingClientRect().bottom <= window.innerHeight),
      )
      .toBe(true);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(360);
    expect(errors).toEqual([]);
    await context.close();
  });
});

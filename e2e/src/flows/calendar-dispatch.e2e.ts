import { afterAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { endpointUrl } from '@syna/contracts/endpoints/endpoint-url';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { inspectionTypeEndpoints } from '@syna/contracts/endpoints/lookups';
import { profileEndpoints } from '@syna/contracts/endpoints/profile';
import type { Inspection } from '@syna/contracts/inspections';
import { baseUrl, callApi, DEMO, FIRMS, openSignedIn, seriousAxeViolations } from '../support/browser.ts';
import { useSignedIn } from '../support/signed-in.ts';

const { browser, tenant, params, signedIn } = useSignedIn();

/** A week of its own, far from the demo firm's bookings: Monday 7 June 2027, week 23. */
const WEEK = ['2027-06-07', '2027-06-08', '2027-06-09'] as const;
const PHONE = { viewport: { width: 360, height: 780 } } as const;

let adminToken = '';
const created: string[] = [];

/** Three inspectors of the north firm: its three demo members, as the assignment form offers them. */
async function threeInspectors(token: string) {
  const choices = await callApi<{ inspectors: { id: string; name: string }[] }>(
    token,
    'GET',
    endpointUrl(inspectionEndpoints.formChoices, { params }),
  );
  return [DEMO.owner.name, DEMO.admin.name, DEMO.user.name].map((name) =>
    choices.inspectors.find((inspector) => inspector.name === name)!,
  );
}

async function book(token: string, body: Record<string, unknown>) {
  const types = await callApi<{ items: { id: string }[] }>(
    token,
    'GET',
    endpointUrl(inspectionTypeEndpoints.list, { params, query: {} }),
  );
  const assignment = await callApi<Inspection>(
    token,
    'POST',
    endpointUrl(inspectionEndpoints.create, { params }),
    {
      typeId: types.items[0]!.id,
      ...body,
    },
  );
  created.push(assignment.id);
  return assignment;
}

const readAssignment = (id: string) =>
  callApi<Inspection>(adminToken, 'GET', endpointUrl(inspectionEndpoints.get, { params: { ...params, id } }));

/** Turns on the lanes per inspector unless the device remembers them on. */
async function showLanes(page: Page) {
  const calendar = page.getByTestId('calendar');
  await calendar.waitFor();
  if ((await calendar.getAttribute('data-lanes')) !== 'true')
    await page.getByTestId('calendar-lanes').click();
  await page.getByTestId('dispatch-board').waitFor();
}

/** Confirms the move the dialog asks about, after checking its question. */
async function confirmMove(page: Page, question: string) {
  const dialog = page.getByTestId('dispatch-move-dialog');
  expect(await dialog.getByTestId('dispatch-move-question').textContent()).toBe(question);
  await dialog.getByTestId('dispatch-move-confirm').click();
  await dialog.waitFor({ state: 'detached' });
}

/** Presses Tab until the element is focused (or holds the focus): how a keyboard user gets there. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await target.evaluate((element) => element.contains(document.activeElement))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}

/** Switches the administrator's dark theme on or off, as the settings page does; pages load it. */
const useDarkTheme = (darkTheme: boolean) =>
  callApi(adminToken, 'POST', endpointUrl(profileEndpoints.updateProfile, { params }), {
    properties: { darkTheme },
  });

afterAll(async () => {
  if (adminToken) await useDarkTheme(false);
  for (const id of created) {
    await callApi(
      adminToken,
      'DELETE',
      endpointUrl(inspectionEndpoints.remove, { params: { ...params, id }, query: { hard: 'true' } }),
    );
  }
});

describe('dispatching from the calendar', () => {
  it('shows a week with a lane per inspector, each booking in its inspector’s lane, and moves one to another inspector after a confirmation', async () => {
    const { page, errors, token, context } = await signedIn(
      DEMO.admin,
      `?view=calendar&calView=week&date=${WEEK[1]}`,
    );
    adminToken = token;
    const inspectors = await threeInspectors(token);
    const bookings = [
      await book(token, {
        inspectorId: inspectors[0]!.id,
        date: WEEK[0],
        startTime: '09:00',
        stopTime: '11:00',
        address: { address: 'Storgatan 1', postalCode: '903 26', city: 'Umeå' },
      }),
      // No stop time: drawn as long as the type's default duration.
      await book(token, {
        inspectorId: inspectors[1]!.id,
        date: WEEK[1],
        startTime: '10:00',
        address: { address: 'Kungsgatan 5', postalCode: '903 26', city: 'Umeå' },
      }),
      await book(token, {
        inspectorId: inspectors[2]!.id,
        date: WEEK[2],
        startTime: '13:30',
        stopTime: '15:00',
      }),
    ];
    // The ordinary week grid first: ISO week numbers, and its headings (read out too) in Swedish.
    const calendar = page.getByTestId('calendar');
    await calendar.getByText('Heldag').first().waitFor({ state: 'attached' });
    expect(await page.getByTestId('calendar-title').textContent()).toContain('v. 23');
    expect(await calendar.textContent()).toContain('Med klockslag');
    expect(await calendar.textContent()).not.toContain('Timed');
    await showLanes(page);
    for (const [index, assignment] of bookings.entries()) {
      const inspector = inspectors[index]!;
      const cell = page.locator(
        `[data-testid="dispatch-cell"][data-lane-id="${inspector.id}"][data-date="${WEEK[index]}"]`,
      );
      const entry = cell.locator(`[data-testid="dispatch-entry"][data-id="${assignment.id}"]`);
      await entry.waitFor();
      expect(await entry.textContent()).toContain(inspector.name);
      expect(await entry.textContent()).toContain(assignment.number);
    }
    expect(
      await page.locator(`[data-testid="dispatch-entry"][data-id="${bookings[1]!.id}"]`).textContent(),
    ).toContain('10:00–12:00');

    // The first booking goes to the third inspector's lane on Wednesday, at its own time.
    const target = page.locator(
      `[data-testid="dispatch-cell"][data-lane-id="${inspectors[2]!.id}"][data-date="${WEEK[2]}"]`,
    );
    await page.locator(`[data-testid="dispatch-entry"][data-id="${bookings[0]!.id}"]`).dragTo(target);
    await confirmMove(
      page,
      `Flytta uppdrag ${bookings[0]!.number} till ${inspectors[2]!.name} ons 9 juni 09:00?`,
    );
    await target.locator(`[data-id="${bookings[0]!.id}"]`).waitFor();
    const moved = await readAssignment(bookings[0]!.id);
    expect([moved.inspector?.id, moved.date, moved.startTime, moved.stopTime]).toEqual([
      inspectors[2]!.id,
      WEEK[2],
      '09:00',
      '11:00',
    ]);
    expect(await page.locator('body').textContent()).not.toContain('Timed');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone (360 px) shows the day’s lanes side by side to scroll, and moves a booking to another lane and time', async () => {
    const { context, page, errors } = await openSignedIn(browser(), DEMO.admin, FIRMS.north.id, PHONE);
    const inspectors = await threeInspectors(adminToken);
    const assignment = await book(adminToken, {
      inspectorId: inspectors[0]!.id,
      date: WEEK[1],
      startTime: '08:00',
    });
    await page.goto(`${baseUrl()}/main/${tenant}?view=calendar&calView=day&date=${WEEK[1]}`);
    await showLanes(page);
    // The page itself never scrolls sideways: the lanes do, inside the board.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const entry = page.locator(`[data-testid="dispatch-entry"][data-id="${assignment.id}"]`);
    expect(await entry.getAttribute('data-lane-id')).toBe(inspectors[0]!.id);
    expect(await entry.textContent()).toContain(inspectors[0]!.name);

    // Dropped with its top at 10:00 in the second inspector's lane (the axis opens at 07:00, 56 px an hour).
    const lane = page.locator(`[data-testid="dispatch-lane"][data-lane-id="${inspectors[1]!.id}"]`);
    await lane.scrollIntoViewIfNeeded();
    await entry.dragTo(lane, { sourcePosition: { x: 10, y: 5 }, targetPosition: { x: 20, y: 3 * 56 + 5 } });
    await confirmMove(
      page,
      `Flytta uppdrag ${assignment.number} till ${inspectors[1]!.name} tis 8 juni 10:00?`,
    );
    await lane.locator(`[data-id="${assignment.id}"]`).waitFor();
    const moved = await readAssignment(assignment.id);
    expect([moved.inspector?.id, moved.date, moved.startTime, moved.stopTime]).toEqual([
      inspectors[1]!.id,
      WEEK[1],
      '10:00',
      null,
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('moves an assignment to another inspector and time with the keyboard alone, through the same confirmation', async () => {
    const { page, errors, context } = await signedIn(
      DEMO.admin,
      `?view=calendar&calView=week&date=${WEEK[0]}`,
    );
    const inspectors = await threeInspectors(adminToken);
    const assignment = await book(adminToken, {
      inspectorId: inspectors[0]!.id,
      date: WEEK[0],
      startTime: '08:00',
      stopTime: '09:30',
      address: { address: 'Rådhusesplanaden 4', postalCode: '903 28', city: 'Umeå' },
    });
    await page.reload();
    await showLanes(page);
    const entry = page.locator(`[data-testid="dispatch-entry"][data-id="${assignment.id}"]`);
    await entry.waitFor();

    // From the toolbar, Tab leads to the assignment and then its move button; Enter opens the dialog.
    await page.getByTestId('calendar-lanes').focus();
    await tabTo(
      page,
      entry.getByRole('button', { name: new RegExp(`^08:00–09:30\\s*${assignment.number}`) }),
    );
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(`Flytta uppdrag ${assignment.number}`);
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('dispatch-move-dialog');
    await dialog.waitFor();
    // Filled in with where it is now: nothing to confirm yet.
    const inspector = dialog.getByRole('combobox', { name: 'Besiktningsman' });
    expect(await inspector.textContent()).toBe(inspectors[0]!.name);
    expect(await dialog.getByTestId('dispatch-move-confirm').isDisabled()).toBe(true);

    // The inspector list opens from the keyboard and takes a typed name; then the time is typed.
    await expect.poll(() => inspector.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', { name: inspectors[1]!.name }).waitFor();
    await page.keyboard.type(inspectors[1]!.name);
    await page.keyboard.press('Enter');
    await expect.poll(() => inspector.textContent()).toBe(inspectors[1]!.name);
    await tabTo(page, dialog.getByRole('group', { name: 'Tid' }));
    await page.keyboard.type('1415');
    await expect
      .poll(() => dialog.getByTestId('dispatch-move-question').textContent())
      .toBe(`Flytta uppdrag ${assignment.number} till ${inspectors[1]!.name} mån 7 juni 14:15?`);
    await tabTo(page, dialog.getByTestId('dispatch-move-confirm'));
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });

    // In the other inspector's lane at the new time, its length kept; and still there after a reload.
    const target = page.locator(
      `[data-testid="dispatch-cell"][data-lane-id="${inspectors[1]!.id}"][data-date="${WEEK[0]}"] [data-id="${assignment.id}"]`,
    );
    await target.waitFor();
    expect(await target.textContent()).toContain('14:15–15:45');
    await page.reload();
    await target.waitFor();
    expect(await target.textContent()).toContain('14:15–15:45');
    const moved = await readAssignment(assignment.id);
    expect([moved.inspector?.id, moved.date, moved.startTime, moved.stopTime]).toEqual([
      inspectors[1]!.id,
      WEEK[0],
      '14:15',
      '15:45',
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reads in the light and the dark theme: the week’s lanes, the move dialog, and the month on a phone (axe: nothing serious)', async () => {
    const found: Record<string, unknown> = {};
    for (const dark of [false, true]) {
      const theme = dark ? 'dark' : 'light';
      const { context, page, token } = await signedIn(DEMO.admin);
      adminToken = token;
      if (!dark)
        await book(token, {
          date: WEEK[0],
          startTime: '12:00',
          address: { address: 'Torget 1', postalCode: '903 26', city: 'Umeå' },
        });
      await useDarkTheme(dark);
      await page.goto(`${baseUrl()}/main/${tenant}?view=calendar&calView=week&date=${WEEK[0]}`);
      await showLanes(page);
      await page.getByTestId('dispatch-entry-move').first().waitFor();
      found[`${theme} week`] = await seriousAxeViolations(page);
      await page.getByTestId('dispatch-entry-move').first().click();
      await page.getByTestId('dispatch-move-dialog').waitFor();
      found[`${theme} move dialog`] = await seriousAxeViolations(page);
      await context.close();

      const phone = await openSignedIn(browser(), DEMO.admin, FIRMS.north.id, PHONE);
      await phone.page.goto(`${baseUrl()}/main/${tenant}?view=calendar&calView=month&date=${WEEK[0]}`);
      await phone.page.getByTestId('compact-month').waitFor();
      found[`${theme} phone month`] = await seriousAxeViolations(phone.page);
      await phone.context.close();
    }
    expect(found).toEqual({
      'light week': [],
      'light move dialog': [],
      'light phone month': [],
      'dark week': [],
      'dark move dialog': [],
      'dark phone month': [],
    });
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { addDays } from '@syna/contracts/time-zone';
import { baseUrl, callApi, DEMO } from '../support/browser.ts';
import { useSignedIn } from '../support/signed-in.ts';

const { browser, tenant, signedIn } = useSignedIn();

interface Member {
  userId: string;
  name: string;
}
interface Calendar {
  days: { date: string; slots: { start: string; free: boolean }[] }[];
}
interface OrderPage {
  nextDate: string;
  orderTypes: { id: string; inspectionTypes: { id: string }[] }[];
}

/** The absences this file adds through the API, deleted again after it so other flows book as before. */
const added: { token: string; userId: string; id: string }[] = [];
afterAll(async () => {
  for (const { token, userId, id } of added) {
    await callApi(token, 'DELETE', `/${tenant}/v1/availability/${userId}/absences/${id}`);
  }
});

/** Every member but `keep` away on `date`, added by the owner as an administrator. */
async function awayAllBut(token: string, members: Member[], keep: string, date: string) {
  for (const member of members.filter((one) => one.name !== keep)) {
    const absence = await callApi<{ id: string }>(
      token,
      'POST',
      `/${tenant}/v1/availability/${member.userId}/absences`,
      {
        from: date,
        to: date,
        note: 'Kurs',
      },
    );
    added.push({ token, userId: member.userId, id: absence.id });
  }
}

describe('booking against the inspectors’ availability', () => {
  it('takes the day of the last inspector who is there off the public calendar once she enters an absence, and the office sees the inspector a booking was given', async () => {
    const owner = await signedIn(DEMO.owner);
    const { items: members } = await callApi<{ items: Member[] }>(
      owner.token,
      'GET',
      `/v1/account/organizations/${tenant}/users`,
    );
    const page = await callApi<OrderPage>(owner.token, 'GET', `/${tenant}/v1/vb/public/order`);
    // A working day two weeks on: the demo's own week and the other flows' bookings (which take the
    // next days' times) leave it free.
    const from = addDays(page.nextDate, 14);
    const calendar = await callApi<Calendar>(
      owner.token,
      'GET',
      `/${tenant}/v1/vb/public/calendar?from=${from}&to=${addDays(from, 6)}`,
    );
    const day = calendar.days.find((one) => one.slots.length > 0)!.date;
    await awayAllBut(owner.token, members, DEMO.user.name, day);

    // The public calendar still offers the day: the inspector works then.
    const customer = await (await browser().newContext()).newPage();
    const slotsOfDay = customer.locator(`[data-testid="calendar-slot"][data-date="${day}"]`);
    const freeSlots = customer.locator(`[data-testid="calendar-slot"][data-date="${day}"][data-free="true"]`);
    /** The customer's calendar, opened afresh and stepped on with "Nästa vecka" to the day's week. */
    const openTheDay = async () => {
      await customer.goto(`${baseUrl()}/web/${tenant}/calendar`);
      const firstShown = () =>
        customer.locator('[data-testid="calendar-slot"]').first().getAttribute('data-date');
      await customer.locator('[data-testid="calendar-slot"]').first().waitFor();
      for (let week = 0; week < 4 && (await slotsOfDay.count()) === 0; week += 1) {
        const shown = await firstShown();
        await customer.getByTestId('calendar-next-week').click();
        await expect.poll(firstShown, { timeout: 10_000 }).not.toBe(shown);
      }
      await slotsOfDay.first().waitFor();
    };
    await openTheDay();
    expect(await freeSlots.count()).toBeGreaterThan(0);

    // The inspector enters the day as an absence in her settings.
    const inspector = await signedIn(DEMO.user, '/settings');
    const section = inspector.page.getByTestId('availability-section');
    await section.getByTestId('absence-add').click();
    const dialog = inspector.page.getByTestId('absence-dialog');
    await dialog.getByRole('group', { name: 'Första dagen' }).getByRole('spinbutton').first().click();
    await inspector.page.keyboard.type(day.replaceAll('-', ''));
    await dialog.getByLabel('Anteckning').fill('Semester');
    await dialog.getByTestId('absence-save').click();
    await dialog.waitFor({ state: 'detached' });
    const absence = section.getByTestId('absence').filter({ hasText: day });
    await absence.waitFor();
    expect(await absence.innerText()).toContain('Semester');

    // The customer's calendar now shows every time of the day taken, and names nobody.
    await openTheDay();
    expect(await freeSlots.count()).toBe(0);
    expect(await customer.locator('body').innerText()).not.toContain(DEMO.user.name);

    // Deleted after asking, the day is bookable again.
    await absence.getByRole('button', { name: /Ta bort frånvaron/ }).click();
    await inspector.page
      .getByTestId('absence-remove-dialog')
      .getByRole('button', { name: 'Ta bort' })
      .click();
    await absence.waitFor({ state: 'detached' });
    await openTheDay();
    expect(await freeSlots.count()).toBeGreaterThan(0);

    // A booking of a free time that day goes to the inspector who is there; accepting it offers her.
    const slot = (
      await callApi<Calendar>(owner.token, 'GET', `/${tenant}/v1/vb/public/calendar?from=${day}&to=${day}`)
    ).days[0]!.slots.find((one) => one.free)!;
    const orderType = page.orderTypes.find((type) => type.inspectionTypes.length > 0)!;
    const stamp = Date.now();
    const receipt = await callApi<{ number: string }>(owner.token, 'POST', `/${tenant}/v1/vb/public/order`, {
      orderTypeId: orderType.id,
      types: [orderType.inspectionTypes[0]!.id],
      preferredDate: day,
      preferredTime: slot.start,
      customer: {
        type: 'person',
        firstName: 'Tora',
        lastName: `Tid${stamp}`,
        email: `tora.${stamp}@example.se`,
      },
      object: { address: { address: 'Kungsgatan 3', postalCode: '90326', city: 'Umeå' } },
      privacyAccepted: true,
    });
    const found = await callApi<{ items: { id: string; number: string }[] }>(
      owner.token,
      'POST',
      `/${tenant}/v1/vb/admin/order/search`,
      { text: receipt.number },
    );
    const orderId = found.items.find((item) => item.number === receipt.number)!.id;
    await owner.page.goto(`${baseUrl()}/main/${tenant}/order/${orderId}`);
    const order = owner.page.getByTestId('order-view');
    await expect.poll(() => order.innerText()).toContain('Besiktningsman vid bokningen');
    expect(await order.innerText()).toContain(DEMO.user.name);
    await owner.page.getByTestId('order-accept').click();
    const accept = owner.page.getByTestId('accept-order-dialog');
    await accept.waitFor();
    await expect
      .poll(() => accept.getByRole('combobox', { name: /Besiktningsman/ }).innerText())
      .toContain(DEMO.user.name);
    await accept.getByRole('button', { name: 'Avbryt' }).click();
    // Rejected, the order gives its time back.
    await callApi(owner.token, 'PUT', `/${tenant}/v1/vb/admin/order/${orderId}?accept=false`, {});
    expect([...owner.errors, ...inspector.errors]).toEqual([]);
  });
});

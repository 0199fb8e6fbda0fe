import { describe, expect, it } from 'vitest';
import { zoneToday } from '@syna/contracts/time-zone';
import { baseUrl, callApi, DEMO } from '../support/browser.ts';
import { chooseStatusForAll } from '../support/assignment-list.ts';
import { useSignedIn } from '../support/signed-in.ts';

const { tenant, signedIn } = useSignedIn();

interface Named {
  id: string;
  name: string;
}

/** A day `days` after today in Sweden; ten by default: an inspection still to come. */
const comingDay = (days = 10) => zoneToday(new Date(Date.now() + days * 86_400_000));

/** What the page shows once the server has answered: a loaded machine may take a few seconds. */
const eventually = <Value>(read: () => Promise<Value>) => expect.poll(read, { timeout: 15_000 });

/** A new assignment of the demo firm, in its status of the step new, of its first type. */
async function newAssignment(
  token: string,
  values: { littera?: string; date?: string } = {},
): Promise<Named & { number: string; status: Named }> {
  const statuses = await callApi<{ items: (Named & { category: string })[] }>(
    token,
    'GET',
    `/${tenant}/v1/inspections/statuses`,
  );
  const fresh = statuses.items.find((status) => status.category === 'new')!;
  const types = await callApi<{ items: Named[] }>(token, 'GET', `/${tenant}/v1/inspections/types`);
  return callApi(token, 'POST', `/${tenant}/v1/vb/admin/inspections`, {
    typeId: types.items[0]!.id,
    statusId: fresh.id,
    ...values,
  });
}

describe('the status course of an assignment', () => {
  it('books a new assignment given an inspector and a date, and asks before marking it performed early', async () => {
    const { page, token, errors } = await signedIn(DEMO.admin);
    // A new assignment of the demo firm, in its status Ny, without inspector or date.
    const assignment = await newAssignment(token);

    await page.goto(`${baseUrl()}/main/${tenant}/inspections/${assignment.id}`);
    const status = page.getByTestId('inspection-status');
    await expect.poll(() => status.textContent()).toBe(assignment.status.name);

    // The inspector and the day, set in the assignment's form: it is booked.
    await page.getByTestId('inspection-edit').click();
    const form = page.getByTestId('inspection-edit-form');
    await form.getByRole('combobox', { name: /Besiktningsman/ }).click();
    await page.getByRole('option', { name: DEMO.user.name }).click();
    const day = comingDay();
    await form.getByRole('group', { name: 'Datum' }).getByRole('spinbutton').first().click();
    await page.keyboard.type(day.replaceAll('-', ''));
    await form.getByRole('button', { name: 'Spara' }).click();
    await form.waitFor({ state: 'detached' });
    await expect.poll(() => status.textContent()).toBe('Bokad');

    // Performed ten days early: the question names the day; confirmed, the status is set.
    await status.click();
    // The firm's own Utförd, not one another test named "Utförd …".
    await page.getByRole('menuitem', { name: /^Utförd(?! \d)/ }).click();
    const dialog = page.getByTestId('performed-early-dialog');
    const spoken = new Intl.DateTimeFormat('sv-SE', {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    })
      .format(new Date(`${day}T12:00:00Z`))
      // "10 dec." ends the sentence with its own dot.
      .replace(/\.$/, '');
    await expect
      .poll(() => dialog.textContent())
      .toContain(`Besiktningen är planerad till ${spoken}. Markera som utförd ändå?`);
    await dialog.getByRole('button', { name: 'Markera som utförd' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => status.textContent()).toBe('Utförd');
    expect(errors).toEqual([]);
  }, 120_000);

  it('keeps an automatic move switched off on the statuses’ page after a reload', async () => {
    const { page, token, errors } = await signedIn(DEMO.admin, '/admin/inspection-status');
    const moves = page.getByTestId('status-moves');
    const reported = moves.getByRole('switch', { name: 'Protokoll utfärdat → Rapporterad' });
    try {
      await eventually(() => reported.isChecked()).toBe(true);
      await reported.click();
      await eventually(() => reported.isChecked()).toBe(false);
      await page.getByTestId('snackbar').getByText('De automatiska statusbytena är sparade').waitFor();
      await page.reload();
      await eventually(() => reported.isEnabled()).toBe(true);
      expect(await reported.isChecked()).toBe(false);
      expect(
        await moves.getByRole('switch', { name: 'Besiktningsman och datum satta → Bokad' }).isChecked(),
      ).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      // Reports issued in other tests move their assignments as the firm has it by default.
      await callApi(token, 'PUT', `/${tenant}/v1/vb/admin/settings`, { 'status.auto.reported': true });
    }
  }, 60_000);

  it('asks once, naming them, before marking several assignments performed before their days', async () => {
    const { page, token, errors } = await signedIn(DEMO.admin);
    const littera = `Tidig ${Date.now()}`;
    const later = await newAssignment(token, { littera, date: comingDay(4) });
    const past = await newAssignment(token, { littera, date: comingDay(-2) });
    const alsoLater = await newAssignment(token, { littera, date: comingDay(9) });

    // The firm's own Utförd, not one another test named "Utförd …".
    const { rows, dialog } = await chooseStatusForAll(page, tenant, {
      text: littera,
      count: 3,
      status: 'Utförd',
    });
    await dialog.getByRole('button', { name: 'Ändra 3 uppdrag' }).click();

    // One question, naming the two planned for later days; nothing has changed meanwhile.
    const question = page.getByTestId('bulk-performed-early-dialog');
    await eventually(() => question.textContent()).toContain(
      `Besiktningarna av ${later.number}, ${alsoLater.number} är planerade till senare dagar.`,
    );
    expect(await question.textContent()).not.toContain(past.number);
    expect(await rows.filter({ hasText: 'Utförd' }).count()).toBe(0);
    await question.getByRole('button', { name: 'Markera som utförda' }).click();

    await page.getByTestId('snackbar').getByText('3 uppdrag ändrade').waitFor();
    await eventually(() => rows.filter({ hasText: 'Utförd' }).count()).toBe(3);
    expect(errors).toEqual([]);
  }, 120_000);
});

import { describe, expect, it } from 'vitest';
import { zoneToday } from '@syna/contracts/time-zone';
import { baseUrl, callApi, DEMO } from '../support/browser.ts';
import { useSignedIn } from '../support/signed-in.ts';

const { tenant, signedIn } = useSignedIn();

interface Named {
  id: string;
  name: string;
}

/** A day ten days from today in Sweden: an inspection still to come. */
const comingDay = () => zoneToday(new Date(Date.now() + 10 * 86_400_000));

describe('the status course of an assignment', () => {
  it('books a new assignment given an inspector and a date, and asks before marking it performed early', async () => {
    const { page, token, errors } = await signedIn(DEMO.admin);
    // A new assignment of the demo firm, in its status Ny, without inspector or date.
    const statuses = await callApi<{ items: (Named & { category: string })[] }>(
      token,
      'GET',
      `/${tenant}/v1/inspections/statuses`,
    );
    const fresh = statuses.items.find((status) => status.category === 'new')!;
    const types = await callApi<{ items: Named[] }>(token, 'GET', `/${tenant}/v1/inspections/types`);
    const assignment = await callApi<Named>(token, 'POST', `/${tenant}/v1/vb/admin/inspections`, {
      typeId: types.items[0]!.id,
      statusId: fresh.id,
    });

    await page.goto(`${baseUrl()}/main/${tenant}/inspections/${assignment.id}`);
    const status = page.getByTestId('inspection-status');
    await expect.poll(() => status.textContent()).toBe(fresh.name);

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
});

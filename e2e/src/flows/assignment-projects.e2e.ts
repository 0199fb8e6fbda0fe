import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { accessToken, baseUrl, callApi, DEMO } from '../support/browser.ts';
import { chooseStatusForAll } from '../support/assignment-list.ts';
import { useSignedIn } from '../support/signed-in.ts';

const { tenant, signedIn } = useSignedIn();

/** What the page shows once the server has answered: a loaded machine may take a few seconds. */
const eventually = <Value>(read: () => Promise<Value>) => expect.poll(read, { timeout: 15_000 });

/** Picks `option` in the select (MUI's listbox) that a test id names. */
async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).getByRole('combobox').click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('assignments and projects', () => {
  it(
    'moves an assignment into a project and out, creates one from the project, and changes several from the list at once',
    { timeout: 180_000 },
    async () => {
      const stamp = Date.now();
      const customerName = `Brf Tegsbacken ${stamp}`;
      const projectName = `Kv. Tegsbacken ${stamp}`;
      const estateName = `Tegsbacken 2:${stamp % 1000}`;
      const typeName = `Stamkontroll ${stamp}`;
      const statusName = `Bokad ${stamp}`;
      const littera = `Trapphus${stamp}`;

      // The office has a customer, a type, a status, a project with an estate and three assignments.
      const admin = await signedIn(DEMO.admin);
      const token = admin.token;
      const customer = await callApi<{ id: string }>(token, 'POST', `/${tenant}/v1/contact`, {
        type: 'company',
        companyName: customerName,
      });
      const type = await callApi<{ id: string }>(token, 'POST', `/${tenant}/v1/inspections/types`, {
        name: typeName,
      });
      await callApi(token, 'POST', `/${tenant}/v1/inspections/statuses`, { name: statusName });
      const project = await callApi<{ id: string }>(token, 'POST', `/${tenant}/v1/inspections/projects`, {
        name: projectName,
        customerId: customer.id,
      });
      await callApi(token, 'POST', `/${tenant}/v1/inspections/projects/${project.id}/estates`, {
        name: estateName,
        address: { address: 'Tegsbacksvägen 14', postalCode: '903 27', city: 'Umeå', country: 'SE' },
      });
      const assignments: { id: string; number: string }[] = [];
      for (const letter of ['A', 'B', 'C']) {
        assignments.push(
          await callApi(token, 'POST', `/${tenant}/v1/vb/admin/inspections`, {
            typeId: type.id,
            littera: `${littera} ${letter}`,
          }),
        );
      }
      await admin.context.close();

      const { page, errors } = await signedIn(DEMO.user);
      const placement = page.getByTestId('inspection-project');

      // Into the project's estate from the assignment, picked by searching the project's name.
      const first = assignments[0]!;
      await page.goto(`${baseUrl()}/main/${tenant}/inspections/${first.id}`);
      await eventually(() => placement.textContent()).toContain('Ingår inte i något projekt');
      await placement.getByRole('button', { name: 'Lägg i projekt' }).click();
      const picker = page.getByTestId('project-picker');
      await picker.getByRole('combobox', { name: 'Projekt' }).fill(String(stamp));
      await page.getByRole('option', { name: new RegExp(projectName) }).click();
      await choose(page, 'project-picker-estate', estateName);
      await page.getByTestId('project-picker-save').click();
      await eventually(() => placement.textContent()).toContain(
        `Projekt: ${projectName} · Fastighet: ${estateName}`,
      );

      // The project lists it under the estate; taken out there, after a confirmation.
      await placement.getByRole('link', { name: projectName }).click();
      const estate = page.getByTestId('estate').filter({ hasText: estateName });
      await estate.getByTestId('project-inspection').filter({ hasText: first.number }).waitFor();
      await estate
        .getByRole('button', { name: new RegExp(`^Ta ut uppdrag ${first.number} .* ur projektet$`) })
        .click();
      await page.getByTestId('project-take-out').getByRole('button', { name: 'Ta ut ur projektet' }).click();
      await eventually(() => estate.getByTestId('project-inspection').count()).toBe(0);
      await eventually(() => estate.textContent()).toContain('Inga uppdrag på fastigheten ännu.');

      // A new assignment from the estate: the project's customer and the estate's address filled in.
      await estate.getByRole('link', { name: `Nytt uppdrag på ${estateName}` }).click();
      const form = page.getByTestId('inspection-create-form');
      await eventually(() => page.getByTestId('inspection-create-project').textContent()).toBe(
        `Uppdraget skapas i projektet ${projectName}, fastighet ${estateName}.`,
      );
      expect(await form.getByRole('combobox', { name: 'Kund' }).inputValue()).toBe(customerName);
      expect(await form.getByLabel('Gatuadress').first().inputValue()).toBe('Tegsbacksvägen 14');
      await form.getByLabel('Uppdragstyp').click();
      await page.getByRole('option', { name: typeName }).click();
      await form.getByRole('button', { name: 'Skapa uppdrag' }).click();
      await page.waitForURL((url) => url.pathname.startsWith(`/main/${tenant}/projects/${project.id}/`));
      await eventually(() => placement.textContent()).toContain(
        `Projekt: ${projectName} · Fastighet: ${estateName}`,
      );
      const createdId = new URL(page.url()).pathname.split('/').pop()!;

      // Out of the project from the assignment itself: the page becomes the plain assignment view.
      await placement.getByRole('button', { name: 'Ta ut ur projektet' }).click();
      await page.getByTestId('project-take-out').getByRole('button', { name: 'Ta ut ur projektet' }).click();
      await page.waitForURL((url) => url.pathname === `/main/${tenant}/inspections/${createdId}`);
      await eventually(() => placement.textContent()).toContain('Ingår inte i något projekt');

      // The list: all three chosen with the page's checkbox, a new status for all at once.
      const { rows, bar, dialog } = await chooseStatusForAll(page, tenant, {
        text: littera,
        count: 3,
        status: statusName,
      });
      expect(await bar.getByTestId('bulk-count').textContent()).toBe('3 uppdrag valda');
      await dialog.getByRole('button', { name: 'Ändra 3 uppdrag' }).click();
      await dialog.waitFor({ state: 'detached' });
      await eventually(() => rows.filter({ hasText: statusName }).count()).toBe(3);
      expect(await bar.count()).toBe(0);

      // Two of them chosen with the keyboard, and given an inspector.
      for (const assignment of assignments.slice(0, 2)) {
        await page.getByRole('checkbox', { name: `Välj uppdrag ${assignment.number}` }).focus();
        await page.keyboard.press('Space');
      }
      await eventually(() => bar.getByTestId('bulk-count').textContent()).toBe('2 uppdrag valda');
      await bar.getByRole('button', { name: 'Ändra besiktningsman' }).click();
      await choose(page, 'bulk-change-value', DEMO.owner.name);
      await dialog.getByRole('button', { name: 'Ändra 2 uppdrag' }).click();
      await dialog.waitFor({ state: 'detached' });
      await eventually(() => rows.filter({ hasText: DEMO.owner.name }).count()).toBe(2);
      const third = rows.filter({ hasText: assignments[2]!.number });
      expect(await third.textContent()).not.toContain(DEMO.owner.name);
      expect(errors).toEqual([]);
    },
  );

  it(
    'pages through the projects on the admin overview, the next page read after the one before',
    { timeout: 120_000 },
    async () => {
      const stamp = Date.now();
      const { page, context, errors } = await signedIn(DEMO.admin);
      const token = await accessToken(context);
      // One project more than a page of ten, made one after the other: the first made comes last.
      for (let index = 1; index <= 11; index++) {
        await callApi(token, 'POST', `/${tenant}/v1/inspections/projects`, {
          name: `Kv. Bläddra ${stamp} nr ${index}`,
        });
      }
      const searches: Record<string, unknown>[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/projects/search')) searches.push(request.postDataJSON());
      });

      await page.goto(`${baseUrl()}/main/${tenant}/admin`);
      const panel = page.getByTestId('projects-panel');
      await panel.getByRole('searchbox', { name: 'Sök projekt' }).fill(String(stamp));
      const rows = panel.getByTestId('project-row');
      // The first page of this search, not the unfiltered list still shown while it loads.
      await panel.getByText('1–10 av 11').waitFor();
      expect(await rows.count()).toBe(10);
      expect(await rows.first().textContent()).toContain(`Kv. Bläddra ${stamp} nr 11`);

      await panel.getByRole('button', { name: /nästa sida/i }).click();
      await eventually(() => rows.allTextContents()).toEqual([
        expect.stringContaining(`Kv. Bläddra ${stamp} nr 1`),
      ]);
      // The second page was asked for by the first one's cursor, not by counting past it.
      expect(searches.at(-1)).toMatchObject({ page: 2, cursor: expect.any(String) });
      expect(errors).toEqual([]);
    },
  );
});

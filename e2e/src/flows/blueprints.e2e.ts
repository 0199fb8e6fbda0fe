import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Blueprint } from '@syna/contracts/blueprints';
import { blueprintEndpoints } from '@syna/contracts/endpoints/blueprints';
import { endpointUrl } from '@syna/contracts/endpoints/endpoint-url';
import { inspectionTypeEndpoints } from '@syna/contracts/endpoints/lookups';
import { baseUrl, callApi, DEMO } from '../support/browser.ts';
import { useSignedIn } from '../support/signed-in.ts';

const { tenant, params, signedIn } = useSignedIn();

/** An input by its whole label; a required one's label ends in an asterisk. */
const labelled = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
const objectNames = (page: Page) =>
  page
    .getByTestId('blueprint-object-name')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

describe('an administrator builds an inspection blueprint', () => {
  it(
    'with two objects and a graded template remark, and creates an assignment from it that has them',
    { timeout: 180_000 },
    async () => {
      const { page, errors, token } = await signedIn(DEMO.admin);
      const stamp = Date.now();
      const typeName = `Överlåtelse ${stamp}`;
      const name = `Villa standard ${stamp}`;
      await callApi(token, 'POST', endpointUrl(inspectionTypeEndpoints.create, { params }), {
        name: typeName,
      });

      await page.goto(`${baseUrl()}/main/${tenant}/admin`);
      await page.getByTestId('admin-area-link-inspectionTemplate').press('Enter');
      await page.getByRole('heading', { name: 'Uppdragsmallar', level: 1 }).waitFor();
      await page.getByTestId('blueprint-create').click();
      await page.getByRole('heading', { name: 'Ny uppdragsmall', level: 1 }).waitFor();

      // Saving an empty blueprint is refused at its fields, and nothing is created.
      await page.getByTestId('blueprint-add-object').click();
      await page.getByTestId('blueprint-save').click();
      await page.getByText('Ange ett namn').first().waitFor();
      expect(await page.getByTestId('blueprint-name-sv').getAttribute('aria-invalid')).toBe('true');

      await page.getByTestId('blueprint-name-sv').fill(name);
      await labelled(page, 'Uppdragstyp').click();
      await page.getByRole('option', { name: typeName, exact: true }).click();
      const house = page.getByTestId('blueprint-object').first();
      await house.getByTestId('blueprint-object-name').fill('Bostadshus');
      await house.getByTestId('blueprint-add-remark').click();
      await house.getByTestId('blueprint-remark-title').fill('Fuktfläck i källaren');
      await house.getByTestId('blueprint-remark-text').fill('Mät fuktkvoten vid golvbrunnen.');
      await house.getByRole('radio', { name: 'Fel', exact: true }).click();
      await page.getByTestId('blueprint-add-object').click();
      const garage = page.getByTestId('blueprint-object').nth(1);
      await garage.getByTestId('blueprint-object-name').fill('Garage');

      // Reorder from the keyboard: the garage up, then back down.
      await garage.getByRole('button', { name: 'Flytta upp Garage' }).press('Enter');
      await page.getByText('Garage flyttades till plats 1 av 2').waitFor({ state: 'attached' });
      expect(await objectNames(page)).toEqual(['Garage', 'Bostadshus']);
      await page.getByRole('button', { name: 'Flytta ned Garage' }).press('Enter');
      expect(await objectNames(page)).toEqual(['Bostadshus', 'Garage']);

      await page.getByTestId('blueprint-save').click();
      await page.waitForURL(/\/admin\/inspection-template\/[0-9a-f-]{36}$/);
      await page.getByText('Uppdragsmallen skapades').waitFor();
      const id = page.url().split('/').pop()!;
      const stored = await callApi<Blueprint>(
        token,
        'GET',
        endpointUrl(blueprintEndpoints.get, { params: { tenant, id } }),
      );
      expect(stored).toMatchObject({
        name: { sv: name },
        typeName,
        objects: [
          {
            name: 'Bostadshus',
            remarks: [{ title: 'Fuktfläck i källaren', text: 'Mät fuktkvoten vid golvbrunnen.' }],
          },
          { name: 'Garage', remarks: [] },
        ],
      });

      // Unsaved changes survive a reload, with a notice and a way to discard them.
      const nameInput = page.getByTestId('blueprint-name-sv');
      const changed = `${name} ändrad`;
      await nameInput.fill(changed);
      await page.reload();
      await page.getByTestId('blueprint-draft-restored').waitFor();
      expect(await nameInput.inputValue()).toBe(changed);
      await page.getByTestId('blueprint-draft-discard').press('Enter');
      await page.getByTestId('blueprint-draft-restored').waitFor({ state: 'detached' });
      expect(await nameInput.inputValue()).toBe(name);
      await page.reload();
      await page.getByTestId('blueprint-editor').waitFor();
      expect(await page.getByTestId('blueprint-draft-restored').count()).toBe(0);

      // Leaving with unsaved changes asks first; staying keeps them.
      await nameInput.fill(changed);
      const crumbs = page.getByRole('navigation', { name: 'Sökväg' });
      await crumbs.getByRole('link', { name: 'Uppdragsmallar', exact: true }).click();
      const leave = page.getByTestId('blueprint-leave-dialog');
      await leave.getByText('Lämna utan att spara?').waitFor();
      await leave.getByRole('button', { name: 'Avbryt' }).press('Enter');
      await leave.waitFor({ state: 'detached' });
      expect(page.url()).toMatch(new RegExp(`${id}$`));
      expect(await nameInput.inputValue()).toBe(changed);
      await crumbs.getByRole('link', { name: 'Uppdragsmallar', exact: true }).click();
      await leave.getByRole('button', { name: 'Lämna sidan' }).click();
      await page.getByRole('heading', { name: 'Uppdragsmallar', level: 1 }).waitFor();

      // The new-assignment form offers it; choosing it sets the inspection type.
      await page.goto(`${baseUrl()}/main/${tenant}/inspections/create`);
      const form = page.getByTestId('inspection-create-form');
      await labelled(form, 'Uppdragsmall').click();
      await page.getByRole('option', { name, exact: true }).click();
      await expect.poll(() => labelled(form, 'Uppdragstyp').textContent()).toContain(typeName);
      await form.getByRole('button', { name: 'Skapa uppdrag' }).click();
      await page.getByTestId('inspection-view').waitFor();

      await page.getByTestId('inspection-tab-objects').click();
      const cards = page.getByTestId('object-card');
      await cards.first().waitFor();
      expect(await cards.count()).toBe(2);
      await cards.nth(0).getByText('Bostadshus').first().waitFor();
      await cards.nth(1).getByText('Garage').first().waitFor();
      const remark = page.getByTestId('remark-card').filter({ hasText: 'Fuktfläck i källaren' });
      await remark.waitFor();
      await remark.getByTestId('remark-grade').filter({ hasText: 'Fel' }).waitFor();
      expect(errors).toEqual([]);
    },
  );
});

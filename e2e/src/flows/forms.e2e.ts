import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Form } from '@syna/contracts/forms';
import { formEndpoints } from '@syna/contracts/endpoints/forms';
import { recordFormEndpoints } from '@syna/contracts/endpoints/record-forms';
import type { RecordForm } from '@syna/contracts/form-records';
import { endpointUrl } from '@syna/contracts/endpoints/endpoint-url';
import { FORM_DATA_TYPES } from '@syna/contracts/form-fields';
import { baseUrl, callApi, DEMO } from '../support/browser.ts';
import { customerWithAssignment } from '../support/customer-assignment.ts';
import { useSignedIn } from '../support/signed-in.ts';

const { tenant, signedIn } = useSignedIn();

/** An input by its whole label; a required one's label ends in an asterisk. */
const labelled = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
const cards = (page: Page) => page.getByTestId('form-field-card');
const card = (page: Page, label: string) =>
  cards(page).filter({ has: page.getByRole('heading', { name: label }) });
/** The field titles in their order, without their numbers ("2. Byggnadsår" → "Byggnadsår"). */
const titles = async (page: Page) =>
  (await cards(page).getByRole('heading', { level: 3 }).allTextContents()).map((title) =>
    title.replace(/^\d+\.\s*/, ''),
  );

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await labelled(scope, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Drags one element onto another with the mouse, in steps, as a person would. */
async function dragOnto(page: Page, source: Locator, target: Locator) {
  await source.scrollIntoViewIfNeeded();
  const from = (await source.boundingBox())!;
  await page.mouse.move(from.x + 20, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 30, from.y + from.height / 2 + 10, { steps: 5 });
  await target.scrollIntoViewIfNeeded();
  const to = (await target.boundingBox())!;
  await page.mouse.move(to.x + 20, to.y + to.height / 2, { steps: 10 });
  await page.mouse.up();
}

/** Adds a field at the end: its label, then its data type. */
async function addField(page: Page, label: string, type: string): Promise<Locator> {
  await page.getByTestId('form-field-add').click();
  const last = cards(page).last();
  await labelled(last, 'Etikett').first().fill(label);
  if (type !== 'Text') await choose(page, last, 'Datatyp', type);
  return card(page, label);
}

describe('an administrator builds an input form', () => {
  it(
    'with all nine data types, reorders, sees the field error and the preview, and finds it saved',
    { timeout: 180_000 },
    async () => {
      const { page, errors, token } = await signedIn(DEMO.admin);
      const name = `Fastighetsuppgifter ${Date.now()}`;

      await page.goto(`${baseUrl()}/main/${tenant}/admin`);
      await page.getByTestId('admin-area-link-form').press('Enter');
      await page.getByRole('heading', { name: 'Inmatningsformulär', level: 1 }).waitFor();
      await page.getByTestId('form-create').click();
      await page.getByRole('heading', { name: 'Nytt formulär', level: 1 }).waitFor();

      await labelled(page, 'Namn').fill(name);
      // The key follows the name while the form is new.
      expect(await labelled(page, 'Nyckel').first().inputValue()).toBe(name.toLowerCase().replace(' ', '_'));

      await addField(page, 'Beskrivning', 'Text');
      const year = await addField(page, 'Byggnadsår', 'Heltal');
      expect(await labelled(year, 'Nyckel').inputValue()).toBe('byggnadsar');
      await year.getByLabel('Minsta värde').fill('2100');
      await year.getByLabel('Största värde').fill('1800');
      await addField(page, 'Radonhalt', 'Decimaltal');
      await addField(page, 'Källare', 'Ja/nej');
      await addField(page, 'Besiktningsdatum', 'Datum');
      await addField(page, 'Ankomst', 'Datum och tid');
      const heating = await addField(page, 'Uppvärmning', 'Ett val');
      await heating.getByLabel('Text (Val 1)').fill('Fjärrvärme');
      await heating.getByRole('button', { name: 'Lägg till val' }).click();
      await heating.getByLabel('Text (Val 2)').fill('Bergvärme');
      const roof = await addField(page, 'Takmaterial', 'Flera val');
      await roof.getByLabel('Text (Val 1)').fill('Plåt');
      const balconies = await addField(page, 'Balkonger', 'Tabell');
      const column = balconies.getByTestId('form-column');
      await labelled(column, 'Etikett').fill('Bredd');
      await choose(page, column, 'Datatyp', 'Decimaltal');
      await year.getByLabel('Obligatoriskt').check();

      // A largest value below the smallest is refused at its input, and nothing is created.
      await page.getByTestId('form-save').click();
      const max = year.getByLabel('Största värde');
      await year.getByText('Största värdet får inte vara mindre än minsta värdet').waitFor();
      expect(await max.getAttribute('aria-invalid')).toBe('true');
      await year.getByLabel('Minsta värde').fill('1800');
      await max.fill('2100');

      // Reorder from the keyboard, and by dragging a field's head onto another.
      await year.getByRole('button', { name: 'Flytta upp Byggnadsår' }).press('Enter');
      await page.getByText('Byggnadsår flyttades till plats 1 av 9').waitFor({ state: 'attached' });
      await dragOnto(
        page,
        balconies.getByTestId('form-field-handle'),
        card(page, 'Radonhalt').getByTestId('form-field-handle'),
      );
      const order = [
        'Byggnadsår',
        'Beskrivning',
        'Balkonger',
        'Radonhalt',
        'Källare',
        'Besiktningsdatum',
        'Ankomst',
        'Uppvärmning',
        'Takmaterial',
      ];
      expect(await titles(page)).toEqual(order);

      await page.getByTestId('form-save').click();
      await page.waitForURL(/\/admin\/form\/[0-9a-f-]{36}$/);
      await page.getByText('Formuläret skapades').waitFor();
      const id = page.url().split('/').pop()!;

      // A second save after another reorder is sent, and makes a new version.
      await card(page, 'Beskrivning').getByRole('button', { name: 'Flytta ned Beskrivning' }).click();
      order.splice(1, 2, 'Balkonger', 'Beskrivning');
      const saved = page.waitForResponse(
        (response) => response.request().method() === 'PUT' && response.url().endsWith(id),
      );
      await page.getByTestId('form-save').click();
      expect((await saved).status()).toBe(200);
      await page.getByText('Formuläret sparades').waitFor();

      const url = endpointUrl(formEndpoints.get, { params: { tenant, id } });
      const stored = await callApi<Form>(token, 'GET', url);
      expect(stored.version).toBe(2);
      // The building year and the table were moved to the top; the others keep the order they were added in.
      const moved = ['INTEGER', 'TABLE'];
      expect(stored.fields.map((field) => field.type)).toEqual([
        ...moved,
        ...FORM_DATA_TYPES.filter((type) => !moved.includes(type)),
      ]);
      expect(stored.fields[0]).toMatchObject({ key: 'byggnadsar', required: true, min: 1800, max: 2100 });

      // Unsaved changes survive a layout switch and a reload; saved keys cannot change.
      await page.reload();
      await cards(page).first().waitFor();
      expect(await titles(page)).toEqual(order);
      expect(await card(page, 'Byggnadsår').getByLabel('Nyckel', { exact: true }).isDisabled()).toBe(true);
      await card(page, 'Beskrivning').getByLabel('Hjälptext', { exact: true }).fill('Kort om huset');
      await page.setViewportSize({ width: 360, height: 740 });
      await page.setViewportSize({ width: 1366, height: 900 });
      expect(await card(page, 'Beskrivning').getByLabel('Hjälptext', { exact: true }).inputValue()).toBe(
        'Kort om huset',
      );
      await page.reload();
      await page.getByTestId('form-draft-restored').waitFor();
      await cards(page).first().waitFor();
      expect(await card(page, 'Beskrivning').getByLabel('Hjälptext', { exact: true }).inputValue()).toBe(
        'Kort om huset',
      );

      // The preview shows the form as the inspector will, checked by the same rules.
      await page.getByTestId('form-tab-preview').click();
      const preview = page.getByTestId('form-preview');
      await preview.getByLabel('Byggnadsår').fill('1700');
      await preview.getByText('Kort om huset').waitFor();
      await preview.getByRole('radio', { name: 'Ja' }).waitFor();
      await preview.getByRole('checkbox', { name: 'Plåt' }).waitFor();
      await preview.getByRole('button', { name: 'Lägg till rad' }).click();
      await preview.getByLabel('Bredd').fill('1,5');
      await page.getByTestId('form-preview-check').click();
      await preview.getByText('Minst 1800').waitFor();
      await preview.getByLabel('Byggnadsår').fill('1975');
      await preview.getByText('Värdena är giltiga.').waitFor();

      await page.getByRole('tab', { name: 'Redigera' }).click();
      await page.getByTestId('form-save').click();
      await page.getByText('Formuläret sparades').waitFor();
      await page.goto(`${baseUrl()}/main/${tenant}/admin/form`);
      const row = page.getByTestId('form-row').filter({ hasText: name });
      await row.getByText('Uppdrag · Fält: 9 · Version 3').waitFor();
      expect(errors).toEqual([]);
    },
  );
});

describe('an inspector fills in an input form on an assignment', () => {
  it(
    'is refused a required field left empty, saves the values and finds them after a reload',
    { timeout: 120_000 },
    async () => {
      const admin = await signedIn(DEMO.admin);
      const stamp = Date.now();
      const label = (sv: string) => ({ sv, en: null });
      const key = `protokoll_${stamp}`;
      const url = endpointUrl(formEndpoints.list, { params: { tenant }, query: {} });
      const fields = [
        { key: 'byggnadsar', label: label('Byggnadsår'), type: 'INTEGER', required: true, min: 1800 },
        {
          key: 'uppvarmning',
          label: label('Uppvärmning'),
          type: 'SINGLE',
          choices: [
            { key: 'fjarr', label: label('Fjärrvärme') },
            { key: 'berg', label: label('Bergvärme') },
          ],
        },
        { key: 'ankomst', label: label('Ankomst'), type: 'DATETIME' },
        {
          key: 'balkonger',
          label: label('Balkonger'),
          type: 'TABLE',
          columns: [{ key: 'bredd', label: label('Bredd'), type: 'DECIMAL', decimals: 1 }],
        },
      ];
      const created = await callApi<Form>(admin.token, 'POST', url, {
        key,
        name: label(`Protokolluppgifter ${stamp}`),
        scope: 'INSPECTION',
        fields,
      });
      await admin.context.close();
      const { assignment } = await customerWithAssignment(admin.token, {
        firstName: 'Formulär',
        lastName: `Kund ${stamp}`,
        email: `formular.${stamp}@example.se`,
      });

      const { page, errors, token } = await signedIn(DEMO.user, `/inspections/${assignment.id}`);
      await page.getByTestId('inspection-tab-forms').click();
      const form = page.locator(`[data-testid="record-form"][data-key="${key}"]`);
      await form.waitFor();
      await form.getByTestId('record-form-save').click();
      await form.getByText('Fältet måste fyllas i').waitFor();
      expect(await form.getByLabel('Byggnadsår').getAttribute('aria-invalid')).toBe('true');

      await form.getByLabel('Byggnadsår').fill('1975');
      await form.getByLabel('Uppvärmning').click();
      await page.getByRole('option', { name: 'Bergvärme' }).click();
      // Date and time in Swedish form and Swedish time: 14:30 in May is 12:30 UTC.
      const arrival = form.getByRole('group', { name: 'Ankomst' });
      await arrival.getByRole('spinbutton').first().click();
      await page.keyboard.type('202605121430');
      await form.getByRole('button', { name: 'Lägg till rad' }).click();
      await form.getByLabel('Bredd').fill('1,5');
      await form.getByTestId('record-form-save').click();
      await page.getByText(`Protokolluppgifter ${stamp} sparades`).waitFor();

      await page.reload();
      await form.waitFor();
      expect(await form.getByLabel('Byggnadsår').inputValue()).toBe('1975');
      expect(await form.getByLabel('Bredd').inputValue()).toBe('1.5');
      await form.getByText('Bergvärme').waitFor();
      expect(await arrival.locator('input').inputValue()).toBe('2026-05-12 14:30');
      const stored = await callApi<{ items: RecordForm[] }>(
        token,
        'GET',
        endpointUrl(recordFormEndpoints.inspectionForms, { params: { tenant, id: assignment.id } }),
      );
      expect(stored.items.find((item) => item.form.key === key)?.stored?.values).toEqual({
        byggnadsar: 1975,
        uppvarmning: 'berg',
        ankomst: '2026-05-12T12:30:00.000Z',
        balkonger: [{ bredd: 1.5 }],
      });

      // A field removed from the form since keeps its value readable, as it was stored.
      await callApi(
        admin.token,
        'PUT',
        endpointUrl(formEndpoints.update, { params: { tenant, id: created.id } }),
        {
          fields: fields.filter((field) => field.key !== 'uppvarmning'),
          version: created.version,
        },
      );
      await page.reload();
      const removed = form.getByTestId('record-form-removed');
      await removed.waitFor();
      await removed.getByText('Bergvärme').waitFor();
      expect(errors).toEqual([]);

      // A form with values cannot be deleted: the administrator is offered archiving instead.
      const again = await signedIn(DEMO.admin, `/admin/form/${created.id}`);
      await again.page.getByTestId('form-delete').click();
      const dialog = again.page.getByTestId('delete-form-dialog');
      await dialog.getByRole('button', { name: 'Ta bort' }).click();
      await dialog.getByText('Formuläret har ifyllda värden').waitFor();
      await dialog.getByRole('button', { name: 'Arkivera i stället' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await again.page.getByText('Formuläret är arkiverat', { exact: false }).first().waitFor();
      expect(
        (
          await callApi<Form>(
            again.token,
            'GET',
            endpointUrl(formEndpoints.get, { params: { tenant, id: created.id } }),
          )
        ).archived,
      ).toBe(true);
      expect(again.errors).toEqual([]);
    },
  );
});

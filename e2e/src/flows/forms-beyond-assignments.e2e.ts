import { describe, expect, it } from 'vitest';
import { endpointUrl } from '@syna/contracts/endpoints/endpoint-url';
import { formEndpoints } from '@syna/contracts/endpoints/forms';
import { inspectionTypeEndpoints } from '@syna/contracts/endpoints/lookups';
import { orderTypeEndpoints } from '@syna/contracts/endpoints/orders';
import { projectEndpoints } from '@syna/contracts/endpoints/projects';
import type { FormFieldInput } from '@syna/contracts/form-fields';
import { baseUrl, callApi, collectPageErrors, DEMO } from '../support/browser.ts';
import { fillCustomerAndObject } from '../support/public-order.ts';
import { useSignedIn } from '../support/signed-in.ts';

const { browser, tenant, params, signedIn } = useSignedIn();

const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true } as const;

const QUESTIONS: FormFieldInput[] = [
  {
    key: 'byggnadsar',
    label: { sv: 'Byggnadsår' },
    type: 'INTEGER',
    required: true,
    min: 1600,
    max: 2100,
    help: { sv: 'Ungefär, om du inte vet exakt' },
  },
  {
    key: 'vatten_avlopp',
    label: { sv: 'Vatten och avlopp' },
    type: 'SINGLE',
    choices: [
      { key: 'kommunalt', label: { sv: 'Kommunalt' } },
      { key: 'enskilt', label: { sv: 'Enskild brunn och avlopp' } },
    ],
  },
  { key: 'pool', label: { sv: 'Finns det pool?' }, type: 'BOOLEAN' },
];

describe('an order type’s questions on the public order page', () => {
  it(
    'a customer answers the firm’s form, a required answer is asked for, and the office reads the answers on the order',
    { timeout: 120_000 },
    async () => {
      const stamp = Date.now();
      const office = await signedIn(DEMO.admin);
      // A hidden order type of its own, so that no other flow's customer meets its questions.
      const {
        items: [inspectionType],
      } = await callApi<{ items: { id: string }[] }>(
        office.token,
        'GET',
        endpointUrl(inspectionTypeEndpoints.list, { params, query: {} }),
      );
      const orderTypeName = `Köpa hus ${stamp}`;
      const orderType = await callApi<{ id: string }>(
        office.token,
        'POST',
        endpointUrl(orderTypeEndpoints.create, { params }),
        { name: orderTypeName, inspectionTypeIds: [inspectionType!.id], hidden: true },
      );
      await callApi(office.token, 'POST', endpointUrl(formEndpoints.create, { params }), {
        key: `om_kopet_${stamp}`,
        name: { sv: 'Om huset' },
        scope: 'ORDER',
        orderTypeIds: [orderType.id],
        fields: QUESTIONS,
      });

      const customerContext = await browser().newContext(PHONE);
      const customer = await customerContext.newPage();
      const customerErrors = collectPageErrors(customer);
      await customer.goto(`${baseUrl()}/web/${tenant}?hidden=true`);
      const option = customer.locator(`[data-testid="order-type-option"][data-id="${orderType.id}"]`);
      await option.click();
      const questions = customer.getByRole('region', { name: 'Om huset' });
      await questions.waitFor();
      expect(await questions.getByText('Ungefär, om du inte vet exakt').count()).toBe(1);

      const lastName = `Frågesson${stamp}`;
      await fillCustomerAndObject(customer, lastName, stamp);
      await customer.getByTestId('privacy-accepted').check();

      // The required building year left empty is asked for where it belongs, and nothing is sent.
      await customer.getByTestId('submit-order').click();
      const year = questions.getByRole('textbox', { name: /Byggnadsår/ });
      await expect.poll(() => questions.getByText('Fältet måste fyllas i').count()).toBe(1);
      expect(await year.getAttribute('aria-invalid')).toBe('true');
      expect(await customer.getByTestId('order-completed-header').count()).toBe(0);

      await year.fill('1974');
      await questions.getByRole('radio', { name: 'Enskild brunn och avlopp' }).check();
      await questions.getByRole('radio', { name: 'Ja' }).check();
      await customer.getByTestId('submit-order').click();
      await customer.getByTestId('order-completed-header').waitFor();
      const orderNumber = (await customer.getByTestId('order-number').textContent())!.match(/B\d{4}-\d+/)![0];
      expect(customerErrors).toEqual([]);
      await customerContext.close();

      // The office opens the order and reads the answers in the firm's form.
      await office.page.goto(`${baseUrl()}/main/${tenant}?view=inbox`);
      const row = office.page.locator(`[data-testid="order-inbox-row"][data-number="${orderNumber}"]`);
      await row.click();
      await office.page.getByTestId('order-view').waitFor();
      const answers = office.page.locator('[data-testid="record-form"]').filter({
        has: office.page.getByRole('heading', { name: 'Om huset' }),
      });
      await answers.waitFor();
      expect(await answers.textContent()).toContain('Besvarat av kunden på beställningssidan');
      expect(await answers.getByRole('textbox', { name: /Byggnadsår/ }).inputValue()).toBe('1974');
      expect(await answers.getByRole('combobox', { name: /Vatten och avlopp/ }).textContent()).toBe(
        'Enskild brunn och avlopp',
      );
      expect(await answers.getByRole('radio', { name: 'Ja' }).isChecked()).toBe(true);
      expect(office.errors).toEqual([]);
    },
  );
});

describe('a project’s and its estates’ input forms', () => {
  it(
    'an inspector fills in the project’s form and an estate’s, and finds them saved',
    { timeout: 120_000 },
    async () => {
      const stamp = Date.now();
      const admin = await signedIn(DEMO.admin);
      const form = (scope: 'PROJECT' | 'ESTATE', name: string, fields: FormFieldInput[]) =>
        callApi(admin.token, 'POST', endpointUrl(formEndpoints.create, { params }), {
          key: `${scope.toLowerCase()}_${stamp}`,
          name: { sv: name },
          scope,
          fields,
        });
      const project = await callApi<{ id: string }>(
        admin.token,
        'POST',
        endpointUrl(projectEndpoints.create, { params }),
        { name: `Brf Tallen ${stamp}` },
      );
      await callApi(
        admin.token,
        'POST',
        endpointUrl(projectEndpoints.addEstate, { params: { ...params, id: project.id } }),
        {
          name: 'Hus A',
          designation: 'Umeå Tallen 1:4',
        },
      );

      // Before the firm has an estate form, an estate card offers none.
      const { page, errors } = await signedIn(DEMO.user, `/projects/${project.id}`);
      const estate = page.getByTestId('estate').filter({ hasText: 'Hus A' });
      const answered = page.waitForResponse((response) => response.url().endsWith('/estates-forms'));
      await page.reload();
      expect((await answered).status()).toBe(200);
      await estate.waitFor();
      expect(await estate.getByRole('button', { name: /Visa formulär/ }).count()).toBe(0);

      await form('PROJECT', `Projektuppgifter ${stamp}`, [
        { key: 'bestallare', label: { sv: 'Beställarens referens' }, type: 'TEXT', required: true },
      ]);
      await form('ESTATE', `Fastighetsdata ${stamp}`, [
        { key: 'byggnadsar', label: { sv: 'Byggnadsår' }, type: 'INTEGER', min: 1600, max: 2100 },
      ]);
      await page.reload();
      const projectForm = page.locator('[data-testid="record-form"]').filter({
        has: page.getByRole('heading', { name: `Projektuppgifter ${stamp}` }),
      });
      // A required field left empty is refused with its message, and nothing is saved.
      await projectForm.getByTestId('record-form-save').click();
      await expect.poll(() => projectForm.getByText('Fältet måste fyllas i').count()).toBe(1);
      await projectForm.getByRole('textbox', { name: /Beställarens referens/ }).fill('Ref 2027-11');
      await projectForm.getByTestId('record-form-save').click();
      await expect.poll(() => projectForm.textContent()).toContain('Senast sparat av');

      await estate.getByRole('button', { name: 'Visa formulär för Hus A' }).click();
      const estateForm = estate.locator('[data-testid="record-form"]');
      await estateForm.getByRole('textbox', { name: /Byggnadsår/ }).fill('1962');
      await estateForm.getByTestId('record-form-save').click();
      await expect.poll(() => estateForm.textContent()).toContain('Senast sparat av');

      await page.reload();
      await projectForm.waitFor();
      expect(await projectForm.getByRole('textbox', { name: /Beställarens referens/ }).inputValue()).toBe(
        'Ref 2027-11',
      );
      await estate.getByRole('button', { name: 'Visa formulär för Hus A' }).click();
      expect(await estateForm.getByRole('textbox', { name: /Byggnadsår/ }).inputValue()).toBe('1962');
      expect(errors).toEqual([]);
    },
  );
});

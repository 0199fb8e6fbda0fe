import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { contactEndpoints } from '@syna/contracts/endpoints/contacts';
import { endpointUrl } from '@syna/contracts/endpoints/endpoint-url';
import { tenantEndpoints } from '@syna/contracts/endpoints/tenancy';
import type { Feature } from '@syna/contracts/initial-data';
import { apiRefusal, baseUrl, callApi, DEMO, mainMenuLink, waitForPath } from '../support/browser.ts';
import { useSignedIn } from '../support/signed-in.ts';

const { tenant, params, signedIn } = useSignedIn();

/** The address book's item of the top bar's main menu. */
const addressBookInMenu = (page: Page) => mainMenuLink(page, 'Adressbok');

describe('a feature switched off on the admin overview', () => {
  it('leaves the menu, its page leads to the dashboard and its calls answer 404, until switched on', async () => {
    const admin = await signedIn(DEMO.admin);
    const member = await signedIn(DEMO.user);
    const adminToken = admin.token;
    const features = await callApi<{ items: Feature[] }>(
      adminToken,
      'GET',
      endpointUrl(tenantEndpoints.features, { params }),
    );
    const contacts = features.items.find((feature) => feature.name === 'contacts')!;
    try {
      await expect.poll(() => addressBookInMenu(admin.page).count()).toBe(1);
      await admin.page.goto(`${baseUrl()}/main/${tenant}/admin`);
      const list = admin.page.getByTestId('admin-features');
      const toggle = list.getByRole('switch', { name: 'Funktionen Adressbok' });
      await toggle.click();
      // Switching off asks first; cancelling keeps the feature on.
      const dialog = admin.page.getByTestId('feature-off-dialog');
      await dialog.getByText('Stäng av Adressbok?').waitFor();
      await dialog.getByRole('button', { name: 'Avbryt' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await toggle.isChecked()).toBe(true);

      await toggle.click();
      await dialog.getByRole('button', { name: 'Stäng av' }).click();
      await admin.page.getByText('Adressbok är nu Inaktiv').waitFor();
      await expect.poll(() => toggle.isChecked()).toBe(false);
      // The administrator's own menu follows at once, without a reload.
      await expect.poll(() => addressBookInMenu(admin.page).count()).toBe(0);

      // A member finds it gone after a reload; its address leads to the dashboard.
      await member.page.reload();
      await member.page.getByTestId('dashboard').waitFor();
      await expect.poll(() => addressBookInMenu(member.page).count()).toBe(0);
      await member.page.goto(`${baseUrl()}/main/${tenant}/contact`);
      await waitForPath(member.page, `/main/${tenant}`);
      await member.page.getByTestId('dashboard').waitFor();
      // The server answers its calls as if they did not exist.
      const refused = await apiRefusal(
        member.token,
        'POST',
        endpointUrl(contactEndpoints.search, { params }),
        {},
      );
      expect(refused).toEqual({ status: 404, detail: 'Funktionen är inte aktiverad för organisationen' });

      await toggle.click();
      await admin.page.getByText('Adressbok är nu Aktiv').waitFor();
      await expect.poll(() => addressBookInMenu(admin.page).count()).toBe(1);
      expect([...admin.errors, ...member.errors]).toEqual([]);
    } finally {
      // Later flows of the run use the demo firm's address book.
      await callApi(
        adminToken,
        'PUT',
        endpointUrl(tenantEndpoints.switchFeature, { params: { ...params, id: contacts.id } }),
        {
          enabled: true,
        },
      );
    }
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fortnoxEndpoints } from '@syna/contracts/endpoints/accounting';
import { endpointUrl } from '@syna/contracts/endpoints/endpoint-url';
import { priceEndpoints } from '@syna/contracts/endpoints/prices';
import { tenantEndpoints } from '@syna/contracts/endpoints/tenancy';
import type { Feature } from '@syna/contracts/initial-data';
import { baseUrl, callApi, DEMO, waitForPath } from '../support/browser.ts';
import { customerWithAssignment } from '../support/customer-assignment.ts';
import { useSignedIn } from '../support/signed-in.ts';
import { INSPECTION_FEE_ROW } from '../../../apps/server/test/support/price-rows.ts';

const { tenant, params, signedIn } = useSignedIn();

/**
 * What the Fortnox page says of its connection: the state's heading, or the activation's error,
 * or else the address the browser is at (so a wait that runs out says where it stood).
 */
async function connectionShown(page: Page): Promise<string> {
  const failure = page.getByTestId('accounting-activation-error');
  if (await failure.isVisible()) return `Fel: ${await failure.innerText()}`;
  const state = page.getByTestId('accounting-state');
  if (await state.isVisible()) return (await state.innerText()).trim();
  return `Vid ${page.url()}`;
}

describe('invoicing in Fortnox', () => {
  it('an administrator switches Fortnox on, connects through its consent page and invoices a finished assignment', async () => {
    const admin = await signedIn(DEMO.admin);
    const { page, token } = admin;
    const features = await callApi<{ items: Feature[] }>(
      token,
      'GET',
      endpointUrl(tenantEndpoints.features, { params }),
    );
    const fortnox = features.items.find((feature) => feature.name === 'fortnox')!;
    try {
      // Switched on from the admin overview, Fortnox gets its page there.
      await page.goto(`${baseUrl()}/main/${tenant}/admin`);
      await page.getByTestId('admin-features').getByRole('switch', { name: 'Funktionen Fortnox' }).click();
      await page.getByText('Fortnox är nu Aktiv').waitFor();
      await page.getByTestId('admin-area-link-fortnox').click();
      await waitForPath(page, `/main/${tenant}/admin/fortnox`);
      await page.getByRole('heading', { name: 'Inte ansluten' }).waitFor();

      // "Anslut till Fortnox" opens Fortnox's consent page; "Godkänn" brings the browser back.
      await page.getByRole('button', { name: 'Anslut till Fortnox' }).click();
      await page.getByRole('button', { name: 'Godkänn' }).click();
      await expect
        .poll(() => connectionShown(page), { timeout: 30_000, interval: 250 })
        .toBe('Ansluten till Besiktningsfirman i Norden AB');
      await waitForPath(page, `/main/${tenant}/admin/fortnox`);
      // The code and state are gone from the address.
      expect(new URL(page.url()).search).toBe('');
      await page.getByTestId('accounting-company').getByText('556677-8899', { exact: false }).waitFor();

      // A finished assignment with a price row of 10 000 kr excluding VAT.
      const { assignment } = await customerWithAssignment(token, {
        firstName: 'Frida',
        lastName: 'Faktura',
        email: 'frida.faktura@example.se',
      });
      await callApi(
        token,
        'PUT',
        endpointUrl(priceEndpoints.setAssignmentPrice, { params: { ...params, id: assignment.id } }),
        {
          rows: [INSPECTION_FEE_ROW],
        },
      );
      await page.goto(`${baseUrl()}/main/${tenant}/inspections/${assignment.id}?tab=price`);
      await page.getByRole('button', { name: 'Fakturera i Fortnox' }).click();
      const sent = page.getByTestId('invoice-sent');
      await sent.waitFor({ timeout: 30_000 });
      await sent.getByText(/^Fakturanummer \d+$/).waitFor();
      await sent.getByText('Belopp 12\u00a0500,00\u00a0kr').waitFor();
      expect(admin.errors).toEqual([]);
    } finally {
      await callApi(token, 'DELETE', endpointUrl(fortnoxEndpoints.uninstall, { params })).catch(
        () => undefined,
      );
      await callApi(
        token,
        'PUT',
        endpointUrl(tenantEndpoints.switchFeature, { params: { ...params, id: fortnox.id } }),
        { enabled: false },
      );
    }
  });
});

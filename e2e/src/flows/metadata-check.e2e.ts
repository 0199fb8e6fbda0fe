import { describe, expect, it } from 'vitest';
import { accountEndpoints } from '@syna/contracts/endpoints/account';
import { endpointUrl } from '@syna/contracts/endpoints/endpoint-url';
import { formEndpoints } from '@syna/contracts/endpoints/forms';
import { inspectionTypeEndpoints } from '@syna/contracts/endpoints/lookups';
import type { Form } from '@syna/contracts/forms';
import { baseUrl, callApi, DEMO } from '../support/browser.ts';
import { useSignedIn } from '../support/signed-in.ts';

const { signedIn } = useSignedIn();

describe('an administrator runs the metadata check', () => {
  it(
    'sees a form that applies to an archived type, removes the type from the list after confirming, and then nothing is wrong',
    { timeout: 180_000 },
    async () => {
      const { page, errors, token } = await signedIn(DEMO.admin);
      // A firm of its own, so that what other flows leave in the demo firms is not found here.
      const tenant = `kontroll-${Date.now()}`;
      await callApi(token, 'POST', endpointUrl(accountEndpoints.createOrganization, {}), {
        id: tenant,
        name: 'Kontrollbesiktning AB',
      });
      const params = { tenant };
      const type = await callApi<{ id: string }>(
        token,
        'POST',
        endpointUrl(inspectionTypeEndpoints.create, { params }),
        { name: 'Radonmätning' },
      );
      const form = await callApi<Form>(token, 'POST', endpointUrl(formEndpoints.create, { params }), {
        key: 'radon',
        name: { sv: 'Radonformulär' },
        scope: 'INSPECTION',
        inspectionTypeIds: [type.id],
      });
      await callApi(
        token,
        'PUT',
        endpointUrl(inspectionTypeEndpoints.update, { params: { tenant, id: type.id } }),
        {
          archived: true,
        },
      );

      await page.goto(`${baseUrl()}/main/${tenant}/admin`);
      await page.getByTestId('admin-area-link-check').press('Enter');
      await page.getByRole('heading', { name: 'Metadatakontroll', level: 1 }).waitFor();
      const group = page.getByTestId('check-group-formArchivedType');
      await group.getByRole('heading', { name: 'Formulär som gäller arkiverade typer' }).waitFor();
      const finding = group.getByTestId('finding-formArchivedType-Radonformulär');
      await finding.getByText('Arkiverade typer: Radonmätning (uppdragstyp)').waitFor();

      await finding.getByRole('button', { name: 'Ta bort ur formuläret' }).click();
      const dialog = page.getByTestId('metadata-check-confirm');
      await dialog.getByText('Ta bort arkiverade typer ur Radonformulär?').waitFor();
      // Cancelling changes nothing.
      await dialog.getByRole('button', { name: 'Avbryt' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await finding.waitFor();

      await finding.getByRole('button', { name: 'Ta bort ur formuläret' }).click();
      await dialog.getByRole('button', { name: 'Ta bort', exact: true }).click();
      await page.getByText('Radonformulär åtgärdades').waitFor();
      await page.getByTestId('metadata-check-empty').getByText('Inga avvikelser hittades').waitFor();
      expect(await group.count()).toBe(0);

      const stored = await callApi<Form>(
        token,
        'GET',
        endpointUrl(formEndpoints.get, { params: { tenant, id: form.id } }),
      );
      expect(stored).toMatchObject({ inspectionTypeIds: [], version: form.version });
      expect(errors).toEqual([]);
    },
  );
});

import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { accountEndpoints } from '@syna/contracts/endpoints/account';
import { endpointUrl } from '@syna/contracts/endpoints/endpoint-url';
import { formEndpoints } from '@syna/contracts/endpoints/forms';
import type { MetadataFile } from '@syna/contracts/metadata-transfer';
import { baseUrl, callApi, DEMO } from '../support/browser.ts';
import { useSignedIn } from '../support/signed-in.ts';

const { tenant, signedIn } = useSignedIn();

describe('an administrator moves the set-up to another firm', () => {
  it(
    'exports the firm’s set-up, imports the file into a second firm after its preview, and finds the form there',
    { timeout: 180_000 },
    async () => {
      const { page, errors, token } = await signedIn(DEMO.admin);
      const stamp = Date.now();
      const name = `Flyttformulär ${stamp}`;
      await callApi(token, 'POST', endpointUrl(formEndpoints.create, { params: { tenant } }), {
        key: `flytt_${stamp}`,
        name: { sv: name },
        scope: 'INSPECTION',
        fields: [{ key: 'anteckning', label: { sv: 'Anteckning' }, type: 'TEXT' }],
      });

      await page.goto(`${baseUrl()}/main/${tenant}/admin/transfer`);
      await page.getByRole('heading', { name: 'Flytta inställningar', level: 1 }).waitFor();
      const downloading = page.waitForEvent('download');
      await page.getByTestId('set-up-export').click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^syna-installningar-\d{4}-\d{2}-\d{2}\.json$/);
      const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as MetadataFile;
      expect(file.groups.forms!.map((form) => form.key)).toContain(`flytt_${stamp}`);
      const saved = path.join(tmpdir(), `installningar-${stamp}.json`);
      await writeFile(saved, JSON.stringify(file));

      // A second firm of the same administrator takes the file.
      const second = `flytt-${stamp}`;
      await callApi(token, 'POST', endpointUrl(accountEndpoints.createOrganization, {}), {
        id: second,
        name: 'Flyttbesiktning AB',
      });
      await page.goto(`${baseUrl()}/main/${second}/admin/transfer`);
      await page.getByTestId('set-up-import-open').click();
      const dialog = page.getByTestId('set-up-import-dialog');
      await dialog.getByTestId('set-up-import-file').setInputFiles(saved);
      await dialog.getByTestId('set-up-import-counts').waitFor();
      const forms = dialog.locator('[data-testid="set-up-import-group"][data-group="forms"]');
      await forms
        .locator('[data-testid="set-up-import-item"][data-state="new"]', { hasText: `flytt_${stamp}` })
        .waitFor();
      await dialog.getByTestId('set-up-import-confirm').click();
      const confirm = page.getByTestId('set-up-import-confirm-dialog');
      await confirm.getByText(/skrivs i ett svep/).waitFor();
      await confirm.getByRole('button', { name: /^Importera \d+ ändringar$/ }).click();
      await dialog.waitFor({ state: 'detached' });

      await page.goto(`${baseUrl()}/main/${second}/admin/form`);
      await page.getByRole('link', { name: new RegExp(name) }).waitFor();
      expect(errors).toEqual([]);
    },
  );
});

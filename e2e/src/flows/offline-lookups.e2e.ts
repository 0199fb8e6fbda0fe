import { mkdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, callApi, DEMO, uploadApi } from '../support/browser.ts';
import { colouredPhoto, newAssignment, PHONE } from '../support/offline-assignment.ts';
import { useSignedIn } from '../support/signed-in.ts';

const { tenant, signedIn } = useSignedIn();
/** Where to save the screens to look at (SCREENSHOT_DIR), if anywhere. */
const shots = process.env.SCREENSHOT_DIR;

async function screenshot(page: Page, name: string) {
  if (!shots) return;
  await mkdir(shots, { recursive: true });
  // Once the dialogs and menus have faded in.
  await page.evaluate(() =>
    Promise.allSettled(document.getAnimations().map((animation) => animation.finished)),
  );
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${shots}/${name}.png` });
}

interface ServerRemark {
  id: string;
  title: string;
  text: string | null;
  category: string | null;
  location: string | null;
  gradeId: string | null;
  recommendedAction: string | null;
  investigate: boolean;
  investigation: string | null;
  costEstimate: number | null;
  attributes: Record<string, unknown>;
}
interface ServerObject {
  id: string;
  name: string;
  description: string | null;
  status: string | null;
  attributes: Record<string, unknown>;
  remarks: ServerRemark[];
}

/** What a remark says, without what names it (its id, place, version and times). */
const said = ({ title, text, category, location, gradeId, recommendedAction, ...rest }: ServerRemark) => ({
  title,
  text,
  category,
  location,
  gradeId,
  recommendedAction,
  investigate: rest.investigate,
  investigation: rest.investigation,
  costEstimate: rest.costEstimate,
  attributes: rest.attributes,
});

describe('the lookups of an assignment kept offline', () => {
  it(
    'picks a saved and a template remark by searching, takes a value used before and copies an object without a network, each on the server once when back online',
    { timeout: 300_000 },
    async () => {
      const stamp = Date.now();
      const { context, page, token, errors } = await signedIn(DEMO.admin, undefined, {
        ...PHONE,
        serviceWorkers: 'allow',
      });
      const { type, inspection, objectsPath } = await newAssignment(token, tenant, `Uppslag ${stamp}`);
      const firm = `/${tenant}/v1/inspections`;
      const saved = {
        title: `Otätt fönsterbleck ${stamp}`,
        text: `Blecket under fönster ${stamp} saknar fall ut från fasaden.`,
        category: 'Fasad',
      };
      await callApi(token, 'POST', `${firm}/remarks/common`, saved);
      const template = {
        typeId: type.id,
        title: `Kontrollera taksäkerhet ${stamp}`,
        text: 'Stege och glidskydd.',
      };
      await callApi(token, 'POST', `${firm}/remarks/templates`, template);
      const grades = await callApi<{ items: { id: string; archived?: boolean }[] }>(
        token,
        'GET',
        `${firm}/remark-grades`,
      );
      // A cellar with three remarks in a boiler room of its own name, and an attic with a photo.
      const cellar = await callApi<{ id: string }>(token, 'POST', objectsPath, {
        name: 'Källare',
        description: 'Krypgrund',
        status: 'Besiktigat',
        attributes: { våning: -1 },
      });
      const room = `Pannrum ${stamp}`;
      for (const title of ['Rostig ledning', 'Fuktfläck', 'Sprucken golvbrunn']) {
        await callApi(token, 'POST', `${objectsPath}/${cellar.id}/remarks`, {
          title,
          text: `${title} i pannrummet.`,
          category: 'VVS',
          location: room,
          gradeId: grades.items[1]!.id,
          recommendedAction: 'Åtgärda',
          investigate: true,
          investigation: 'Fuktmätning',
          costEstimate: 12_000,
          attributes: { prioritet: 2 },
        });
      }
      const attic = await callApi<{ id: string }>(token, 'POST', objectsPath, { name: 'Vind' });
      const atticRemark = await callApi<{ id: string }>(token, 'POST', `${objectsPath}/${attic.id}/remarks`, {
        title: 'Otät takfot',
      });
      await uploadApi(token, `${objectsPath}/${attic.id}/remarks/${atticRemark.id}/images`, {
        name: 'takfot.png',
        type: 'image/png',
        bytes: await colouredPhoto(page, '#3050d0'),
      });

      // Taken offline with the network there; then, in the cellar, opened again without one.
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 60_000,
      });
      await page.goto(`${baseUrl()}/main/${tenant}/inspections/${inspection.id}`);
      await page.getByLabel('Tillgänglig offline').check();
      await page.getByTestId('remove-offline-copy').waitFor();
      await context.setOffline(true);
      await page.reload();
      await page.getByTestId('offline-indicator').waitFor();
      await page.getByTestId('inspection-open-objects').tap();
      await page.getByTestId('inspection-objects').waitFor();
      const cellarCard = page.locator(`[data-testid="object-card"][data-object-id="${cellar.id}"]`);

      // A saved remark found by a word of its text, searched on the phone.
      await cellarCard.getByTestId('pick-saved-remark').tap();
      const dialog = page.getByTestId('saved-remark-dialog');
      await dialog.getByTestId('saved-remarks-on-device').waitFor();
      await dialog.getByTestId('saved-remark-search').fill(`FÖNSTER ${stamp}`);
      const option = dialog.getByTestId('saved-remark-option');
      await expect.poll(() => option.count()).toBe(1);
      await screenshot(page, 'saved-remark-offline-360');
      await option.tap();
      await cellarCard.getByTestId('remark-card').filter({ hasText: saved.title }).waitFor();

      // The type's template remark, found the same way.
      await cellarCard.getByTestId('pick-saved-remark').tap();
      await dialog.getByTestId('template-remarks-tab').tap();
      await dialog.getByTestId('saved-remark-search').fill('taksäkerhet');
      await expect.poll(() => dialog.getByTestId('template-remark-option').count()).toBe(1);
      await screenshot(page, 'template-remark-offline-360');
      await dialog.getByTestId('template-remark-option').tap();
      await cellarCard.getByTestId('remark-card').filter({ hasText: template.title }).waitFor();

      // A new remark whose place is the value used before, offered as it is typed.
      await cellarCard.getByTestId('add-remark').tap();
      const remarkDialog = page.getByTestId('remark-form-dialog').getByRole('dialog');
      await remarkDialog.locator('input[data-testid="remark-title"]').fill('Läckande ventil');
      await remarkDialog.getByRole('combobox', { name: 'Plats' }).fill(`pannrum ${stamp}`);
      const suggestion = page.getByRole('option', { name: room });
      await suggestion.waitFor();
      await screenshot(page, 'remark-value-offline-360');
      await suggestion.tap();
      await page.getByTestId('save-remark').dispatchEvent('click');
      await cellarCard.getByTestId('remark-card').filter({ hasText: 'Läckande ventil' }).waitFor();

      // The cellar copied on the phone; the attic's photos are copied on the server, so it waits.
      await page.getByTestId('object-card').filter({ hasText: 'Vind' }).getByTestId('object-menu').tap();
      const atticCopy = page.getByTestId('object-menu-copy');
      expect(await atticCopy.getAttribute('aria-disabled')).toBe('true');
      expect(await atticCopy.textContent()).toContain('Kräver anslutning: fotona kopieras på servern');
      await screenshot(page, 'object-menu-offline-360');
      await page.keyboard.press('Escape');
      await atticCopy.waitFor({ state: 'detached' });
      await cellarCard.getByTestId('object-menu').tap();
      await page.getByTestId('object-menu-copy').tap();
      const copyCard = page.getByTestId('object-card').filter({ hasText: 'Källare (kopia)' });
      await copyCard.getByTestId('remark-card').filter({ hasText: 'Läckande ventil' }).waitFor();
      expect(await copyCard.getByTestId('remark-card').count()).toBe(6);
      expect(await page.getByTestId('sync-status').textContent()).toBe('10 ändringar väntar');

      // The same dialog on a wide screen.
      await page.setViewportSize({ width: 1366, height: 900 });
      await cellarCard.getByTestId('pick-saved-remark').click();
      await dialog.getByTestId('saved-remark-search').fill('fönster');
      await expect.poll(() => option.count()).toBeGreaterThan(0);
      await screenshot(page, 'saved-remark-offline-1366');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.setViewportSize(PHONE.viewport);

      // Nothing reached the server; back in signal, all of it does, once.
      expect((await callApi<{ items: ServerObject[] }>(token, 'GET', objectsPath)).items).toHaveLength(2);
      await context.setOffline(false);
      await expect
        .poll(() => page.getByTestId('sync-status').textContent(), { timeout: 90_000 })
        .toBe('Allt är sparat');
      const { items } = await callApi<{ items: ServerObject[] }>(token, 'GET', objectsPath);
      expect(items.map((object) => object.name)).toEqual(['Källare', 'Vind', 'Källare (kopia)']);
      const [original, , copy] = items as [ServerObject, ServerObject, ServerObject];
      const titles = [
        'Rostig ledning',
        'Fuktfläck',
        'Sprucken golvbrunn',
        saved.title,
        template.title,
        'Läckande ventil',
      ];
      expect(original.remarks.map((remark) => remark.title)).toEqual(titles);
      // The picked ones say what the library says; the new one has the place taken.
      expect(said(original.remarks[3]!)).toMatchObject({ ...saved, location: null, gradeId: null });
      expect(said(original.remarks[4]!)).toMatchObject({ title: template.title, text: template.text });
      expect(original.remarks[5]!.location).toBe(room);
      // The copy is what the server's copy would be: the object's fields, every remark's.
      expect(copy).toMatchObject({
        description: 'Krypgrund',
        status: 'Besiktigat',
        attributes: { våning: -1 },
      });
      expect(copy.remarks.map(said)).toEqual(original.remarks.map(said));
      expect(new Set(copy.remarks.map((remark) => remark.id)).size).toBe(6);
      expect(errors).toEqual([]);
    },
  );

  it(
    'says which lists need the network when the assignment was not taken offline',
    { timeout: 120_000 },
    async () => {
      const { context, page, token, errors } = await signedIn(DEMO.admin, undefined, PHONE);
      const { inspection, objectsPath } = await newAssignment(token, tenant, `Ej offline ${Date.now()}`);
      await callApi(token, 'POST', objectsPath, { name: 'Källare' });
      await page.goto(`${baseUrl()}/main/${tenant}/inspections/${inspection.id}`);
      await page.getByTestId('inspection-open-objects').tap();
      await page.getByTestId('inspection-objects').waitFor();
      await context.setOffline(true);
      await page.getByTestId('pick-saved-remark').tap();
      const dialog = page.getByTestId('saved-remark-dialog');
      await dialog.getByText('Finns inte på enheten').waitFor();
      await screenshot(page, 'saved-remark-not-kept-360');
      await dialog.getByTestId('template-remarks-tab').tap();
      await dialog.getByText('Finns inte på enheten').waitFor();
      expect(await dialog.locator('[aria-busy="true"]').count()).toBe(0);
      expect(errors).toEqual([]);
    },
  );
});

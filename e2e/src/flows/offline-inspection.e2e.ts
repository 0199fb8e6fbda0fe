import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { zoneToday } from '@syna/contracts/time-zone';
import { baseUrl, callApi, DEMO, FIRMS, fakeMicrophoneArgs, uploadApi } from '../support/browser.ts';
import { FAKE_TRANSCRIPT } from '../support/dictation-audio.ts';
import {
  colouredPhoto,
  keepOffline,
  loseOneAnswer,
  newAssignment as newAssignmentOf,
  PHONE,
  PHONE_WITH_WORKER,
  reconnectAndSync,
  sha256Of,
} from '../support/offline-assignment.ts';
import { useSignedIn } from '../support/signed-in.ts';

// Chromium's microphone speaks the dictation flow's Swedish WAV, for the remark dictated offline.
const { tenant, signedIn } = useSignedIn(() => fakeMicrophoneArgs(inject('dictationWav')));
const newAssignment = (token: string, typeName: string) => newAssignmentOf(token, tenant, typeName);

interface ServerImage {
  id: string;
  url: string;
  originalId: string | null;
  caption: string | null;
  annotations: unknown[] | null;
}
interface ServerRecording {
  id: string;
  remarkId: string | null;
  state: string;
  transcript: string | null;
}
interface ServerRemark {
  id: string;
  title: string;
  images: ServerImage[];
  recordings: ServerRecording[];
}
interface ServerObject {
  id: string;
  name: string;
  remarks: ServerRemark[];
}

/**
 * Presses a dialog's save button. On a phone the confirmation of the previous save (a snackbar)
 * may still lie over it, as a finger would not mind.
 */
async function save(page: Page, testId: string): Promise<void> {
  await page.getByTestId(testId).dispatchEvent('click');
}

/** A form of the assignment type `typeId` only (no other assignment shows it); answers its key. */
async function fieldFormOf(token: string, typeId: string, stamp: number): Promise<string> {
  const label = (sv: string) => ({ sv, en: null });
  const key = `falt_${stamp}`;
  await callApi(token, 'POST', `/${tenant}/v1/vb/admin/forms`, {
    key,
    name: label(`Fältprotokoll ${stamp}`),
    scope: 'INSPECTION',
    inspectionTypeIds: [typeId],
    fields: [
      { key: 'byggnadsar', label: label('Byggnadsår'), type: 'INTEGER', required: true, min: 1800 },
      { key: 'anteckning', label: label('Anteckning'), type: 'TEXT' },
    ],
  });
  return key;
}

/**
 * Takes the assignment offline once the service worker runs the page, then cuts the network and
 * reloads: the app opens from what the device keeps.
 */
async function reopenedOffline(page: Page, inspectionId: string): Promise<void> {
  await keepOffline(page, tenant, inspectionId);
  await page.context().setOffline(true);
  await page.reload();
  await page.getByTestId('offline-indicator').waitFor();
}

describe('an assignment worked on without a network', () => {
  it(
    'keeps objects, remarks, photos with marks, a form and the status on the phone after an offline reload and sends each once when back online',
    { timeout: 300_000 },
    async () => {
      const stamp = Date.now();
      // This phone runs the service worker that opens the app without a network.
      const { page, errors, token } = await signedIn(DEMO.admin, undefined, PHONE_WITH_WORKER);
      const { type, inspection, objectsPath } = await newAssignment(token, `Offline ${stamp}`);
      const formKey = await fieldFormOf(token, type.id, stamp);
      const colours = ['#d03030', '#30a040', '#3050d0', '#c0a020', '#9040b0'];
      const photos = await Promise.all(colours.map((colour) => colouredPhoto(page, colour)));

      // Taken offline while the network is there; in the cellar the app is opened again.
      await reopenedOffline(page, inspection.id);
      await page.getByTestId('inspection-open-objects').tap();
      await page.getByTestId('inspection-objects').waitFor();

      // Three objects, ten remarks, five photos (one marked) and one edit, with no network.
      const objectNames = ['Källare', 'Vind', 'Garage'];
      const remarkTitles: Record<string, string[]> = {
        Källare: ['Fuktfläck vid golvbrunn', 'Spricka i grundmur', 'Rostig ledning', 'Mögellukt'],
        Vind: ['Otät takfot', 'Blottad isolering', 'Skadad takstol'],
        Garage: ['Sprucken port', 'Saknad brandvarnare', 'Lös elcentral'],
      };
      for (const name of objectNames) {
        await page.getByTestId('add-object').tap();
        const dialog = page.getByTestId('object-form-dialog').getByRole('dialog');
        await dialog.waitFor();
        await dialog.getByRole('textbox').first().fill(name);
        await save(page, 'save-object');
        const card = page.getByTestId('object-card').filter({ hasText: name });
        await card.getByTestId('unsent-mark').first().waitFor();
        // The confirmation does not claim the server has it.
        await page.getByText('Sparat på enheten – skickas när anslutningen är tillbaka').first().waitFor();
        for (const title of remarkTitles[name]!) {
          await card.getByTestId('add-remark').tap();
          const remarkDialog = page.getByTestId('remark-form-dialog');
          await remarkDialog.getByRole('dialog').waitFor();
          await remarkDialog
            .locator('input[data-testid="remark-title"], [data-testid="remark-title"] input')
            .first()
            .fill(title);
          await save(page, 'save-remark');
          await card.getByTestId('remark-card').filter({ hasText: title }).waitFor();
        }
      }
      const photographed = [...remarkTitles.Källare!, remarkTitles.Vind![0]!];
      for (const [index, title] of photographed.entries()) {
        const remark = page.getByTestId('remark-card').filter({ hasText: title });
        await remark.getByTestId('remark-photo-input').setInputFiles({
          name: `foto-${index + 1}.png`,
          mimeType: 'image/png',
          buffer: photos[index]!,
        });
        await remark.getByTestId('remark-photo').first().waitFor();
      }
      // One remark written again: its title.
      const edited = page.getByTestId('remark-card').filter({ hasText: 'Mögellukt' });
      await edited.getByTestId('remark-menu').tap();
      await page.getByTestId('remark-menu-edit').tap();
      const editDialog = page.getByTestId('remark-form-dialog');
      await editDialog
        .locator('input[data-testid="remark-title"], [data-testid="remark-title"] input')
        .first()
        .fill('Mögellukt i förråd');
      await save(page, 'save-remark');
      await page.getByTestId('remark-card').filter({ hasText: 'Mögellukt i förråd' }).waitFor();
      // The first photo marked with a rectangle.
      const marked = page.getByTestId('remark-card').filter({ hasText: photographed[0]! });
      await marked.getByTestId('remark-photo').first().tap();
      // The last photo's confirmation may still lie over the viewer's buttons.
      await save(page, 'annotate-photo');
      await save(page, 'annotation-tool-rectangle');
      await page.getByTestId('annotation-canvas').focus();
      await page.keyboard.press('Enter');
      await save(page, 'save-annotation');
      await page.getByTestId('photo-annotated').waitFor();
      await page.keyboard.press('Escape');
      // The assignment's form filled in.
      await page.getByTestId('inspection-tab-forms').tap();
      const form = page.locator(`[data-testid="record-form"][data-key="${formKey}"]`);
      await form.getByLabel('Byggnadsår').fill('1962');
      await form.getByLabel('Anteckning').fill('Krypgrund, ingen signal');
      await form.getByTestId('record-form-save').tap();
      await form.getByText(/Sparat på enheten .* – väntar på att skickas/).waitFor();
      // And the status: booked.
      await page.getByTestId('inspection-status').tap();
      await page.getByRole('menuitem', { name: /^Bokad/ }).tap();
      await expect.poll(() => page.getByTestId('inspection-status').textContent()).toBe('Bokad');
      expect(await page.getByTestId('sync-status').textContent()).toBe('22 ändringar väntar');
      // Nothing has reached the server.
      expect((await callApi<{ items: unknown[] }>(token, 'GET', objectsPath)).items).toEqual([]);

      // The answer to the first object's create is lost on the way back: the server made it.
      const dropped = await loseOneAnswer(page, `**${objectsPath}`, (request) => request.method() === 'POST');

      // Back in signal: the outbox empties by itself.
      await reconnectAndSync(page, 90_000);
      expect(dropped()).toBe(1);
      expect(await page.getByTestId('unsent-mark').count()).toBe(0);
      await form.getByText(/Senast sparat av Adam Lind/).waitFor();

      // The status and the form's values as chosen.
      const inspectionPath = `/${tenant}/v1/inspections/inspections/${inspection.id}`;
      expect((await callApi<{ status: { name: string } }>(token, 'GET', inspectionPath)).status.name).toBe(
        'Bokad',
      );
      const stored = await callApi<{
        items: { form: { key: string }; stored: { values: unknown } | null }[];
      }>(token, 'GET', `${inspectionPath}/forms`);
      expect(stored.items.find((item) => item.form.key === formKey)?.stored?.values).toEqual({
        byggnadsar: 1962,
        anteckning: 'Krypgrund, ingen signal',
      });

      // On the server each record once, in the order made, the edit applied.
      const { items } = await callApi<{ items: ServerObject[] }>(token, 'GET', objectsPath);
      expect(items.map((object) => object.name)).toEqual(objectNames);
      expect(items.map((object) => object.remarks.map((remark) => remark.title))).toEqual([
        ['Fuktfläck vid golvbrunn', 'Spricka i grundmur', 'Rostig ledning', 'Mögellukt i förråd'],
        remarkTitles.Vind,
        remarkTitles.Garage,
      ]);
      const remarks = items.flatMap((object) => object.remarks);
      const withPhotos = remarks.filter((remark) => remark.images.length > 0);
      // The marked photo has its annotated version beside it, with the one rectangle.
      expect(withPhotos.map((remark) => remark.images.length)).toEqual([2, 1, 1, 1, 1]);
      const version = withPhotos[0]!.images.find((image) => image.originalId !== null);
      expect(version?.annotations).toHaveLength(1);
      const originalOf = (remark: ServerRemark) => remark.images.find((image) => image.originalId === null)!;

      // Each photo's stored bytes are those of the same file sent straight to the server.
      const control = await callApi<{ id: string }>(token, 'POST', objectsPath, { name: 'Kontroll' });
      const controlRemark = await callApi<{ id: string }>(
        token,
        'POST',
        `${objectsPath}/${control.id}/remarks`,
        { title: 'Kontroll' },
      );
      for (const [index, remark] of withPhotos.entries()) {
        const direct = await uploadApi<ServerImage>(
          token,
          `${objectsPath}/${control.id}/remarks/${controlRemark.id}/images`,
          { name: `foto-${index + 1}.png`, type: 'image/png', bytes: photos[index]! },
        );
        expect(await sha256Of(token, originalOf(remark).url)).toBe(await sha256Of(token, direct.url));
      }
      expect(errors).toEqual([]);
    },
  );

  it(
    'keeps a status change and attribute changes on the phone, shows them over a refetch and sends them as chosen',
    { timeout: 180_000 },
    async () => {
      const { context, page, errors, token } = await signedIn(DEMO.admin, undefined, PHONE);
      const { inspection } = await newAssignment(token, `Status offline ${Date.now()}`);
      const inspectionPath = `/${tenant}/v1/inspections/inspections/${inspection.id}`;
      // Planned three days ahead: "Utförd" is asked about first, on the phone.
      const day = zoneToday(new Date(Date.now() + 3 * 86_400_000));
      await callApi(token, 'PUT', inspectionPath, { date: day });
      for (const [name, value] of [
        ['Byggår', 1962],
        ['Radon', 'Ej mätt'],
      ] as const) {
        await callApi(token, 'PUT', `${inspectionPath}/attributes/${encodeURIComponent(name)}`, { value });
      }
      await page.goto(`${baseUrl()}/main/${tenant}/inspections/${inspection.id}`);
      const status = page.getByTestId('inspection-status');
      await status.waitFor();

      // In the cellar: performed, confirmed on the phone although it is before the day.
      await context.setOffline(true);
      await expect
        .poll(() => page.getByTestId('field-work-panel').textContent())
        .toContain('Ingen anslutning');
      await status.tap();
      await page.getByRole('menuitem', { name: /^Utförd(?! \d)/ }).tap();
      const asking = page.getByTestId('performed-early-dialog');
      await asking.getByText('Markera som utförd ändå?').waitFor();
      await asking.getByRole('button', { name: 'Markera som utförd' }).tap();
      await expect.poll(() => status.textContent()).toBe('Utförd');
      await page.getByText('Status Utförd sparad på enheten, skickas när du är online igen').waitFor();

      // An attribute added, one changed and one removed.
      await page.getByRole('tab', { name: /^Attribut/ }).tap();
      const attributes = page.getByTestId('inspection-attributes');
      await attributes.getByRole('button', { name: 'Lägg till attribut' }).tap();
      const dialog = page.getByTestId('attribute-dialog');
      await dialog.getByRole('textbox', { name: 'Namn' }).fill('Fuktmätning källare');
      await dialog.getByRole('textbox', { name: 'Värde' }).fill('18 %');
      await dialog.getByRole('button', { name: 'Spara' }).dispatchEvent('click');
      await dialog.waitFor({ state: 'detached' });
      await attributes.getByRole('button', { name: 'Ändra attributet Byggår' }).tap();
      await dialog.getByRole('textbox', { name: 'Värde' }).fill('1964');
      await dialog.getByRole('button', { name: 'Spara' }).dispatchEvent('click');
      await dialog.waitFor({ state: 'detached' });
      await attributes.getByRole('button', { name: 'Ta bort attributet Radon' }).tap();
      await page.getByRole('dialog').getByRole('button', { name: 'Ta bort' }).tap();
      const shown = () =>
        attributes
          .getByTestId('inspection-attribute')
          .evaluateAll((items) => items.map((item) => item.textContent));
      await expect.poll(shown).toEqual(['Byggår1964', 'Fuktmätning källare18 %']);
      expect(await page.getByTestId('sync-status').textContent()).toBe('4 ändringar väntar');
      // Meanwhile a colleague sets an attribute of their own, which the removal must leave.
      await callApi(token, 'PUT', `${inspectionPath}/attributes/Fastighetsbeteckning`, {
        value: 'Källby 1:2',
      });
      expect(
        (await callApi<{ status: { name: string } }>(token, 'GET', inspectionPath)).status.name,
      ).not.toBe('Utförd');

      // Signal again, but the server is not reached yet: a reload shows the server's assignment
      // with the waiting changes on top.
      let refused = 0;
      await page.route(
        (url) => url.pathname.startsWith(`${inspectionPath}/`),
        (route) => {
          if (route.request().method() === 'GET') return route.fallback();
          refused += 1;
          return route.abort('connectionreset');
        },
      );
      await context.setOffline(false);
      await page.reload();
      await expect.poll(() => status.textContent()).toBe('Utförd');
      await expect
        .poll(shown)
        .toEqual(['Byggår1964', 'FastighetsbeteckningKällby 1:2', 'Fuktmätning källare18 %']);
      await expect.poll(() => page.getByTestId('sync-status').textContent()).toBe('4 ändringar väntar');
      expect(refused).toBeGreaterThan(0);

      // The server answers again: the outbox tries by itself, and each change arrives once, as chosen.
      await page.unrouteAll();
      await expect
        .poll(() => page.getByTestId('sync-status').textContent(), { timeout: 60_000 })
        .toBe('Allt är sparat');
      const saved = await callApi<{ status: { name: string }; attributes: Record<string, unknown> }>(
        token,
        'GET',
        inspectionPath,
      );
      expect(saved.status.name).toBe('Utförd');
      expect(saved.attributes).toEqual({
        Byggår: 1964,
        'Fuktmätning källare': '18 %',
        Fastighetsbeteckning: 'Källby 1:2',
      });
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('asks before signing out with changes waiting, and leaves nothing of the firm on the device', async () => {
    const { context, page, token } = await signedIn(DEMO.admin, undefined, PHONE);
    const { inspection, objectsPath } = await newAssignment(token, `Utloggning ${Date.now()}`);
    await page.goto(`${baseUrl()}/main/${tenant}/inspections/${inspection.id}`);
    await page.getByTestId('field-work-panel').waitFor();
    await page.getByTestId('inspection-open-objects').tap();
    await page.getByTestId('inspection-objects').waitFor();

    // The server cannot be reached for this assignment: the new object waits in the outbox.
    await page.route(`**${objectsPath}`, (route) =>
      route.request().method() === 'POST' ? route.abort('connectionreset') : route.fallback(),
    );
    await page.getByTestId('add-object').tap();
    const dialog = page.getByTestId('object-form-dialog').getByRole('dialog');
    await dialog.getByRole('textbox').first().fill('Källare');
    await save(page, 'save-object');
    await expect.poll(() => page.getByTestId('sync-status').textContent()).toBe('1 ändring väntar');

    // Signing out asks first; Avbryt keeps the user and the change. On a phone the user's menu
    // also holds history and help, which leave the bar room for the firm's name.
    const firmName = await page.getByRole('banner').getByText(FIRMS.north.name).boundingBox();
    expect(firmName?.width).toBeGreaterThan(90);
    expect(await page.getByRole('button', { name: 'Hjälp' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: /Användarmeny/ }).click();
    await page.getByRole('menuitem', { name: 'Hjälp' }).waitFor();
    await page.getByRole('menuitem', { name: 'Logga ut' }).click();
    const asking = page.getByTestId('unsent-changes-dialog');
    await asking.getByText('1 ändring på den här enheten har ännu inte skickats').waitFor();
    await asking.getByRole('button', { name: 'Skicka först' }).waitFor();
    await asking.getByRole('button', { name: 'Avbryt' }).click();
    await asking.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('sync-status').textContent()).toBe('1 ändring väntar');

    await page.getByRole('button', { name: /Användarmeny/ }).click();
    await page.getByRole('menuitem', { name: 'Logga ut' }).click();
    await asking.getByRole('button', { name: 'Logga ut ändå' }).click();
    await page.getByRole('heading', { level: 1, name: 'Logga in' }).waitFor();

    // Nothing of the user or the firm is left in the browser's stores.
    const kept = await page.evaluate(async () => {
      const names = (await indexedDB.databases()).map((database) => database.name ?? '');
      const counts: Record<string, number> = {};
      for (const name of names) {
        const database = await new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open(name);
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        let count = 0;
        for (const store of Array.from(database.objectStoreNames)) {
          count += await new Promise<number>((resolve) => {
            const request = database.transaction(store).objectStore(store).count();
            request.onsuccess = () => resolve(request.result);
          });
        }
        database.close();
        counts[name] = count;
      }
      return counts;
    });
    expect(Object.keys(kept).filter((name) => name.startsWith('syna-field-work-'))).toEqual([]);
    expect(Object.values(kept).reduce((sum, count) => sum + count, 0)).toBe(0);
    // And the object never reached the server.
    expect((await callApi<{ items: unknown[] }>(token, 'GET', objectsPath)).items).toEqual([]);
    await context.close();
  });

  it('shows both versions of a remark and of an object a colleague changed meanwhile, saves the choice and keeps a remark’s other in its history', async () => {
    const { context, page, token } = await signedIn(DEMO.admin, undefined, PHONE);
    const { inspection, objectsPath } = await newAssignment(token, `Konflikt ${Date.now()}`);
    const object = await callApi<{ id: string }>(token, 'POST', objectsPath, { name: 'Källare' });
    const remarkPath = `${objectsPath}/${object.id}/remarks`;
    const remark = await callApi<{ id: string }>(token, 'POST', remarkPath, {
      title: 'Fuktfläck',
      text: 'Fläck vid golvbrunnen.',
    });
    await page.goto(`${baseUrl()}/main/${tenant}/inspections/${inspection.id}`);
    await page.getByTestId('inspection-open-objects').tap();
    await page.getByTestId('remark-card').filter({ hasText: 'Fuktfläck' }).waitFor();

    // In the cellar the inspector rewrites the text and adds where it is.
    await context.setOffline(true);
    await page.getByTestId('remark-card').filter({ hasText: 'Fuktfläck' }).getByTestId('remark-menu').tap();
    await page.getByTestId('remark-menu-edit').tap();
    const remarkDialog = page.getByTestId('remark-form-dialog');
    await remarkDialog.getByLabel('Text', { exact: true }).fill('Fuktfläck 30 cm, fuktkvot 22 %.');
    await remarkDialog.getByLabel('Plats', { exact: true }).fill('Norra gaveln');
    await save(page, 'save-remark');
    await expect.poll(() => page.getByTestId('sync-status').textContent()).toBe('1 ändring väntar');

    // Meanwhile a colleague at the office rewrites the same text and sets the category.
    await callApi(token, 'PUT', `${remarkPath}/${remark.id}`, {
      text: 'Fläck vid golvbrunnen, torr vid besöket.',
      category: 'Fukt',
    });

    // Back online: the text both changed is the inspector's to choose; the rest merges.
    await context.setOffline(false);
    await page.getByTestId('compare-versions').tap();
    const conflict = page.getByTestId('edit-conflict-dialog');
    await conflict.getByText('Någon annan har ändrat').waitFor();
    expect(await conflict.getByRole('radiogroup').count()).toBe(1);
    await conflict.getByRole('radio', { name: /Din version.*Fuktfläck 30 cm/ }).waitFor();
    await conflict.getByRole('radio', { name: /Kollegans version.*torr vid besöket/ }).waitFor();
    await conflict.getByTestId('resolve-conflict').tap();
    await expect
      .poll(() => page.getByTestId('sync-status').textContent(), { timeout: 60_000 })
      .toBe('Allt är sparat');

    const { items } = await callApi<{
      items: { id: string; text: string; category: string; location: string }[];
    }>(token, 'GET', remarkPath);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      text: 'Fuktfläck 30 cm, fuktkvot 22 %.',
      category: 'Fukt',
      location: 'Norra gaveln',
    });
    // The colleague's text is not lost: it is an earlier state of the remark.
    const history = await callApi<{ items: { text: string | null }[] }>(
      token,
      'GET',
      `${remarkPath}/${remark.id}/revisions`,
    );
    expect(history.items.map((revision) => revision.text)).toContain(
      'Fläck vid golvbrunnen, torr vid besöket.',
    );

    // The object too: renamed and described offline, its description rewritten by the colleague.
    await context.setOffline(true);
    await page
      .getByTestId('object-card')
      .filter({ hasText: 'Källare' })
      .getByTestId('object-menu')
      .first()
      .tap();
    await page.getByTestId('object-menu-edit').tap();
    const objectDialog = page.getByTestId('object-form-dialog');
    await objectDialog.getByRole('textbox', { name: /^Namn/ }).fill('Källare norr');
    await objectDialog.getByRole('textbox', { name: /^Beskrivning/ }).fill('Fuktig, ventilation saknas');
    await save(page, 'save-object');
    await expect.poll(() => page.getByTestId('sync-status').textContent()).toBe('1 ändring väntar');
    await callApi(token, 'PUT', `${objectsPath}/${object.id}`, {
      status: 'Besiktigat',
      description: 'Torr, ventilerad',
    });
    await context.setOffline(false);
    await page.getByTestId('compare-versions').tap();
    await conflict.getByText('Någon annan har ändrat ”Källare”').waitFor();
    await conflict.getByText('ändrade samma fält i objektet').waitFor();
    expect(await conflict.getByRole('radiogroup').count()).toBe(1);
    await conflict.getByRole('radio', { name: /Kollegans version.*Torr, ventilerad/ }).tap();
    await conflict.getByTestId('resolve-conflict').tap();
    await expect
      .poll(() => page.getByTestId('sync-status').textContent(), { timeout: 60_000 })
      .toBe('Allt är sparat');
    const objects = await callApi<{ items: { name: string; status: string; description: string }[] }>(
      token,
      'GET',
      objectsPath,
    );
    expect(objects.items.map(({ name, status, description }) => ({ name, status, description }))).toEqual([
      { name: 'Källare norr', status: 'Besiktigat', description: 'Torr, ventilerad' },
    ]);
    await context.close();
  });

  it('opens an assignment taken offline after a reload without a network, and sends what is done there', async () => {
    // This phone runs the service worker that opens the app without a network.
    const { context, page, token } = await signedIn(DEMO.admin, undefined, {
      ...PHONE,
      serviceWorkers: 'allow',
    });
    const { inspection, objectsPath } = await newAssignment(token, `Omladdning ${Date.now()}`);
    await callApi(token, 'POST', objectsPath, { name: 'Vind' });
    await reopenedOffline(page, inspection.id);
    // The top bar with its offline sign still fits the phone: no sideways scroll.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    await page.getByTestId('inspection-open-objects').tap();
    const attic = page.getByTestId('object-card').filter({ hasText: 'Vind' });
    await attic.waitFor();
    await attic.getByTestId('add-remark').tap();
    await page
      .getByTestId('remark-form-dialog')
      .locator('input[data-testid="remark-title"], [data-testid="remark-title"] input')
      .first()
      .fill('Otät takfot');
    await save(page, 'save-remark');
    await attic.getByTestId('remark-card').filter({ hasText: 'Otät takfot' }).waitFor();
    // A new object asks for the assignment again (its object count); with no answer the page stays.
    await page.getByTestId('add-object').tap();
    await page
      .getByTestId('object-form-dialog')
      .getByRole('dialog')
      .getByRole('textbox')
      .first()
      .fill('Källare');
    await save(page, 'save-object');
    await page.getByTestId('object-card').filter({ hasText: 'Källare' }).waitFor();
    await expect.poll(() => page.getByTestId('sync-status').textContent()).toBe('2 ändringar väntar');
    expect(await page.getByText('Uppdraget kunde inte hämtas').count()).toBe(0);
    await page.getByTestId('inspection-view').waitFor();

    await context.setOffline(false);
    await expect
      .poll(() => page.getByTestId('sync-status').textContent(), { timeout: 60_000 })
      .toBe('Allt är sparat');
    const { items } = await callApi<{ items: ServerObject[] }>(token, 'GET', objectsPath);
    expect(items.map((object) => [object.name, object.remarks.map((remark) => remark.title)])).toEqual([
      ['Vind', ['Otät takfot']],
      ['Källare', []],
    ]);
    await context.close();
  });

  it('asks before deleting a remark a colleague changed while it was deleted offline', async () => {
    const { context, page, token } = await signedIn(DEMO.admin, undefined, PHONE);
    const { inspection, objectsPath } = await newAssignment(token, `Borttagning ${Date.now()}`);
    const object = await callApi<{ id: string }>(token, 'POST', objectsPath, { name: 'Garage' });
    const remarkPath = `${objectsPath}/${object.id}/remarks`;
    const remark = await callApi<{ id: string }>(token, 'POST', remarkPath, { title: 'Lös elcentral' });
    await page.goto(`${baseUrl()}/main/${tenant}/inspections/${inspection.id}`);
    await page.getByTestId('inspection-open-objects').tap();
    const card = page.getByTestId('remark-card').filter({ hasText: 'Lös elcentral' });
    await card.waitFor();

    await context.setOffline(true);
    await card.getByTestId('remark-menu').tap();
    await page.getByTestId('remark-menu-delete').tap();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Ta bort/ })
      .tap();
    await card.waitFor({ state: 'detached' });
    await callApi(token, 'PUT', `${remarkPath}/${remark.id}`, { title: 'Lös elcentral, åtgärdad' });

    // Back online the delete is not done behind the colleague's back: it is asked.
    await context.setOffline(false);
    await page.getByTestId('delete-anyway').tap();
    const asking = page.getByTestId('delete-anyway-dialog');
    await asking.getByText('En kollega har ändrat ”Lös elcentral, åtgärdad”').waitFor();
    expect((await callApi<{ items: unknown[] }>(token, 'GET', remarkPath)).items).toHaveLength(1);
    await asking.getByRole('button', { name: 'Ta bort ändå' }).tap();
    await expect
      .poll(() => page.getByTestId('sync-status').textContent(), { timeout: 60_000 })
      .toBe('Allt är sparat');
    expect((await callApi<{ items: unknown[] }>(token, 'GET', remarkPath)).items).toEqual([]);
    await context.close();
  });

  it('annotates, captions and deletes photos and dictates into a remark offline, each sent once on reconnecting', async () => {
    const { context, page, errors, token } = await signedIn(DEMO.admin, undefined, PHONE);
    await context.grantPermissions(['microphone'], { origin: baseUrl() });
    const { inspection, objectsPath } = await newAssignment(token, `Foto och diktat ${Date.now()}`);
    const object = await callApi<{ id: string }>(token, 'POST', objectsPath, { name: 'Badrum' });
    const remarkPath = `${objectsPath}/${object.id}/remarks`;
    const remark = await callApi<{ id: string }>(token, 'POST', remarkPath, { title: 'Spricka i kakel' });
    const photoPath = `${remarkPath}/${remark.id}/images`;
    // One after the other: the remark shows its photos in the order they arrived, and the first
    // is the one captioned, the second the one deleted.
    const uploadPhoto = async (colour: string, name: string) =>
      uploadApi<ServerImage>(token, photoPath, {
        name,
        type: 'image/png',
        bytes: await colouredPhoto(page, colour),
      });
    const kept = await uploadPhoto('#d03030', 'kakel-1.png');
    const dropped = await uploadPhoto('#30a040', 'kakel-2.png');
    await page.goto(`${baseUrl()}/main/${tenant}/inspections/${inspection.id}`);
    await page.getByTestId('inspection-open-objects').tap();
    const card = page.getByTestId('remark-card').filter({ hasText: 'Spricka i kakel' });
    await expect.poll(() => card.getByTestId('remark-photo').count()).toBe(2);

    await context.setOffline(true);
    // A photo taken in the cellar, marked there before it has been sent.
    await card.getByTestId('remark-photo-input').setInputFiles({
      name: 'kakel-3.png',
      mimeType: 'image/png',
      buffer: await colouredPhoto(page, '#3050d0'),
    });
    await expect.poll(() => card.getByTestId('remark-photo').count()).toBe(3);
    await card.getByTestId('remark-photo').nth(2).tap();
    await page.getByTestId('annotate-photo').tap();
    await page.getByTestId('annotation-tool-rectangle').tap();
    await page.getByTestId('annotation-canvas').focus();
    await page.keyboard.press('Enter');
    await save(page, 'save-annotation');
    await page.getByTestId('photo-annotated').waitFor();
    await page.getByTestId('photo-viewer').getByTestId('unsent-mark').waitFor();
    await page.keyboard.press('Escape');
    await card
      .locator('[data-testid="remark-photo"][data-annotated="true"]')
      .getByTestId('waiting-marks')
      .waitFor();

    // The first photo captioned, the second deleted.
    await card.getByTestId('remark-photo').first().tap();
    await page.getByTestId('caption-photo').tap();
    await page.getByTestId('photo-caption-input').fill('Spricka vid tröskeln');
    await save(page, 'photo-caption-save');
    await expect.poll(() => page.getByTestId('photo-caption').textContent()).toBe('Spricka vid tröskeln');
    await page.keyboard.press('Escape');
    await card.getByTestId('remark-photo').nth(1).tap();
    await page.getByTestId('delete-photo').tap();
    await page.getByTestId('delete-photo-dialog').getByRole('button', { name: 'Ta bort' }).tap();
    await expect.poll(() => card.getByTestId('remark-photo').count()).toBe(3);

    // A few words dictated into the remark: kept with it, its text to come once online.
    await card.getByTestId('remark-menu').tap();
    await page.getByTestId('remark-menu-edit').tap();
    const dialog = page.getByTestId('remark-form-dialog');
    await dialog.getByTestId('dictate').tap();
    await dialog.getByTestId('dictation-recording').waitFor();
    await expect
      .poll(() => dialog.getByTestId('dictation-elapsed').textContent(), { timeout: 15_000 })
      .toMatch(/^0:0[3-9]$/);
    await dialog.getByTestId('dictation-stop').tap();
    const dictated = dialog.getByTestId('dictated-recording');
    await expect.poll(() => dictated.getAttribute('data-state')).toBe('kept');
    expect(await dictated.getByTestId('recording-status').textContent()).toContain(
      'Texten skrivs ut när du är online igen',
    );
    await save(page, 'save-remark');
    await dialog.getByRole('dialog').waitFor({ state: 'detached' });
    const waitingRecording = card.locator('[data-testid="remark-recording"][data-waiting="true"]');
    await waitingRecording.waitFor();
    // It plays from the audio kept on the phone.
    expect(await waitingRecording.getByTestId('recording-audio').getAttribute('src')).toMatch(/^blob:/);
    expect(await page.getByTestId('sync-status').textContent()).toBe('6 ändringar väntar');

    await context.setOffline(false);
    await expect
      .poll(() => page.getByTestId('sync-status').textContent(), { timeout: 90_000 })
      .toBe('Allt är sparat');
    // The transcript, made once the server had the audio, shows under the recording.
    await expect
      .poll(() => card.getByTestId('recording-transcript').textContent(), { timeout: 60_000 })
      .toBe(FAKE_TRANSCRIPT);

    // On the server: the caption, the deletion, the new photo with its one annotated version, and
    // the recording on the remark with its transcript, each once.
    const { items } = await callApi<{ items: ServerRemark[] }>(token, 'GET', remarkPath);
    const images = items[0]!.images;
    expect(images).toHaveLength(3);
    expect(images.find((image) => image.id === dropped!.id)).toBeUndefined();
    expect(images.find((image) => image.id === kept!.id)?.caption).toBe('Spricka vid tröskeln');
    const taken = images.find((image) => image.id !== kept!.id && image.originalId === null)!;
    const versions = images.filter((image) => image.originalId === taken.id);
    expect(versions.map((version) => version.annotations?.length)).toEqual([1]);
    expect(items[0]!.recordings.map((recording) => [recording.remarkId, recording.transcript])).toEqual([
      [remark.id, FAKE_TRANSCRIPT],
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

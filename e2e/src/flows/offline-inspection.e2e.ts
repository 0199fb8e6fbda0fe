import { createHash } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, callApi, DEMO, fakeMicrophoneArgs, uploadApi } from '../support/browser.ts';
import { FAKE_TRANSCRIPT } from '../support/dictation-audio.ts';
import { useSignedIn } from '../support/signed-in.ts';

// Chromium's microphone speaks the dictation flow's Swedish WAV, for the remark dictated offline.
const { tenant, signedIn } = useSignedIn(() => fakeMicrophoneArgs(inject('dictationWav')));

const PHONE = { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true } as const;

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

/** A small PNG of one colour, made by the browser (no network needed). */
async function colouredPhoto(page: Page, colour: string): Promise<Buffer> {
  const base64 = await page.evaluate(async (fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext('2d')!;
    context.fillStyle = fill;
    context.fillRect(0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), 'image/png'));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
  }, colour);
  return Buffer.from(base64, 'base64');
}

/**
 * Presses a dialog's save button. On a phone the confirmation of the previous save (a snackbar)
 * may still lie over it, as a finger would not mind.
 */
async function save(page: Page, testId: string): Promise<void> {
  await page.getByTestId(testId).dispatchEvent('click');
}

async function sha256Of(token: string, path: string): Promise<string> {
  const response = await fetch(`${baseUrl()}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return createHash('sha256')
    .update(Buffer.from(await response.arrayBuffer()))
    .digest('hex');
}

/** A new assignment of a type of its own, and the path of its objects. */
async function newAssignment(token: string, typeName: string) {
  const type = await callApi<{ id: string }>(token, 'POST', `/${tenant}/v1/inspections/types`, {
    name: typeName,
  });
  const inspection = await callApi<{ id: string }>(token, 'POST', `/${tenant}/v1/vb/admin/inspections`, {
    typeId: type.id,
  });
  return { inspection, objectsPath: `/${tenant}/v1/inspections/inspections/${inspection.id}/objects` };
}

describe('an assignment worked on without a network', () => {
  it(
    'keeps objects, remarks, photos and an edit on the phone and sends each once when back online',
    { timeout: 300_000 },
    async () => {
      const stamp = Date.now();
      const { context, page, errors, token } = await signedIn(DEMO.admin, undefined, PHONE);
      const { inspection, objectsPath } = await newAssignment(token, `Offline ${stamp}`);
      const colours = ['#d03030', '#30a040', '#3050d0', '#c0a020', '#9040b0'];
      const photos = await Promise.all(colours.map((colour) => colouredPhoto(page, colour)));

      // Taken offline while the network is there.
      await page.goto(`${baseUrl()}/main/${tenant}/inspections/${inspection.id}`);
      const panel = page.getByTestId('field-work-panel');
      await panel.waitFor();
      await page.getByLabel('Tillgänglig offline').check();
      await page.getByTestId('remove-offline-copy').waitFor();
      expect(await panel.textContent()).toContain('Lagrat på enheten');
      await page.getByTestId('inspection-open-objects').tap();
      await page.getByTestId('inspection-objects').waitFor();

      // In the cellar: three objects, ten remarks, five photos and one edit, with no network.
      await context.setOffline(true);
      await expect.poll(() => panel.textContent()).toContain('Ingen anslutning');
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
      expect(await page.getByTestId('sync-status').textContent()).toBe('19 ändringar väntar');
      // Nothing has reached the server.
      expect((await callApi<{ items: unknown[] }>(token, 'GET', objectsPath)).items).toEqual([]);

      // The answer to the first object's create is lost on the way back: the server made it.
      let dropped = 0;
      await page.route(`**${objectsPath}`, async (route) => {
        if (route.request().method() !== 'POST' || dropped > 0) return route.fallback();
        dropped += 1;
        await route.fetch();
        await route.abort('connectionreset');
      });

      // Back in signal: the outbox empties by itself.
      await context.setOffline(false);
      await expect
        .poll(() => page.getByTestId('sync-status').textContent(), { timeout: 90_000 })
        .toBe('Allt är sparat');
      expect(dropped).toBe(1);
      expect(await page.getByTestId('unsent-mark').count()).toBe(0);

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
      expect(withPhotos.map((remark) => remark.images.length)).toEqual([1, 1, 1, 1, 1]);

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
        expect(await sha256Of(token, remark.images[0]!.url)).toBe(await sha256Of(token, direct.url));
      }
      expect(errors).toEqual([]);
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

    // Signing out asks first; Avbryt keeps the user and the change.
    await page.getByRole('button', { name: /Användarmeny/ }).click();
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

  it('shows both versions of a remark a colleague changed meanwhile, saves the choice and keeps the other in its history', async () => {
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
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    });
    await page.goto(`${baseUrl()}/main/${tenant}/inspections/${inspection.id}`);
    await page.getByLabel('Tillgänglig offline').check();
    await page.getByTestId('remove-offline-copy').waitFor();

    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('offline-indicator').waitFor();
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
    await expect.poll(() => page.getByTestId('sync-status').textContent()).toBe('1 ändring väntar');

    await context.setOffline(false);
    await expect
      .poll(() => page.getByTestId('sync-status').textContent(), { timeout: 60_000 })
      .toBe('Allt är sparat');
    const { items } = await callApi<{ items: ServerObject[] }>(token, 'GET', objectsPath);
    expect(items.map((object) => [object.name, object.remarks.map((remark) => remark.title)])).toEqual([
      ['Vind', ['Otät takfot']],
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
    const [kept, dropped] = await Promise.all(
      ['#d03030', '#30a040'].map(async (colour, index) =>
        uploadApi<ServerImage>(token, photoPath, {
          name: `kakel-${index + 1}.png`,
          type: 'image/png',
          bytes: await colouredPhoto(page, colour),
        }),
      ),
    );
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

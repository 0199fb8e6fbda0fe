import { describe, expect, it } from 'vitest';
import { formatBytes } from '@syna/contracts/format';
import type { Page } from 'playwright-core';
import { UPLOAD_OFFSET_HEADER, UPLOAD_SESSION_CHUNK_BYTES } from '@syna/contracts/upload-sessions';
import { callApi, DEMO, uploadApi } from '../support/browser.ts';
import {
  keepOffline,
  loseOneAnswer,
  newAssignment,
  PHONE_WITH_WORKER,
  reconnectAndSync,
  sha256Of,
} from '../support/offline-assignment.ts';
import { useSignedIn } from '../support/signed-in.ts';

const { tenant, signedIn } = useSignedIn();

interface ServerImage {
  id: string;
  url: string;
}
interface ServerRemark {
  id: string;
  title: string;
  images: ServerImage[];
}

/** A JPEG of noise, as a phone's camera makes them: several megabytes that do not compress. */
async function largePhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 2400;
    canvas.height = 1800;
    const context = canvas.getContext('2d')!;
    const pixels = context.createImageData(canvas.width, canvas.height);
    let seed = 20_261_130;
    for (let index = 0; index < pixels.data.length; index += 1) {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      pixels.data[index] = index % 4 === 3 ? 255 : seed % 256;
    }
    context.putImageData(pixels, 0, 0);
    const blob = await new Promise<Blob>((resolve) =>
      canvas.toBlob((made) => resolve(made!), 'image/jpeg', 0.95),
    );
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (let start = 0; start < bytes.length; start += 0x8000) {
      text += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
    }
    return btoa(text);
  });
  return Buffer.from(base64, 'base64');
}

describe('a large photo taken without a network', () => {
  it(
    'is sent in chunks when the network returns, goes on from the server’s offset after a broken connection, and arrives whole',
    { timeout: 300_000 },
    async () => {
      const stamp = Date.now();
      const { context, page, errors, token } = await signedIn(DEMO.admin, undefined, PHONE_WITH_WORKER);
      const { inspection, objectsPath } = await newAssignment(token, tenant, `Stor bild ${stamp}`);
      const object = await callApi<{ id: string }>(token, 'POST', objectsPath, { name: 'Källare' });
      const remarksPath = `${objectsPath}/${object.id}/remarks`;
      const remark = await callApi<{ id: string }>(token, 'POST', remarksPath, { title: 'Fuktfläck' });
      const photo = await largePhoto(page);
      expect(photo.length).toBeGreaterThan(3 * UPLOAD_SESSION_CHUNK_BYTES);

      // Taken offline, then the photo is added in the cellar.
      await keepOffline(page, tenant, inspection.id);
      await page.getByTestId('inspection-open-objects').tap();
      const card = page.getByTestId('remark-card').filter({ hasText: 'Fuktfläck' });
      await card.waitFor();
      await context.setOffline(true);
      await card.getByTestId('remark-photo-input').setInputFiles({
        name: 'IMG_4711.jpg',
        mimeType: 'image/jpeg',
        buffer: photo,
      });
      await card.getByTestId('remark-photo').first().waitFor();
      await expect.poll(() => page.getByTestId('sync-status').textContent()).toBe('1 ändring väntar');

      // Every chunk the page sends, by its offset; the answer to the third is lost on the way back.
      const chunks: { offset: number; length: number }[] = [];
      page.on('request', (request) => {
        if (request.method() !== 'PATCH' || !request.url().includes('/content/uploads/')) return;
        chunks.push({
          offset: Number(request.headers()[UPLOAD_OFFSET_HEADER]),
          length: request.postDataBuffer()?.length ?? 0,
        });
      });
      const broken = await loseOneAnswer(
        page,
        '**/content/uploads/*',
        (request) =>
          request.method() === 'PATCH' &&
          Number(request.headers()[UPLOAD_OFFSET_HEADER]) >= 2 * UPLOAD_SESSION_CHUNK_BYTES,
      );

      // The second chunk is held on its way until the panel has been read: it says how far the photo is.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/content/uploads/*', async (route) => {
        const request = route.request();
        const second =
          request.method() === 'PATCH' &&
          Number(request.headers()[UPLOAD_OFFSET_HEADER]) === UPLOAD_SESSION_CHUNK_BYTES;
        if (second) await released;
        await route.fallback();
      });

      // Back in signal: the outbox sends the photo, through the broken connection, by itself.
      await context.setOffline(false);
      await expect
        .poll(() => page.getByTestId('sync-status').textContent())
        .toBe(`Skickar foto – 1 MB av ${formatBytes(photo.length)}`);
      release();
      await reconnectAndSync(page, 120_000);
      expect(broken()).toBe(1);
      // No byte was sent twice: each chunk starts where the one before ended, the broken one included.
      const offsets = chunks.map((chunk) => chunk.offset);
      expect(new Set(offsets).size).toBe(offsets.length);
      expect(chunks.reduce((sum, chunk) => sum + chunk.length, 0)).toBe(photo.length);

      // The photo on the server is the one a direct upload of the same bytes makes.
      const remarks = await callApi<{ items: ServerRemark[] }>(token, 'GET', remarksPath);
      const images = remarks.items.find((item) => item.id === remark.id)!.images;
      expect(images).toHaveLength(1);
      const other = await callApi<{ id: string }>(token, 'POST', remarksPath, { title: 'Jämförelse' });
      const direct = await uploadApi<ServerImage>(token, `${remarksPath}/${other.id}/images`, {
        name: 'IMG_4711.jpg',
        type: 'image/jpeg',
        bytes: photo,
      });
      expect(await sha256Of(token, images[0]!.url)).toBe(await sha256Of(token, direct.url));
      expect(errors).toEqual([]);
    },
  );
});

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { accessToken, baseUrl, callApi, DEMO } from '../support/browser.ts';
import { useSignedIn } from '../support/signed-in.ts';

const { tenant, signedIn } = useSignedIn();

/** A plain grey 1600×1200 JPEG, made by the browser, so that marks show clearly against it. */
async function greyPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 1600;
    canvas.height = 1200;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#808080';
    context.fillRect(0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob>((resolve) =>
      canvas.toBlob((made) => resolve(made!), 'image/jpeg', 0.9),
    );
    const bytes = new Uint8Array(await blob.arrayBuffer());
    return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
  });
  return Buffer.from(base64, 'base64');
}

/** The colour at a share of the width and height of the photo the viewer shows, as [r, g, b]. */
async function shownPixel(page: Page, at: { x: number; y: number }): Promise<number[]> {
  return page.getByTestId('photo-viewer-image').evaluate(async (element, point) => {
    const image = element as HTMLImageElement;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const pixel = context.getImageData(
      Math.round(point.x * image.naturalWidth),
      Math.round(point.y * image.naturalHeight),
      1,
      1,
    ).data;
    return [pixel[0]!, pixel[1]!, pixel[2]!];
  }, at);
}

const isRed = ([red, green, blue]: number[]) => red! > 180 && green! < 110 && blue! < 110;

/** Drags the mouse on the editor's canvas between two points given as shares of its size. */
async function dragOnCanvas(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const box = (await page.getByTestId('annotation-canvas').boundingBox())!;
  await page.mouse.move(box.x + box.width * from.x, box.y + box.height * from.y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * to.x, box.y + box.height * to.y, { steps: 8 });
  await page.mouse.up();
}

describe('annotating a photo', () => {
  it(
    'saves the marks, opens them again to move one, and shows the redrawn image',
    { timeout: 180_000 },
    async () => {
      const stamp = Date.now();
      const { context, page, errors } = await signedIn(DEMO.admin);
      const token = await accessToken(context);
      const type = await callApi<{ id: string }>(token, 'POST', `/${tenant}/v1/inspections/types`, {
        name: `Fotomarkering ${stamp}`,
      });
      const inspection = await callApi<{ id: string }>(token, 'POST', `/${tenant}/v1/vb/admin/inspections`, {
        typeId: type.id,
      });
      const objects = `/${tenant}/v1/inspections/inspections/${inspection.id}/objects`;
      const object = await callApi<{ id: string }>(token, 'POST', objects, { name: 'Badrum' });
      await callApi(token, 'POST', `${objects}/${object.id}/remarks`, { title: `Spricka i kakel ${stamp}` });

      await page.goto(`${baseUrl()}/main/${tenant}/inspections/${inspection.id}`);
      await page.getByTestId('inspection-tab-objects').click();
      const remark = page.getByTestId('remark-card').filter({ hasText: `Spricka i kakel ${stamp}` });
      await remark.getByTestId('remark-photo-input').setInputFiles({
        name: 'kakel.jpg',
        mimeType: 'image/jpeg',
        buffer: await greyPhoto(page),
      });
      await remark.locator('[data-testid="remark-photo"][data-annotated="false"]').click();
      await page.getByTestId('annotate-photo').click();
      await page.getByTestId('annotation-canvas').waitFor();

      // A red rectangle from 20 % to 50 % of the photo, saved.
      await page.getByTestId('annotation-tool-rectangle').click();
      await dragOnCanvas(page, { x: 0.2, y: 0.2 }, { x: 0.5, y: 0.5 });
      await page.getByTestId('save-annotation').click();
      await page.getByTestId('photo-annotated').waitFor();
      expect(isRed(await shownPixel(page, { x: 0.35, y: 0.2 }))).toBe(true);
      const firstVersion = await page.getByTestId('photo-viewer-image').getAttribute('src');

      // Opened again, the rectangle is there to move: dragged down by a fifth of the photo.
      await page.getByTestId('annotate-photo').click();
      await page.getByTestId('annotation-canvas').waitFor();
      expect(await page.getByTestId('annotation-tool-move').getAttribute('aria-pressed')).toBe('true');
      expect(await page.getByTestId('annotation-canvas').getAttribute('aria-label')).toContain('1');
      await dragOnCanvas(page, { x: 0.35, y: 0.35 }, { x: 0.35, y: 0.55 });
      await page.getByTestId('save-annotation').click();
      await page.getByTestId('photo-annotated').waitFor();
      await expect
        .poll(() => page.getByTestId('photo-viewer-image').getAttribute('src'))
        .not.toBe(firstVersion);
      // The updated image: the rectangle's top edge has moved from 20 % to 40 %.
      expect(isRed(await shownPixel(page, { x: 0.35, y: 0.4 }))).toBe(true);
      expect(isRed(await shownPixel(page, { x: 0.35, y: 0.2 }))).toBe(false);

      // A circle dragged as a box around a defect becomes the ellipse filling it: its left edge is the box's.
      const secondVersion = await page.getByTestId('photo-viewer-image').getAttribute('src');
      await page.getByTestId('annotate-photo').click();
      await page.getByTestId('annotation-canvas').waitFor();
      await page.getByTestId('annotation-tool-circle').click();
      await dragOnCanvas(page, { x: 0.6, y: 0.1 }, { x: 0.9, y: 0.4 });
      await page.getByTestId('save-annotation').click();
      await page.getByTestId('photo-annotated').waitFor();
      await expect
        .poll(() => page.getByTestId('photo-viewer-image').getAttribute('src'))
        .not.toBe(secondVersion);
      expect(isRed(await shownPixel(page, { x: 0.6, y: 0.25 }))).toBe(true);
      expect(isRed(await shownPixel(page, { x: 0.75, y: 0.25 }))).toBe(false);

      // Still one original and one annotated version on the remark.
      await page.keyboard.press('Escape');
      await expect
        .poll(() => remark.locator('[data-testid="remark-photo"][data-annotated="true"]').count())
        .toBe(1);
      expect(await remark.locator('[data-testid="remark-photo"][data-annotated="false"]').count()).toBe(1);

      // Pasting an image is offered on a laptop, not on a phone, which has no image clipboard.
      expect(await remark.getByTestId('paste-photo').isVisible()).toBe(true);
      await page.setViewportSize({ width: 360, height: 780 });
      await expect.poll(() => remark.getByTestId('paste-photo').count()).toBe(0);
      await remark.getByTestId('upload-photo').waitFor();
      expect(errors).toEqual([]);
    },
  );
});

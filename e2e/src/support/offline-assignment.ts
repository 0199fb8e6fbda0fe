import type { Page } from 'playwright-core';
import { callApi } from './browser.ts';

/** A phone, worked with a thumb: the offline flows' device. */
export const PHONE = { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true } as const;

/** A small PNG of one colour, made by the browser (no network needed). */
export async function colouredPhoto(page: Page, colour: string): Promise<Buffer> {
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

/** A new assignment of a type of its own in `tenant`, and the path of its objects. */
export async function newAssignment(token: string, tenant: string, typeName: string) {
  const type = await callApi<{ id: string }>(token, 'POST', `/${tenant}/v1/inspections/types`, {
    name: typeName,
  });
  const inspection = await callApi<{ id: string }>(token, 'POST', `/${tenant}/v1/vb/admin/inspections`, {
    typeId: type.id,
  });
  return { type, inspection, objectsPath: `/${tenant}/v1/inspections/inspections/${inspection.id}/objects` };
}

import { randomBytes } from 'node:crypto';
import { TIME_ZONE } from '@syna/contracts/time-zone';

const stockholmClock = new Intl.DateTimeFormat('sv-SE', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * A generated, time-stamped name for an upload, e.g. `20261123-101502-3f9a2c.jpg`, in
 * Swedish local time. The random part keeps names apart within the same second; the database's
 * unique (tenant, name) index is the final guard.
 */
export function newAssetName(extension: string, now: Date = new Date()): string {
  const part = Object.fromEntries(stockholmClock.formatToParts(now).map(({ type, value }) => [type, value]));
  const stamp = `${part.year}${part.month}${part.day}-${part.hour}${part.minute}${part.second}`;
  return `${stamp}-${randomBytes(3).toString('hex')}.${extension}`;
}

/** Where members fetch an asset (with the `JWT` cookie, so that `<img src>` works). */
export function assetUrl(tenantId: string, name: string): string {
  return `/${tenantId}/v1/content/assets/${encodeURIComponent(name)}`;
}

export function assetThumbnailUrl(tenantId: string, name: string): string {
  return `${assetUrl(tenantId, name)}?variant=thumbnail`;
}

import { randomBytes } from 'node:crypto';
import { contentEndpoints } from '@syna/contracts/endpoints/content';
import { endpointUrl } from '@syna/contracts/endpoints/endpoint-url';
import { wallClockParts } from '@syna/contracts/time-zone';

/**
 * A generated, time-stamped name for an upload, e.g. `20261123-101502-3f9a2c.jpg`, in
 * Swedish local time. The random part keeps names apart within the same second; the database's
 * unique (tenant, name) index is the final guard.
 */
export function newAssetName(extension: string, now: Date = new Date()): string {
  const part = wallClockParts(now);
  const stamp = `${part.year}${part.month}${part.day}-${part.hour}${part.minute}${part.second}`;
  return `${stamp}-${randomBytes(3).toString('hex')}.${extension}`;
}

/** Where members fetch an asset (with the `JWT` cookie, so that `<img src>` works). */
export function assetUrl(tenantId: string, name: string): string {
  return endpointUrl(contentEndpoints.asset, { params: { tenant: tenantId, name } });
}

/** Where members fetch an image asset's thumbnail. */
export function assetThumbnailUrl(tenantId: string, name: string): string {
  return endpointUrl(contentEndpoints.asset, {
    params: { tenant: tenantId, name },
    query: { variant: 'thumbnail' },
  });
}

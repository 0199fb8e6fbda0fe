import { and, inArray, sql } from 'drizzle-orm';
import type { GeocodedAddress } from '@syna/contracts/maps';
import type { Tx } from '../../platform/db/database.ts';
import { geocodedAddresses } from './maps.tables.ts';

/** How long a cached answer is trusted: a place found stays put; one not found may be mapped soon. */
const FOUND_KEPT = '180 days';
const NOT_FOUND_KEPT = '1 hour';

/** The firm's cached answers for these address keys that are still trusted (null: not found). */
export async function findGeocoded(tx: Tx, keys: string[]): Promise<Map<string, GeocodedAddress | null>> {
  if (keys.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(geocodedAddresses)
    .where(
      and(
        inArray(geocodedAddresses.addressKey, keys),
        sql`${geocodedAddresses.geocodedAt} > now() - (CASE WHEN ${geocodedAddresses.lat} IS NULL
              THEN ${NOT_FOUND_KEPT} ELSE ${FOUND_KEPT} END)::interval`,
      ),
    );
  return new Map(
    rows.map((row) => [
      row.addressKey,
      row.lat === null || row.lon === null
        ? null
        : { position: { lat: row.lat, lon: row.lon }, label: row.label },
    ]),
  );
}

/** Keeps the geocoder's answer for an address of the firm, replacing an older one. */
export async function saveGeocoded(
  tx: Tx,
  tenantId: string,
  addressKey: string,
  found: GeocodedAddress | null,
): Promise<void> {
  const values = {
    lat: found?.position.lat ?? null,
    lon: found?.position.lon ?? null,
    label: found?.label.slice(0, 500) ?? '',
    geocodedAt: sql`now()`,
  };
  await tx
    .insert(geocodedAddresses)
    .values({ tenantId, addressKey, ...values })
    .onConflictDoUpdate({ target: [geocodedAddresses.tenantId, geocodedAddresses.addressKey], set: values });
}

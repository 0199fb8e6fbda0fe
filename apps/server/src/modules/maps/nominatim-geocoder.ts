import { z } from 'zod';
import type { GeocodedAddress } from '@syna/contracts/maps';
import type { MapsConfig } from '../../config.ts';
import type { Database } from '../../platform/db/database.ts';
import type { AddressQuery } from './address-key.ts';
import { ProviderProblem, statusValue } from './provider-problem.ts';
import { getFromProvider, NoProviderAnswer, requestSpacing } from './provider-request.ts';

// Nominatim's `/search?format=jsonv2`: a list of places, best first, positions as strings.
const placesSchema = z.array(
  z.object({ lat: z.coerce.number(), lon: z.coerce.number(), display_name: z.string().default('') }),
);

/** Finds addresses with a Nominatim-compatible geocoder, in Sweden only; null when it finds none. */
export type Geocoder = (query: AddressQuery) => Promise<GeocodedAddress | null>;

export function nominatimGeocoder(
  settings: MapsConfig & { geocoderUrl: string },
  database: Database,
): Geocoder {
  const spaced = requestSpacing(database, 'geocoder', settings.geocoderIntervalMs);
  const search = async (query: Record<string, string>) => {
    await spaced();
    const failed = (status: number | null) =>
      new ProviderProblem(status, { key: 'maps.geocoderFailed', values: { status: statusValue(status) } });
    let answer;
    try {
      answer = await getFromProvider(settings, settings.geocoderUrl, '/search', {
        format: 'jsonv2',
        countrycodes: 'se',
        limit: '1',
        ...query,
      });
    } catch (error) {
      if (error instanceof NoProviderAnswer) throw failed(null);
      throw error;
    }
    const places = placesSchema.safeParse(answer.body);
    if (answer.status < 200 || answer.status >= 300 || !places.success) throw failed(answer.status);
    const [place] = places.data;
    return place ? { position: { lat: place.lat, lon: place.lon }, label: place.display_name } : null;
  };
  return async (address) => {
    const structured = Object.fromEntries(
      Object.entries({
        street: address.street,
        postalcode: address.postalCode,
        city: address.city,
        state: address.region,
      }).filter((entry): entry is [string, string] => entry[1] !== null),
    );
    // The structured search is strict about each part; the same words as one free-text query
    // often find an address it does not (a postal code the map places in a neighbouring town).
    const found = await search(structured);
    if (found || !address.street) return found;
    const text = [address.street, [address.postalCode, address.city].filter(Boolean).join(' ')];
    return search({ q: text.filter(Boolean).join(', ') });
  };
}

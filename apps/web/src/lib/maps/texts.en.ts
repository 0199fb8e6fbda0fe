import type { TextsLike } from '@/lib/i18n/translation';
import type { sv } from './texts';

/** The texts of texts.ts in English (namespace `maps`), loaded only when English is the language. */
export const en: TextsLike<typeof sv> = {
  open: 'Map',
  close: 'Close',
  loading: 'Loading the map…',
  travel: '{{distance}} · {{duration}}',
  fromPosition: 'From your position',
  fromHome: 'From your home address',
  positionDenied:
    'Your position could not be found; the route is shown from your home address if there is one.',
  noPlace: 'The place has no address.',
  noGeocoding: 'The map cannot look up addresses; open the address in a map app.',
  noTiles: 'No map is set up for the service; open the address in a map app.',
  failed: 'The map could not be shown.',
  openIn: 'Open in',
  links: { google: 'Google Maps', apple: 'Apple Maps', waze: 'Waze' },
  linkLabel: 'Open {{place}} in {{app}} (new tab)',
  map: 'Map of {{place}}',
};

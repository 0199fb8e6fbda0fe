import { defineFeatureTranslation } from '@/lib/i18n/feature-translation';

/** Texts of the map dialog (namespace `maps`), opened from an assignment, order, contact or calendar entry. */
export const sv = {
  open: 'Karta',
  close: 'Stäng',
  loading: 'Hämtar kartan…',
  travel: '{{distance}} · {{duration}}',
  fromPosition: 'Från din position',
  fromHome: 'Från din hemadress',
  positionDenied: 'Din position kunde inte hämtas; vägen visas från hemadressen om den finns.',
  noPlace: 'Platsen saknar adress.',
  noGeocoding: 'Kartan kan inte söka upp adresser; öppna adressen i en kartapp.',
  noTiles: 'Ingen karta är inställd för tjänsten; öppna adressen i en kartapp.',
  failed: 'Kartan kunde inte visas.',
  openIn: 'Öppna i',
  links: { google: 'Google Maps', apple: 'Apple Kartor', waze: 'Waze' },
  linkLabel: 'Öppna {{place}} i {{app}} (ny flik)',
  map: 'Karta över {{place}}',
};

export const useMapTexts = defineFeatureTranslation('maps', { sv, en: () => import('./texts.en') });

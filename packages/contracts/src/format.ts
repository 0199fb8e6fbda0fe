import { CURRENCY, LOCALE, TEXT_TRUNCATE_LENGTH } from './constants.ts';
import { COUNTRY_OPTIONS } from './countries.ts';
import { TIME_ZONE, wallClock, zoneDate, type Instant } from './time-zone.ts';

/** `YYYY-MM-DD HH:mm` in Swedish time, the product's date-time format. */
export function formatDateTime(value: Instant): string {
  const { date, time } = wallClock(value);
  return `${date} ${time}`;
}

/** `YYYY-MM-DD`: a calendar date as it is, a moment as its Swedish date. */
export function formatDate(value: Instant): string {
  return zoneDate(value);
}

const LONG_DATE_FORMATS = {
  sv: new Intl.DateTimeFormat('sv-SE', { dateStyle: 'full', timeZone: TIME_ZONE }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeZone: TIME_ZONE }),
};

/** The long weekday form, e.g. "måndag 23 november 2026"; a calendar date or a moment in Sweden. */
export function formatLongDate(value: Instant, language: 'sv' | 'en' = 'sv'): string {
  // A calendar date is read at noon in Sweden, so that no offset moves it to another day.
  const instant = typeof value === 'string' && value.length === 10 ? `${value}T12:00:00+01:00` : value;
  return LONG_DATE_FORMATS[language].format(new Date(instant));
}

const sekFormat = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY });

/** SEK in Swedish format: `1 234,50 kr` (non-breaking spaces, U+2212 minus). */
export function formatMoney(amount: number): string {
  return sekFormat.format(amount);
}

const wholeKronorFormat = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  maximumFractionDigits: 0,
});

/** An estimate in whole kronor, Swedish format: `45 000 kr`. */
export function formatWholeKronor(amount: number): string {
  return wholeKronorFormat.format(amount);
}

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** Byte sizes in steps of 1024, from bytes up to TB, one decimal where it helps. */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 || value >= 100 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${rounded.toLocaleString(LOCALE)} ${BYTE_UNITS[unit]}`;
}

/** Cuts displayed text to `length` characters and adds an ellipsis. */
export function truncate(text: string | null | undefined, length = TEXT_TRUNCATE_LENGTH): string {
  if (!text) return '';
  const characters = Array.from(text);
  return characters.length <= length ? text : `${characters.slice(0, length).join('')}…`;
}

/** An address as a record or a form holds it: any part may be blank or missing. */
export interface AddressParts {
  address?: string | null;
  postalCode?: string | null;
  city?: string | null;
  region?: string | null;
  country?: string | null;
}

/** The Swedish name of a country the address forms offer, else its code. */
function swedishCountryName(code: string): string {
  return COUNTRY_OPTIONS.find((option) => option.code === code)?.label ?? code;
}

/**
 * An address as a postal block: the street, postal code and city, region, and a country other
 * than Sweden; blank parts are left out. `countryName` names the country (Swedish by default).
 */
export function addressLines(
  address: AddressParts | null | undefined,
  countryName: (code: string) => string = swedishCountryName,
): string[] {
  if (!address) return [];
  const part = (text: string | null | undefined) => text?.trim() ?? '';
  const place = [part(address.postalCode), part(address.city)].filter(Boolean).join(' ');
  const country = address.country && address.country !== 'SE' ? countryName(address.country) : '';
  return [part(address.address), place, part(address.region), country].filter(Boolean);
}

/** An address on one line: "Storgatan 1, 903 25 Umeå" (then region and a foreign country). */
export function formatAddress(
  address: AddressParts | null | undefined,
  countryName?: (code: string) => string,
): string {
  return addressLines(address, countryName).join(', ');
}

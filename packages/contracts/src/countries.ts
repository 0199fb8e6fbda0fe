/** Country options of the address forms, in the order they are offered. */
export const COUNTRY_OPTIONS = [
  { code: 'SE', label: 'Sverige' },
  { code: 'NO', label: 'Norge' },
  { code: 'DK', label: 'Danmark' },
  { code: 'FI', label: 'Finland' },
  { code: 'AX', label: 'Åland' },
  { code: 'EE', label: 'Estland' },
  { code: 'LV', label: 'Lettland' },
  { code: 'LT', label: 'Litauen' },
  { code: 'PL', label: 'Polen' },
  { code: 'DE', label: 'Tyskland' },
  { code: 'NL', label: 'Nederländerna' },
  { code: 'BE', label: 'Belgien' },
  { code: 'FR', label: 'Frankrike' },
  { code: 'ES', label: 'Spanien' },
  { code: 'GB', label: 'Storbritannien' },
  { code: 'IE', label: 'Irland' },
  { code: 'US', label: 'USA' },
  { code: 'CA', label: 'Kanada' },
] as const;

export type CountryCode = (typeof COUNTRY_OPTIONS)[number]['code'];
export const COUNTRY_CODES = COUNTRY_OPTIONS.map((country) => country.code) as [
  CountryCode,
  ...CountryCode[],
];

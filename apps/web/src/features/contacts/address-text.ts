import { useMemo } from 'react';
import { COUNTRY_OPTIONS } from '@syna/contracts/countries';
import { useContactsTexts } from './texts';

interface AddressParts {
  address?: string | null;
  postalCode?: string | null;
  city?: string | null;
  region?: string | null;
  country?: string | null;
}

/** An address on one line: "Storgatan 1, 123 45 Umeå, Norge" (the country only when given). */
export function addressLine(address: AddressParts | null, countryName: (code: string) => string): string {
  if (!address) return '';
  const place = [address.postalCode, address.city]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return [
    address.address?.trim(),
    place,
    address.region?.trim(),
    address.country ? countryName(address.country) : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/** A country's name in the user's language (the contract's Swedish name if the browser has none). */
export function useCountryName(): (code: string) => string {
  const { language } = useContactsTexts();
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([language], { type: 'region' });
    } catch {
      names = null;
    }
    return (code: string) =>
      names?.of(code) ?? COUNTRY_OPTIONS.find((country) => country.code === code)?.label ?? code;
  }, [language]);
}

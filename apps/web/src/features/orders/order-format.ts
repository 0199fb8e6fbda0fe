import type { Address } from '@syna/contracts/address';
import { COUNTRY_OPTIONS } from '@syna/contracts/countries';
import type { OrderParty } from '@syna/contracts/orders';

/** A party's name as the order view heads it: the company, or first and last name. */
export function partyName(party: OrderParty): string {
  if (party.type === 'company') return party.companyName;
  return [party.firstName, party.lastName].filter(Boolean).join(' ');
}

/**
 * An address as a postal block: street, then postal code and city, then region and a country
 * other than Sweden; empty parts are left out.
 */
export function addressLines(address: Partial<Address> | null | undefined): string[] {
  if (!address) return [];
  const place = [address.postalCode, address.city].filter(Boolean).join(' ');
  const country =
    address.country && address.country !== 'SE'
      ? (COUNTRY_OPTIONS.find((option) => option.code === address.country)?.label ?? address.country)
      : null;
  return [address.address, place, address.region, country].filter((line): line is string => Boolean(line));
}

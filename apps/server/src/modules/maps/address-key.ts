import type { Address } from '@syna/contracts/address';

/** The parts of an address the geocoder is asked with, trimmed, blanks left out. */
export interface AddressQuery {
  street: string | null;
  postalCode: string | null;
  city: string | null;
  region: string | null;
}

const part = (value: string | null | undefined) => value?.replace(/\s+/g, ' ').trim() || null;

/** What of an address the geocoder is asked with; null when it names no place at all. */
export function addressQueryOf(address: Address): AddressQuery | null {
  const query = {
    street: part(address.address),
    // Swedish postal codes are written "123 45" and "12345" alike.
    postalCode: part(address.postalCode)?.replace(/\s/g, '') ?? null,
    city: part(address.city),
    region: part(address.region),
  };
  return query.street || query.postalCode || query.city ? query : null;
}

/**
 * The key an address is cached by: its parts in lower case and one spelling of white space, so
 * that "Storgatan 1, 123 45 Lund" and "storgatan  1, 12345 LUND" are looked up once.
 */
export function addressKeyOf(query: AddressQuery): string {
  return [query.street, query.postalCode, query.city, query.region]
    .map((value) => (value ?? '').normalize('NFC').toLocaleLowerCase('sv'))
    .join('|');
}

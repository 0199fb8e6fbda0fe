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

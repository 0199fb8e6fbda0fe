import type { AddressInput } from '@syna/contracts/address';
import type { CountryCode } from '@syna/contracts/countries';

/** An address as its text fields hold it: strings, blank where nothing is given. */
export interface AddressFormValues {
  address: string;
  postalCode: string;
  city: string;
  region: string;
  country: CountryCode | '';
}

export const EMPTY_ADDRESS: Readonly<AddressFormValues> = {
  address: '',
  postalCode: '',
  city: '',
  region: '',
  country: '',
};

/** A saved address (or none) as the fields show it. */
export function addressFormValues(address: AddressInput | null | undefined): AddressFormValues {
  return {
    address: address?.address ?? '',
    postalCode: address?.postalCode ?? '',
    city: address?.city ?? '',
    region: address?.region ?? '',
    country: address?.country ?? '',
  };
}

export const isBlankAddress = (address: AddressFormValues): boolean =>
  Object.values(address).every((value) => !value.trim());

/** The same address, whatever white space surrounds its parts. */
export const sameAddress = (left: AddressFormValues, right: AddressFormValues): boolean =>
  (Object.keys(left) as (keyof AddressFormValues)[]).every(
    (field) => left[field].trim() === right[field].trim(),
  );

/** The fields as the contracts' address takes them; the schema trims and turns blanks into null. */
export const addressInput = (address: AddressFormValues) => ({
  ...address,
  country: address.country || null,
});

/** Like `addressInput`, but an address left all blank is no address (null). */
export const optionalAddressInput = (address: AddressFormValues) =>
  isBlankAddress(address) ? null : addressInput(address);

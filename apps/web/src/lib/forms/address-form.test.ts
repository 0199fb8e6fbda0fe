import { describe, expect, it } from 'vitest';
import { addressSchema } from '@syna/contracts/address';
import {
  addressFormValues,
  addressInput,
  EMPTY_ADDRESS,
  optionalAddressInput,
  sameAddress,
} from './address-form';

describe('address form', () => {
  it('shows a missing address, or missing parts, as blank fields', () => {
    expect(addressFormValues(null)).toEqual(EMPTY_ADDRESS);
    expect(addressFormValues({ city: 'Umeå', country: 'SE', postalCode: null })).toEqual({
      ...EMPTY_ADDRESS,
      city: 'Umeå',
      country: 'SE',
    });
  });

  it('sends blank fields as null, and an all-blank address as no address when it is optional', () => {
    const blank = { ...EMPTY_ADDRESS, city: '  ' };
    expect(addressSchema.parse(addressInput(blank))).toEqual({
      address: null,
      postalCode: null,
      city: null,
      region: null,
      country: null,
    });
    expect(optionalAddressInput(blank)).toBeNull();
    const umea = { ...EMPTY_ADDRESS, city: 'Umeå' };
    expect(addressSchema.parse(optionalAddressInput(umea))).toMatchObject({ city: 'Umeå', country: null });
  });

  it('takes addresses that differ only in surrounding spaces as the same', () => {
    const street = { ...EMPTY_ADDRESS, address: 'Storgatan 1' };
    expect(sameAddress(street, { ...street, address: ' Storgatan 1 ' })).toBe(true);
    expect(sameAddress(street, { ...street, city: 'Umeå' })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { travelLegs } from './travel-legs';

const at = (street: string) => ({
  address: street,
  postalCode: '903 25',
  city: 'Umeå',
  region: null,
  country: null,
});

describe('the drives of a day', () => {
  it('drives from each item to the next, arriving at the second and later', () => {
    const addresses = [at('Storgatan 12'), at('Kungsgatan 7'), at('Rådhusesplanaden 1')];
    expect(travelLegs(addresses)).toEqual([
      { from: addresses[0], to: addresses[1], arrivalIndex: 1 },
      { from: addresses[1], to: addresses[2], arrivalIndex: 2 },
    ]);
  });

  it('drives past an item without an address, from the last one that has one', () => {
    const addresses = [at('Storgatan 12'), null, at('Kungsgatan 7')];
    expect(travelLegs(addresses)).toEqual([{ from: addresses[0], to: addresses[2], arrivalIndex: 2 }]);
  });

  it('leaves out an address with nothing in it, and a day of one address has no drive', () => {
    const blank = { address: ' ', postalCode: null, city: null, region: null, country: null };
    expect(travelLegs([blank, at('Storgatan 12')])).toEqual([]);
  });
});

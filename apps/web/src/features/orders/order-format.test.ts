import { describe, expect, it } from 'vitest';
import { addressLines, partyName } from './order-format';

const contact = { email: null, phone: null, address: null, number: null };

describe('order format', () => {
  it('names a company by its name and a person by first and last name', () => {
    expect(
      partyName({
        type: 'company',
        companyName: 'Tegsbacken AB',
        firstName: 'Ulla',
        lastName: null,
        ...contact,
      }),
    ).toBe('Tegsbacken AB');
    expect(
      partyName({ type: 'person', companyName: null, firstName: 'Åsa', lastName: 'Öberg', ...contact }),
    ).toBe('Åsa Öberg');
  });

  it('writes an address as a postal block, naming only a foreign country', () => {
    expect(
      addressLines({
        address: 'Storgatan 1',
        postalCode: '903 25',
        city: 'Umeå',
        region: null,
        country: 'SE',
      }),
    ).toEqual(['Storgatan 1', '903 25 Umeå']);
    expect(
      addressLines({ address: null, postalCode: null, city: 'Oslo', region: null, country: 'NO' }),
    ).toEqual(['Oslo', 'Norge']);
    expect(addressLines(null)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { partyName } from './orders.ts';

const contact = { email: null, phone: null, address: null, number: null };

describe('partyName', () => {
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
});

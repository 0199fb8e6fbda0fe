import { describe, expect, it } from 'vitest';
import {
  addressWithSwedishPostalCodeSchema,
  BANKGIRO_MESSAGE,
  bankgiroSchema,
  normaliseBankgiro,
  normalisePlusgiro,
  PLUSGIRO_MESSAGE,
  plusgiroSchema,
  isValidOrganisationsnummer,
  isValidPersonnummer,
  isValidPostalCode,
  normaliseOrganisationsnummer,
  normalisePersonnummer,
  normalisePostalCode,
  organisationsnummerSchema,
  passesLuhn,
  personnummerSchema,
  postalCodeSchema,
} from './swedish-identity.ts';

const today = new Date('2026-06-15T12:00:00Z');

describe('passesLuhn', () => {
  it('accepts the checksums of real-shaped numbers and rejects a changed digit', () => {
    expect(passesLuhn('8112189876')).toBe(true);
    expect(passesLuhn('5560360793')).toBe(true);
    expect(passesLuhn('8112189875')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });
});

describe('personnummer', () => {
  it('normalises every written form to YYYYMMDD-NNNN', () => {
    for (const written of ['811218-9876', '8112189876', '19811218-9876', '198112189876', ' 811218-9876 ']) {
      expect(normalisePersonnummer(written, today)).toBe('19811218-9876');
    }
  });

  it('puts a ten-digit number in the latest century that is not in the future', () => {
    expect(normalisePersonnummer('121212-1212', today)).toBe('20121212-1212');
    expect(normalisePersonnummer('640823-3234', today)).toBe('19640823-3234');
    // 14 June 2026 has passed on the reference day, 16 June 2026 has not: a century earlier.
    expect(normalisePersonnummer('260614-1238', today)).toBe('20260614-1238');
    expect(normalisePersonnummer('260616-1236', today)).toBe('19260616-1236');
  });

  it('reads + as a person aged 100 or more', () => {
    expect(normalisePersonnummer('811218+9876', today)).toBe('18811218-9876');
    expect(normalisePersonnummer('121212+1212', today)).toBe('19121212-1212');
  });

  it('accepts a samordningsnummer (day plus 60) and keeps its day as written', () => {
    expect(normalisePersonnummer('701063-2391', today)).toBe('19701063-2391');
    expect(normalisePersonnummer('197010632391', today)).toBe('19701063-2391');
  });

  it('rejects a wrong checksum', () => {
    expect(normalisePersonnummer('811218-9875', today)).toBeNull();
    expect(normalisePersonnummer('19811218-9877', today)).toBeNull();
  });

  it('rejects dates that do not exist, with the checksum right', () => {
    expect(normalisePersonnummer('810230-1234', today)).toBeNull(); // 30 February
    expect(normalisePersonnummer('811318-1237', today)).toBeNull(); // month 13
    expect(normalisePersonnummer('811200-1238', today)).toBeNull(); // day 0
    expect(normalisePersonnummer('811292-1237', today)).toBeNull(); // samordningsnummer for day 32
  });

  it('knows leap years across centuries', () => {
    expect(normalisePersonnummer('000229-1235', today)).toBe('20000229-1235');
    expect(normalisePersonnummer('000229+1235', today)).toBeNull(); // 1900 was no leap year
  });

  it('rejects a birth date in the future and malformed input', () => {
    expect(normalisePersonnummer('20300101-0002', today)).toBeNull();
    for (const malformed of ['', '811218', '811218--9876', '81121a-9876', '8112189876 1', '811218 9876']) {
      expect(isValidPersonnummer(malformed, today)).toBe(false);
    }
  });
});

describe('organisationsnummer', () => {
  it('normalises the written forms to NNNNNN-NNNN', () => {
    for (const written of ['556036-0793', '5560360793', '165560360793', '16556036-0793']) {
      expect(normaliseOrganisationsnummer(written)).toBe('556036-0793');
    }
    expect(normaliseOrganisationsnummer('202100-5489')).toBe('202100-5489');
  });

  it('rejects a wrong checksum, a personnummer and malformed input', () => {
    expect(normaliseOrganisationsnummer('556036-0794')).toBeNull();
    // A personnummer passes the checksum but its third digit (the month) is below 2.
    expect(isValidOrganisationsnummer('811218-9876')).toBe(false);
    for (const malformed of ['', '556036-079', '55603-60793', '175560360793', '556036+0793']) {
      expect(isValidOrganisationsnummer(malformed)).toBe(false);
    }
  });
});

describe('postal code', () => {
  it('accepts NNN NN and NNNNN and normalises to NNN NN', () => {
    expect(normalisePostalCode('903 25')).toBe('903 25');
    expect(normalisePostalCode('90325')).toBe('903 25');
    expect(normalisePostalCode(' 11122 ')).toBe('111 22');
  });

  it('rejects other shapes, and codes starting with 0', () => {
    for (const wrong of ['', '9032', '903 255', '903-25', 'SE-903 25', '012 34', 'abc de']) {
      expect(isValidPostalCode(wrong)).toBe(false);
    }
  });
});

describe('zod schemas', () => {
  it('validate with Swedish messages and output the canonical form', () => {
    expect(personnummerSchema.parse('8112189876')).toMatch(/^\d{8}-9876$/);
    expect(organisationsnummerSchema.parse(' 5560360793 ')).toBe('556036-0793');
    expect(postalCodeSchema.parse('90325')).toBe('903 25');
    expect(personnummerSchema.safeParse('811218-9875').error?.issues[0]?.message).toBe(
      'Ogiltigt personnummer',
    );
    expect(organisationsnummerSchema.safeParse('556036-0794').error?.issues[0]?.message).toBe(
      'Ogiltigt organisationsnummer',
    );
    expect(postalCodeSchema.safeParse('9032').error?.issues[0]?.message).toBe('Ogiltigt postnummer');
  });

  it('check an address’s postal code only when the country is Sweden or not given', () => {
    expect(addressWithSwedishPostalCodeSchema.parse({ postalCode: '90325', country: 'SE' }).postalCode).toBe(
      '903 25',
    );
    expect(addressWithSwedishPostalCodeSchema.parse({ postalCode: '90325' }).postalCode).toBe('903 25');
    expect(addressWithSwedishPostalCodeSchema.parse({ postalCode: '0150', country: 'NO' }).postalCode).toBe(
      '0150',
    );
    const wrong = addressWithSwedishPostalCodeSchema.safeParse({ postalCode: '0150', country: 'SE' });
    expect(wrong.error?.issues).toEqual([
      expect.objectContaining({ path: ['postalCode'], message: 'Ogiltigt postnummer' }),
    ]);
  });
});

describe('bankgiro and plusgiro', () => {
  it('accepts numbers with a correct check digit in any spacing and writes them with a dash', () => {
    expect(normaliseBankgiro('5050-1055')).toBe('5050-1055');
    expect(normaliseBankgiro('50501055')).toBe('5050-1055');
    expect(normalisePlusgiro('90 20 03-3')).toBe('902003-3');
    expect(normalisePlusgiro('9020033')).toBe('902003-3');
  });

  it('refuses a wrong check digit, too few or too many digits, and letters', () => {
    expect(normaliseBankgiro('5050-1056')).toBeNull();
    expect(normaliseBankgiro('50-1055')).toBeNull();
    expect(normaliseBankgiro('505010551')).toBeNull();
    expect(normalisePlusgiro('9020034')).toBeNull();
    expect(normalisePlusgiro('1')).toBeNull();
    expect(normalisePlusgiro('90A0033')).toBeNull();
    expect(bankgiroSchema.safeParse('5050-1056').error?.issues[0]?.message).toBe(BANKGIRO_MESSAGE);
    expect(plusgiroSchema.safeParse('9020034').error?.issues[0]?.message).toBe(PLUSGIRO_MESSAGE);
  });
});

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
  isSoleTraderNumber,
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

  // The published test data of the personnummer project (github.com/personnummer/meta, testdata/list.json).
  it('agrees with the personnummer project’s test vectors', () => {
    const valid: [string[], string][] = [
      [['190905271474', '19090527+1474', '090527+1474'], '19090527-1474'],
      [['198211059954', '19821105-9954', '821105-9954', '8211059954'], '19821105-9954'],
      [['199012119948', '19901211-9948', '901211-9948'], '19901211-9948'],
      [['187912219990', '18791221+9990', '791221+9990'], '18791221-9990'],
      [['200012099891', '20001209-9891', '001209-9891'], '20001209-9891'],
      // Samordningsnummer.
      [['195705749959', '19570574-9959', '570574-9959'], '19570574-9959'],
      [['197306749982', '19730674-9982', '730674-9982'], '19730674-9982'],
    ];
    for (const [forms, normal] of valid) {
      for (const form of forms) expect(normalisePersonnummer(form, today), form).toBe(normal);
    }
    const invalid = [
      '201509160006', // serial 000 is never issued
      '150916-0006',
      '198707049996',
      '870704-9996',
      '201211209941',
      '193901829913', // samordningsnummer with a wrong checksum
      '201210759984',
      '19090527 1474',
      '090527 1474',
    ];
    for (const form of invalid) expect(isValidPersonnummer(form, today), form).toBe(false);
  });

  it('refuses an interim number, which is no identity to keep', () => {
    expect(isValidPersonnummer('000101-T220', today)).toBe(false);
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

  // The published test data of the organisationsnummer project (github.com/organisationsnummer/meta).
  it('agrees with the organisationsnummer project’s test vectors for legal persons', () => {
    for (const [input, normal] of [
      ['5560160680', '556016-0680'],
      ['165560160680', '556016-0680'],
      ['5561034249', '556103-4249'],
      ['165561034249', '556103-4249'],
      ['5592440001', '559244-0001'],
      ['165592440001', '559244-0001'],
    ]) {
      expect(normaliseOrganisationsnummer(input!), input).toBe(normal);
    }
    for (const input of ['5560160681', '165560160681', '5561034250', '165561034250']) {
      expect(isValidOrganisationsnummer(input), input).toBe(false);
    }
  });

  it('accepts a sole trader’s personnummer or samordningsnummer, stored as the person’s', () => {
    for (const [input, normal] of [
      ['191212121212', '19121212-1212'],
      ['195102179974', '19510217-9974'],
      ['194912109958', '19491210-9958'],
      ['200304839996', '20030483-9996'], // samordningsnummer
      ['197906889972', '19790688-9972'], // samordningsnummer
      ['195212779895', '19521277-9895'], // samordningsnummer
      ['510217-9974', '19510217-9974'],
    ]) {
      const normalised = normaliseOrganisationsnummer(input!, today);
      expect(normalised, input).toBe(normal);
      expect(isSoleTraderNumber(normalised!)).toBe(true);
    }
    expect(isSoleTraderNumber('556016-0680')).toBe(false);
    expect(organisationsnummerSchema.parse('191212121212')).toBe('19121212-1212');
  });

  it('rejects a wrong checksum, a serial 000 and malformed input', () => {
    expect(normaliseOrganisationsnummer('556036-0794')).toBeNull();
    expect(isValidOrganisationsnummer('201509160006', today)).toBe(false);
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
      'validation.personnummer',
    );
    expect(organisationsnummerSchema.safeParse('556036-0794').error?.issues[0]?.message).toBe(
      'validation.organisationsnummer',
    );
    expect(postalCodeSchema.safeParse('9032').error?.issues[0]?.message).toBe('validation.postalCodeInvalid');
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
      expect.objectContaining({ path: ['postalCode'], message: 'validation.postalCodeInvalid' }),
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

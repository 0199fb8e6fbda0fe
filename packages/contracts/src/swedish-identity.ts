import { z } from 'zod/mini';
import Organisationsnummer from 'organisationsnummer';
import Personnummer from 'personnummer';
import { addressSchema, type Address } from './address.ts';

/**
 * Swedish identity numbers and postal codes: checksum and date validation, normalisation to one
 * canonical form, and zod schemas that validate and normalise in one step (server and forms).
 */

export const PERSONNUMMER_MESSAGE = 'validation.personnummer';
export const ORGANISATIONSNUMMER_MESSAGE = 'validation.organisationsnummer';
export const POSTAL_CODE_MESSAGE = 'validation.postalCodeInvalid';
export const BANKGIRO_MESSAGE = 'validation.bankgiro';
export const PLUSGIRO_MESSAGE = 'validation.plusgiro';

/** The Luhn (modulus 10) check: the last digit of identity, bankgiro and plusgiro numbers. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  // Weights 2, 1, 2, … counted from the right, so that numbers of any length are checked.
  for (let index = 0; index < digits.length; index += 1) {
    const product = Number(digits[index]) * ((digits.length - index) % 2 === 1 ? 1 : 2);
    sum += product > 9 ? product - 9 : product;
  }
  return digits.length > 0 && sum % 10 === 0;
}

// YYMMDD or YYYYMMDD, an optional separator (`+` marks a person aged 100 or more), four digits.
const PERSONNUMMER_PATTERN = /^(\d{2})?(\d{2})(\d{2})(\d{2})([-+]?)(\d{4})$/;
// Samordningsnummer carry the day of birth plus 60.
const COORDINATION_DAY_OFFSET = 60;

/** A date as a comparable number, e.g. 19811218. */
const dateKey = (year: number, month: number, day: number) => year * 10_000 + month * 100 + day;
const todayKey = (today: Date) =>
  dateKey(today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate());

/**
 * The full birth year of a ten-digit personnummer: the latest year ending in `yy` whose birthday
 * is not after today, a century earlier when the separator is `+`. The library decides the century
 * by the year alone and by the machine's clock; this takes the day into account and a reference day.
 */
function fullYear(yy: number, month: number, day: number, separator: string, today: Date): number {
  const thisYear = today.getUTCFullYear();
  let year = thisYear - (thisYear % 100) + yy;
  if (dateKey(year, month, day) > todayKey(today)) year -= 100;
  return separator === '+' ? year - 100 : year;
}

/**
 * A personnummer or samordningsnummer (`YYMMDD-NNNN`, `YYMMDD+NNNN`, `YYYYMMDD-NNNN`, with or
 * without separator) in its one stored form, `YYYYMMDD-NNNN` (a samordningsnummer keeps its day
 * plus 60), or null. The `personnummer` library judges the number (checksum, date, serial 000,
 * which is never issued; interim numbers refused); here only the century of a ten-digit number is
 * found, and a birth date after `today` refused.
 */
export function normalisePersonnummer(input: string, today: Date = new Date()): string | null {
  const match = PERSONNUMMER_PATTERN.exec(input.trim());
  if (!match) return null;
  const [, century, yy, mm, dd, separator, serial] = match as unknown as string[];
  const birthDay = Number(dd) > COORDINATION_DAY_OFFSET ? Number(dd) - COORDINATION_DAY_OFFSET : Number(dd);
  const year = century
    ? Number(`${century}${yy}`)
    : fullYear(Number(yy), Number(mm), birthDay, separator ?? '', today);
  let person: Personnummer;
  try {
    person = Personnummer.parse(`${year}${mm}${dd}${serial}`, {
      allowCoordinationNumber: true,
      allowInterimNumber: false,
    });
  } catch {
    return null;
  }
  if (dateKey(year, Number(mm), birthDay) > todayKey(today)) return null;
  return `${person.fullYear}${person.month}${person.day}-${person.num}${person.check}`;
}

export const isValidPersonnummer = (input: string, today?: Date): boolean =>
  normalisePersonnummer(input, today) !== null;

// A legal person's number: ten digits with an optional dash, or twelve prefixed with 16.
const LEGAL_PERSON_PATTERN = /^(?:16)?\d{6}-?\d{4}$/;

/**
 * An organisationsnummer in its one stored form, or null, as the `organisationsnummer` library
 * judges it: a legal person's number (`NNNNNN-NNNN`, `NNNNNNNNNN`, or prefixed with 16) is stored
 * as `NNNNNN-NNNN`; a sole trader (enskild firma) has no number of its own and is registered under
 * the owner's personnummer or samordningsnummer, which is stored as a person's is, `YYYYMMDD-NNNN`.
 */
export function normaliseOrganisationsnummer(input: string, today: Date = new Date()): string | null {
  const text = input.trim();
  let organisation: Organisationsnummer;
  try {
    organisation = Organisationsnummer.parse(text);
  } catch {
    return null;
  }
  if (organisation.isPersonnummer()) return normalisePersonnummer(text, today);
  return LEGAL_PERSON_PATTERN.test(text) ? organisation.format(true) : null;
}

export const isValidOrganisationsnummer = (input: string, today?: Date): boolean =>
  normaliseOrganisationsnummer(input, today) !== null;

/** Whether a stored organisationsnummer is a sole trader's personnummer (`YYYYMMDD-NNNN`). */
export const isSoleTraderNumber = (normalised: string): boolean => /^\d{8}-\d{4}$/.test(normalised);

const POSTAL_CODE_PATTERN = /^([1-9]\d{2}) ?(\d{2})$/;

/** A Swedish postal code (`NNN NN` or `NNNNN`) as `NNN NN`, or null. */
export function normalisePostalCode(input: string): string | null {
  const match = POSTAL_CODE_PATTERN.exec(input.trim());
  return match ? `${match[1]} ${match[2]}` : null;
}

export const isValidPostalCode = (input: string): boolean => normalisePostalCode(input) !== null;

const BANKGIRO_PATTERN = /^(\d{3,4})-?(\d{4})$/;

/** A bankgiro number (`NNN-NNNN` or `NNNN-NNNN`, seven or eight digits) in that form, or null. */
export function normaliseBankgiro(input: string): string | null {
  const match = BANKGIRO_PATTERN.exec(input.trim().replace(/\s/g, ''));
  if (!match) return null;
  const [, head, tail] = match as unknown as [string, string, string];
  return passesLuhn(`${head}${tail}`) ? `${head}-${tail}` : null;
}

/** A plusgiro number (two to eight digits, written `NNNNNN-N`) in that form, or null. */
export function normalisePlusgiro(input: string): string | null {
  const digits = input.trim().replace(/[\s-]/g, '');
  if (!/^\d{2,8}$/.test(digits) || !passesLuhn(digits)) return null;
  return `${digits.slice(0, -1)}-${digits.slice(-1)}`;
}

/** A string schema that validates with `normalise` and outputs its canonical form. */
export function normalisedStringSchema(normalise: (input: string) => string | null, message: string) {
  return z.pipe(
    z.string().check(z.trim()),
    z.transform((value: string, context) => {
      const normal = normalise(value);
      if (normal === null) {
        context.issues.push({ code: 'custom', message, input: value });
        return z.NEVER;
      }
      return normal;
    }),
  );
}

export const personnummerSchema = normalisedStringSchema(
  (input) => normalisePersonnummer(input),
  PERSONNUMMER_MESSAGE,
);
export const organisationsnummerSchema = normalisedStringSchema(
  (input) => normaliseOrganisationsnummer(input),
  ORGANISATIONSNUMMER_MESSAGE,
);
export const postalCodeSchema = normalisedStringSchema(normalisePostalCode, POSTAL_CODE_MESSAGE);
export const bankgiroSchema = normalisedStringSchema(normaliseBankgiro, BANKGIRO_MESSAGE);
export const plusgiroSchema = normalisedStringSchema(normalisePlusgiro, PLUSGIRO_MESSAGE);

/**
 * An address whose postal code must be Swedish (and is normalised) when the country is Sweden or
 * not given; other countries keep their postal code as typed.
 */
export const addressWithSwedishPostalCodeSchema = z.pipe(
  addressSchema,
  z.transform((address: Address, context) => {
    if (!address.postalCode || (address.country && address.country !== 'SE')) return address;
    const postalCode = normalisePostalCode(address.postalCode);
    if (postalCode === null) {
      context.issues.push({
        code: 'custom',
        message: POSTAL_CODE_MESSAGE,
        path: ['postalCode'],
        input: address.postalCode,
      });
      return z.NEVER;
    }
    return { ...address, postalCode };
  }),
);

/**
 * A personnummer or samordningsnummer as a partner of the firm sees it: the birth date stays, the
 * four last digits (which identify the person) are hidden: `19800101-****`.
 */
export const maskPersonnummer = (number: string): string => number.replace(/\d{4}$/, '****');

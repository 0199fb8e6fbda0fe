import type { ContactType } from '@syna/contracts/contacts';
import {
  isSoleTraderNumber,
  normaliseOrganisationsnummer,
  normalisePersonnummer,
} from '@syna/contracts/swedish-identity';

/** What the number field says while it is typed. */
export type NumberCheck =
  | { state: 'empty' }
  | { state: 'incomplete' }
  | { state: 'valid'; kind: 'organisationsnummer' | 'personnummer'; normalised: string }
  | { state: 'invalid'; kind: 'organisationsnummer' | 'personnummer' };

/**
 * Checks an organisationsnummer (companies; a sole trader's personnummer is accepted too) or a
 * personnummer (persons) as it is typed, with the contracts' own checksum and date rules. A number
 * that is still being typed is not called wrong.
 */
export function checkContactNumber(type: ContactType, input: string, today?: Date): NumberCheck {
  const text = input.trim();
  if (!text) return { state: 'empty' };
  if (type === 'company') {
    const organisation = normaliseOrganisationsnummer(text, today);
    if (organisation) {
      const kind = isSoleTraderNumber(organisation) ? 'personnummer' : 'organisationsnummer';
      return { state: 'valid', kind, normalised: organisation };
    }
  } else {
    const person = normalisePersonnummer(text, today);
    if (person) return { state: 'valid', kind: 'personnummer', normalised: person };
  }
  if (stillTyping(text)) return { state: 'incomplete' };
  return { state: 'invalid', kind: type === 'company' ? 'organisationsnummer' : 'personnummer' };
}

/**
 * Whether the text may still become a valid number: fewer than four digits after the separator,
 * or too few digits without one (ten or eleven digits may be the start of the twelve-digit form,
 * which begins with 19 or 20 for a person and 16 for an organisation).
 */
function stillTyping(text: string): boolean {
  const separated = /^(\d*)[-+](\d*)$/.exec(text);
  if (separated) return separated[1]!.length <= 8 && separated[2]!.length < 4;
  if (!/^\d+$/.test(text)) return false;
  if (text.length < 10) return true;
  return text.length < 12 && /^(19|20|16)/.test(text);
}

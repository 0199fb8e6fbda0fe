import type { InspectionMetadata } from '@syna/contracts/inspections';

type StatusChoice = InspectionMetadata['statuses'][number];

/**
 * Whether choosing the status asks first: a performed status before the day of the inspection is
 * most likely a slip, and the server refuses it unless confirmed. Dates are `YYYY-MM-DD`.
 */
export function asksBeforeMarkingPerformed(
  status: Pick<StatusChoice, 'category'>,
  inspectionDate: string | null,
  today: string,
): boolean {
  return status.category === 'performed' && inspectionDate !== null && inspectionDate > today;
}

const SHORT_DATE = {
  sv: new Intl.DateTimeFormat('sv-SE', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
};

/**
 * A calendar date as a day and a short month, "1 dec" or "1 Dec", to end a sentence: the Swedish
 * abbreviation's dot ("dec.") is left to the sentence's own full stop, so none is written twice.
 */
export function shortDate(date: string, language: 'sv' | 'en'): string {
  return SHORT_DATE[language].format(new Date(`${date}T12:00:00Z`)).replace(/\.$/, '');
}

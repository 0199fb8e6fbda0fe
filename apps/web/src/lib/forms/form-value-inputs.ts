/**
 * What an input of a form field holds (text) and what the form stores (numbers, ISO moments),
 * both ways. Shared by the form editor (limits and defaults) and the form renderer (values).
 */

/**
 * A typed number: `12,5` or `12.5` is 12.5, a blank is null, anything else stays as typed, so
 * that the validator names it ("Ange ett tal") where it was typed.
 */
export function numberFromInput(text: string): number | string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const number = Number(trimmed.replace(',', '.').replace(/\s/g, ''));
  return Number.isFinite(number) ? number : trimmed;
}

/** A number as an input shows it; null as a blank. */
export const numberToInput = (value: unknown): string =>
  typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO moment as a `datetime-local` input shows it, in the browser's time zone (blank when none). */
export function momentToInput(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime())) return value;
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}T${pad(moment.getHours())}:${pad(moment.getMinutes())}`;
}

/** A `datetime-local` input's text as an ISO moment (UTC); blank is null, an unreadable text stays. */
export function momentFromInput(text: string): string | null {
  if (text.trim() === '') return null;
  const moment = new Date(text);
  return Number.isNaN(moment.getTime()) ? text : moment.toISOString();
}

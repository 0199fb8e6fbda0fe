import { wallClock, zonedIso } from '@syna/contracts/time-zone';

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

/** An ISO moment as the date and time field holds it: Swedish wall-clock time (blank when none). */
export function momentToInput(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  if (Number.isNaN(Date.parse(value))) return value;
  const { date, time } = wallClock(value);
  return `${date}T${time}`;
}

const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/** The date and time field's Swedish wall-clock text as an ISO moment; blank is null, an unreadable text stays. */
export function momentFromInput(text: string): string | null {
  if (text.trim() === '') return null;
  const match = WALL_CLOCK.exec(text);
  if (!match) return text;
  const moment = zonedIso(match[1]!, match[2]);
  return Number.isNaN(Date.parse(moment)) ? text : moment;
}

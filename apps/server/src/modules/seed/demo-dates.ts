import { addDays } from '@syna/contracts/time-zone';
import { isoWeekday } from '../orders/index.ts';

const WORKDAYS_PER_WEEK = 5;

/**
 * The working day `offset` working days from `today` (negative: before it); a weekend today
 * counts from the Monday after, so the demo's week is always one of working days.
 */
export function workdayFrom(today: string, offset: number): string {
  let date = today;
  while (isoWeekday(date) > WORKDAYS_PER_WEEK) date = addDays(date, 1);
  const step = offset < 0 ? -1 : 1;
  for (let left = Math.abs(offset); left > 0;) {
    date = addDays(date, step);
    if (isoWeekday(date) <= WORKDAYS_PER_WEEK) left -= 1;
  }
  return date;
}

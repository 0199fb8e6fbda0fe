import { zoneToday } from '@syna/contracts/time-zone';
import type { Tx } from '../../platform/db/database.ts';
import { conflict } from '../../platform/http/problem.ts';
import { numberExists } from './inspection.repo.ts';
import { drawNumberFor } from '../sequences/index.ts';
import { drawYearlyValue } from './inspection-number.repo.ts';

/** How many drawn numbers may turn out to be taken before creating gives up. */
const MAX_DRAWS = 50;

/** `YYYY-NNNN`: the year and its running number, padded to four digits. */
export const yearlyNumber = (year: number, value: number) => `${year}-${String(value).padStart(4, '0')}`;

/**
 * The number of a new inspection: from the tenant's 'inspection' number sequence when it keeps
 * one (see modules/sequences), else `YYYY-NNNN` for the current Swedish year, whose per-year
 * counter starts over each year, which a sequence does not. Both draws lock their row until the
 * transaction ends, so concurrent creates never draw the same number. A number that is already
 * taken (the sequence was set back, or numbers were imported) is skipped.
 */
export async function assignInspectionNumber(tx: Tx, now: Date = new Date()): Promise<string> {
  const year = Number(zoneToday(now).slice(0, 4));
  for (let draw = 0; draw < MAX_DRAWS; draw += 1) {
    const drawn = await drawNumberFor({ tx }, 'inspection');
    const number = drawn?.number ?? yearlyNumber(year, await drawYearlyValue(tx, year));
    if (!(await numberExists(tx, number))) return number;
  }
  throw conflict({ key: 'assignments.noFreeNumber' });
}

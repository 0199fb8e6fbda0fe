import { z } from 'zod/mini';

/** Calendar dates and times of day, in zod's small build (the public pages read them too). */

/** A calendar date, `YYYY-MM-DD` (leap years checked). */
export const calendarDateSchema = z.iso.date();
/** A time of day, `HH:mm`. */
export const timeOfDaySchema = z.iso.time({ precision: -1 });

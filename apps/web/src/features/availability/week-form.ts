import type { WeekHoursInput, WorkingDay } from '@syna/contracts/availability';

/** A weekday as the week's form holds it: the switch and both times, kept while the day is off. */
export interface WorkingDayValues {
  weekday: WorkingDay['weekday'];
  working: boolean;
  /** `HH:mm` or ''. */
  start: string;
  end: string;
}

/** The week's form: `hours.N` is weekday N + 1, as the server names its errors. */
export interface WeekFormValues {
  hours: WorkingDayValues[];
}

/**
 * The saved week as the form starts: a day off shows the times of the first working day, so that
 * switching it on offers a whole day.
 */
export function weekFormValues(hours: readonly WorkingDay[]): WeekFormValues {
  const usual = hours.find((day) => day.start && day.end);
  return {
    hours: hours.map((day) => ({
      weekday: day.weekday,
      working: day.start !== null,
      start: day.start ?? usual?.start ?? '',
      end: day.end ?? usual?.end ?? '',
    })),
  };
}

/** The body of `PUT …/hours`: a day off has no times, a blank time is missing. */
export function toWeekHoursInput(values: WeekFormValues): WeekHoursInput {
  return {
    hours: values.hours.map((day) => ({
      weekday: day.weekday,
      start: day.working ? day.start || null : null,
      end: day.working ? day.end || null : null,
    })),
  };
}

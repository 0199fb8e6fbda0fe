import { z } from 'zod';
import { calendarDateSchema } from './dates.ts';
import { hourMinute, ISO_WEEKDAYS, type TenantSettings } from './tenant.ts';
import { optionalText, TOO_LONG_MESSAGE } from './text.ts';

/**
 * When a member works as an inspector: weekly hours per ISO weekday and absences (dates
 * inclusive). Until a member saves their own week, they work the firm's booking day on its open
 * weekdays; the public calendar books against these.
 */

/** One weekday of a member's week: off (`start` and `end` null) or working from `start` to `end`. */
export const workingDaySchema = z.object({
  weekday: z.literal([...ISO_WEEKDAYS]),
  start: hourMinute.nullable(),
  end: hourMinute.nullable(),
});
export type WorkingDay = z.infer<typeof workingDaySchema>;

/** The week of a member who has saved none: the firm's booking day on its open weekdays. */
export function firmWeek(settings: TenantSettings): WorkingDay[] {
  const open = settings['order.calendar.weekdays'] as number[];
  return ISO_WEEKDAYS.map((weekday) =>
    open.includes(weekday)
      ? { weekday, start: settings['order.calendar.dayStart'], end: settings['order.calendar.dayEnd'] }
      : { weekday, start: null, end: null },
  );
}

export const absenceSchema = z
  .object({
    id: z.string(),
    /** `YYYY-MM-DD`, the first and the last day away. */
    from: z.string(),
    to: z.string(),
    note: z.string().nullable(),
  })
  .meta({ id: 'Absence' });
export type Absence = z.infer<typeof absenceSchema>;

export const memberAvailabilitySchema = z
  .object({
    userId: z.string(),
    /** Monday to Sunday, seven days. */
    hours: z.array(workingDaySchema),
    /** False while the member works the firm's booking day (no week of their own saved). */
    ownHours: z.boolean(),
    /** Today's and later absences, by first day. */
    absences: z.array(absenceSchema),
  })
  .meta({ id: 'MemberAvailability' });
export type MemberAvailability = z.infer<typeof memberAvailabilitySchema>;

/**
 * Body of `PUT …/availability/{userId}/hours`: the whole week, each weekday once; a working day
 * has both times, the end after the start.
 */
export const weekHoursInputSchema = z
  .object({ hours: z.array(workingDaySchema).length(ISO_WEEKDAYS.length, 'availability.wholeWeek') })
  .superRefine(({ hours }, context) => {
    hours.forEach((day, index) => {
      if (hours.findIndex((other) => other.weekday === day.weekday) !== index) {
        context.addIssue({
          code: 'custom',
          path: ['hours', index, 'weekday'],
          message: 'availability.weekdayTwice',
        });
      }
      if ((day.start === null) !== (day.end === null)) {
        const missing = day.start === null ? 'start' : 'end';
        context.addIssue({ code: 'custom', path: ['hours', index, missing], message: 'validation.time' });
      } else if (day.start !== null && day.end !== null && day.end <= day.start) {
        context.addIssue({ code: 'custom', path: ['hours', index, 'end'], message: 'validation.dayEnd' });
      }
    });
  })
  .meta({ id: 'WeekHours' });
export type WeekHoursInput = z.infer<typeof weekHoursInputSchema>;

/** Body of `POST …/availability/{userId}/absences`: the first and last day away, and a note. */
export const absenceInputSchema = z
  .object({
    from: calendarDateSchema,
    to: calendarDateSchema,
    note: optionalText(200, TOO_LONG_MESSAGE),
  })
  .refine((absence) => absence.from <= absence.to, { path: ['to'], error: 'validation.dateRange' })
  .meta({ id: 'AbsenceCreate' });
export type AbsenceInput = z.infer<typeof absenceInputSchema>;

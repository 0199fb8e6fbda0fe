import { describe, expect, it } from 'vitest';
import { weekHoursInputSchema, type WorkingDay } from '@syna/contracts/availability';
import { toWeekHoursInput, weekFormValues } from './week-form';

const week: WorkingDay[] = [
  { weekday: 1, start: '07:00', end: '15:00' },
  { weekday: 2, start: null, end: null },
  { weekday: 3, start: '08:00', end: '12:00' },
  { weekday: 4, start: null, end: null },
  { weekday: 5, start: null, end: null },
  { weekday: 6, start: null, end: null },
  { weekday: 7, start: null, end: null },
];

describe('the week form', () => {
  it('round-trips the saved week', () => {
    expect(toWeekHoursInput(weekFormValues(week))).toEqual({ hours: week });
  });

  it('offers the first working day’s times on a day switched on', () => {
    const values = weekFormValues(week);
    expect(values.hours[1]).toEqual({ weekday: 2, working: false, start: '07:00', end: '15:00' });
    values.hours[1]!.working = true;
    expect(toWeekHoursInput(values).hours[1]).toEqual({ weekday: 2, start: '07:00', end: '15:00' });
  });

  it('names the day’s field that the contract refuses', () => {
    const values = weekFormValues(week);
    values.hours[2]!.end = '';
    const result = weekHoursInputSchema.safeParse(toWeekHoursInput(values));
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['hours.2.end']);
  });
});

// The calendar's views: plain values without zod, so that code needing only them (the staff app's
// first load) does not bring the schemas along.

/** The calendar views of the dashboard; `month` is the default. */
export const CALENDAR_VIEWS = ['month', 'week', 'day'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

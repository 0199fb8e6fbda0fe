import { z } from 'zod';
import { calendarDateSchema, inspectionReferenceSchema } from './inspections.ts';
import { listResponseSchema } from './list.ts';
import { blankOr, clearableText, optionalText } from './text.ts';

export { CALENDAR_VIEWS, type CalendarView } from './activity-values.ts';

/**
 * Activities: the calendar entries of the activity
 * service, with reminders delivered as REMINDER notifications at their time.
 */

/** Activity progress, stored as these numbers. */
export const ACTIVITY_PROGRESS = { cancelled: -1, planned: 0, inProgress: 50, done: 100 } as const;
export const ACTIVITY_PROGRESS_VALUES = [-1, 0, 50, 100] as const;
export type ActivityProgress = (typeof ACTIVITY_PROGRESS_VALUES)[number];

export const ACTIVITY_REPEATS = ['none', 'daily', 'weekly', 'monthly', 'yearly'] as const;
export type ActivityRepeat = (typeof ACTIVITY_REPEATS)[number];

/** Reminder choices: minutes before the start. */
export const ACTIVITY_REMINDER_MINUTES = [0, 5, 15, 30, 60, 120, 1440] as const;

/** The longest span one calendar request may cover (a month view shows six weeks). */
export const CALENDAR_RANGE_MAX_DAYS = 62;

/** A point in time with its offset, e.g. `2026-11-23T09:00:00+01:00`. */
const instantSchema = z.iso.datetime({ offset: true, error: 'validation.dateTime' });

const tagsSchema = z
  .array(z.string().trim().min(1, { error: 'validation.emptyTag' }).max(50, { error: 'validation.tooLong' }))
  .max(50, { error: 'validation.tooManyTags' })
  .transform((tags) => [...new Set(tags)]);

const reminderSchema = z.literal([...ACTIVITY_REMINDER_MINUTES], { error: 'validation.reminder' });
const progressSchema = z.literal([...ACTIVITY_PROGRESS_VALUES], { error: 'validation.status' });
const uriSchema = blankOr(z.url({ protocol: /^https?$/, error: 'validation.web' }));

const activityFields = {
  startTime: instantSchema,
  stopTime: instantSchema,
  /** What kind of entry it is, e.g. "Möte" or "Besiktning". */
  name: optionalText(100),
  title: z.string().trim().min(1, { error: 'validation.title' }).max(200, { error: 'validation.tooLong' }),
  notes: optionalText(10_000),
  location: optionalText(300),
  uri: uriSchema,
  /** Whose calendar it is in; default the caller. */
  userId: z.uuid().nullable().optional(),
  /** Minutes before the start to remind the user, or null for none. */
  reminder: reminderSchema.nullish().transform((value) => value ?? null),
  repeat: z.enum(ACTIVITY_REPEATS).default('none'),
  progress: progressSchema.default(0),
  tags: tagsSchema.default([]),
  inspectionId: z
    .uuid()
    .nullish()
    .transform((value) => value ?? null),
};

const stopAfterStart = (activity: { startTime?: string; stopTime?: string }) =>
  !activity.startTime ||
  !activity.stopTime ||
  Date.parse(activity.stopTime) >= Date.parse(activity.startTime);
const stopAfterStartIssue = { path: ['stopTime'], error: 'validation.timeRange' };

/** Body of `POST /{tenant}/v1/activity`. */
export const activityCreateSchema = z
  .object(activityFields)
  .refine(stopAfterStart, stopAfterStartIssue)
  .meta({ id: 'ActivityCreate' });
export type ActivityCreate = z.infer<typeof activityCreateSchema>;
export type ActivityCreateInput = z.input<typeof activityCreateSchema>;

/**
 * Body of `PUT /{tenant}/v1/activity/{id}`: the fields to change, like every update of the API. An
 * absent field keeps its value (so a client that leaves out the user or the notes neither moves
 * the activity nor wipes them); null or blank clears a field that may be empty.
 */
export const activityUpdateSchema = z
  .object({
    startTime: instantSchema.optional(),
    stopTime: instantSchema.optional(),
    name: clearableText(100),
    title: z.optional(activityFields.title),
    notes: clearableText(10_000),
    location: clearableText(300),
    uri: z.optional(uriSchema),
    /** Moves the activity to another member's calendar. */
    userId: z.uuid().optional(),
    reminder: reminderSchema.nullable().optional(),
    repeat: z.enum(ACTIVITY_REPEATS).optional(),
    progress: progressSchema.optional(),
    tags: tagsSchema.optional(),
    inspectionId: z.uuid().nullable().optional(),
  })
  .refine(stopAfterStart, stopAfterStartIssue)
  .meta({ id: 'ActivityUpdate' });
export type ActivityUpdate = z.infer<typeof activityUpdateSchema>;
export type ActivityUpdateInput = z.input<typeof activityUpdateSchema>;

/** Body of `PUT /{tenant}/v1/activity/{id}/progress`. */
export const activityProgressChangeSchema = z
  .object({ value: z.literal([...ACTIVITY_PROGRESS_VALUES], { error: 'validation.status' }) })
  .meta({ id: 'ActivityProgressChange' });

export const activitySchema = z
  .object({
    id: z.string(),
    startTime: z.string(),
    stopTime: z.string(),
    name: z.string().nullable(),
    title: z.string(),
    /** Private to the activity's author: null for everyone else. */
    notes: z.string().nullable(),
    location: z.string().nullable(),
    uri: z.string().nullable(),
    user: z.object({ id: z.string(), name: z.string() }).nullable(),
    /** The user's e-mail, the spec's `username`. */
    username: z.string().nullable(),
    reminder: z.number().int().nullable(),
    repeat: z.enum(ACTIVITY_REPEATS),
    progress: z.number().int(),
    tags: z.array(z.string()),
    inspection: inspectionReferenceSchema.nullable(),
    created: z.string(),
    updated: z.string(),
  })
  .meta({ id: 'Activity' });
export type Activity = z.infer<typeof activitySchema>;

/**
 * Whose entries the calendar asks for: `mine` (the default) the caller's own (activities in their
 * calendar, assignments they inspect), `firm` everyone's (the dispatch views, "Hela firman").
 */
export const CALENDAR_SCOPES = ['mine', 'firm'] as const;
export type CalendarScope = (typeof CALENDAR_SCOPES)[number];

/**
 * The most entries one calendar answer lists: past it, the range is answered as the number of
 * entries per day (`days`), and the calendar asks for a day's list when it is opened. A month of
 * a firm of two dozen inspectors holds thousands; a day of it, or a week, stays well below.
 */
export const CALENDAR_ENTRIES_MAX = 2000;

/**
 * `GET /{tenant}/v1/activity?from=&to=[&scope=][&userId=]`: what the calendar shows between two
 * dates (inclusive, at most CALENDAR_RANGE_MAX_DAYS): activities, each occurrence of a repeating
 * one, and the inspections with a date; the caller's own (`scope=mine`, the default), the firm's
 * (`scope=firm`) or one member's (`userId`, whatever the scope).
 */
export const calendarQuerySchema = z
  .object({
    from: calendarDateSchema,
    to: calendarDateSchema,
    scope: z.enum(CALENDAR_SCOPES).default('mine'),
    userId: z.uuid().optional(),
  })
  .refine((query) => query.from <= query.to, {
    path: ['to'],
    error: 'validation.dateRange',
  })
  .refine((query) => (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 < CALENDAR_RANGE_MAX_DAYS, {
    path: ['to'],
    error: 'validation.tooManyDays',
    params: { days: CALENDAR_RANGE_MAX_DAYS },
  });
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

/**
 * One entry of the calendar's range: only what the grid draws and the day's list shows (a month of
 * a busy firm holds thousands). The whole activity is `GET /activity/{id}`, the whole assignment
 * its own page, both fetched when the user opens the entry.
 */
export const calendarEntrySchema = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('activity'),
      /** The activity's id; several occurrences of a repeating one share it. */
      id: z.string(),
      start: z.string(),
      end: z.string(),
      title: z.string(),
      name: z.string().nullable(),
      location: z.string().nullable(),
      progress: z.number().int(),
      /** The member whose calendar it is in: their id (the dispatch lanes) and name. */
      userId: z.string().nullable(),
      user: z.string().nullable(),
    }),
    z.object({
      kind: z.literal('inspection'),
      id: z.string(),
      /** `date` plus start time, or the date alone when the assignment has no time. */
      start: z.string(),
      /**
       * The stop time; a booking with a start and no stop ends after its inspection type's default
       * duration (`endEstimated`), so it is drawn as long as the visit usually takes.
       */
      end: z.string().nullable(),
      endEstimated: z.boolean(),
      allDay: z.boolean(),
      /** The assignment's number and street, e.g. "2026-0001 Storgatan 1". */
      title: z.string(),
      number: z.string(),
      address: z.string().nullable(),
      status: z
        .object({ name: z.string(), nameEn: z.string().nullable(), color: z.string().nullable() })
        .nullable(),
      /** The inspector: their id (the dispatch lanes) and name. */
      inspectorId: z.string().nullable(),
      inspector: z.string().nullable(),
    }),
  ])
  .meta({ id: 'CalendarEntry' });
export type CalendarEntry = z.infer<typeof calendarEntrySchema>;
/** The firm's working day, `HH:mm` to `HH:mm`, Swedish time: where the week and day grids open. */
export const businessHoursSchema = z
  .object({ start: z.string(), end: z.string() })
  .meta({ id: 'BusinessHours' });
export type BusinessHours = z.infer<typeof businessHoursSchema>;

/** A day's number of entries, where the range holds more than CALENDAR_ENTRIES_MAX. */
export const calendarDayCountSchema = z
  .object({ date: z.string(), count: z.number().int() })
  .meta({ id: 'CalendarDayCount' });
export type CalendarDayCount = z.infer<typeof calendarDayCountSchema>;

/**
 * The range's entries, or, where it holds more than CALENDAR_ENTRIES_MAX, none and the number per
 * day in `days` (each day with any, by date); `total` is the range's number either way.
 */
export const calendarEntryListSchema = listResponseSchema(calendarEntrySchema)
  .extend({ businessHours: businessHoursSchema, days: z.array(calendarDayCountSchema).nullable() })
  .meta({ id: 'CalendarEntryList' });
export type CalendarEntryList = z.infer<typeof calendarEntryListSchema>;

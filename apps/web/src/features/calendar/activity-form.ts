import dayjs from 'dayjs';
import {
  ACTIVITY_PROGRESS,
  type Activity,
  type ActivityCreate,
  type ActivityProgress,
  type ActivityUpdateInput,
  type ActivityRepeat,
} from '@syna/contracts/activities';

/** What the activity form holds: times as `datetime-local` text, choices as select values. */
export interface ActivityFormValues {
  title: string;
  name: string;
  /** `YYYY-MM-DDTHH:mm`, local time. */
  start: string;
  stop: string;
  location: string;
  uri: string;
  notes: string;
  /** The user whose calendar it is in. */
  userId: string;
  /** Minutes before the start, or blank for no reminder. */
  reminder: string;
  repeat: ActivityRepeat;
  progress: ActivityProgress;
  tags: string[];
}

const LOCAL_FORMAT = 'YYYY-MM-DDTHH:mm';
/** A new activity on a day (rather than at a time) starts at nine and lasts an hour. */
const DAY_START_HOUR = 9;
const DEFAULT_LENGTH_MINUTES = 60;

/** A `datetime-local` value as an instant with the browser's offset; blank or invalid stays blank. */
export function localToInstant(local: string): string {
  const time = dayjs(local);
  return local && time.isValid() ? time.format('YYYY-MM-DDTHH:mm:ssZ') : '';
}

/** An instant as a `datetime-local` value in the browser's time zone. */
export const instantToLocal = (instant: string): string => dayjs(instant).format(LOCAL_FORMAT);

/** The times a new activity gets from the day or time slot it was created on. */
export function newActivityTimes(point: Date, allDay: boolean): { start: string; stop: string } {
  const start = allDay ? dayjs(point).startOf('day').hour(DAY_START_HOUR) : dayjs(point);
  return {
    start: start.format(LOCAL_FORMAT),
    stop: start.add(DEFAULT_LENGTH_MINUTES, 'minute').format(LOCAL_FORMAT),
  };
}

/** The form's values for an activity, or for a new one at `times` in the signed-in user's calendar. */
export function activityFormValues(
  activity: Activity | null,
  times: { start: string; stop: string },
  userId: string,
): ActivityFormValues {
  return {
    title: activity?.title ?? '',
    name: activity?.name ?? '',
    start: activity ? instantToLocal(activity.startTime) : times.start,
    stop: activity ? instantToLocal(activity.stopTime) : times.stop,
    location: activity?.location ?? '',
    uri: activity?.uri ?? '',
    notes: activity?.notes ?? '',
    userId: activity?.user?.id ?? userId,
    reminder:
      activity?.reminder === null || activity?.reminder === undefined ? '' : String(activity.reminder),
    repeat: activity?.repeat ?? 'none',
    progress: (activity?.progress ?? ACTIVITY_PROGRESS.planned) as ActivityProgress,
    tags: activity?.tags ?? [],
  };
}

/**
 * The body `activityCreateSchema` validates (the form's check for a new and an edited activity);
 * the inspection an activity belongs to is sent back unchanged.
 */
export function toActivityInput(
  values: ActivityFormValues,
  inspectionId: string | null = null,
): Record<string, unknown> {
  return {
    title: values.title,
    name: values.name,
    startTime: localToInstant(values.start),
    stopTime: localToInstant(values.stop),
    location: values.location,
    uri: values.uri,
    notes: values.notes,
    userId: values.userId || null,
    reminder: values.reminder === '' ? null : Number(values.reminder),
    repeat: values.repeat,
    progress: values.progress,
    tags: values.tags,
    inspectionId,
  };
}

/**
 * What saving an edited activity changes: the form's fields, except the notes when left as they
 * were (they are their author's alone, and anyone else's save must not touch them) and the user
 * when none is chosen.
 */
export function activityChange(body: ActivityCreate, before: Activity): ActivityUpdateInput {
  const { notes, userId, ...fields } = body;
  return {
    ...fields,
    ...(userId ? { userId } : {}),
    ...((notes ?? null) === before.notes ? {} : { notes }),
  };
}

/** The change that saves an activity moved in the calendar: its times, exact to the second as stored. */
export const movedActivityChange = (moved: Activity): ActivityUpdateInput => ({
  startTime: moved.startTime,
  stopTime: moved.stopTime,
});

/**
 * The activity moved as the calendar moved it: by whole days (kept on the wall clock over a change
 * of summer time) and then by the rest. A repeating activity moves with all its occurrences.
 */
export function movedActivity(
  activity: Activity,
  delta: { years: number; months: number; days: number; milliseconds: number },
): Activity {
  const move = (instant: string) =>
    dayjs(instant)
      .add(delta.years, 'year')
      .add(delta.months, 'month')
      .add(delta.days, 'day')
      .add(delta.milliseconds, 'millisecond')
      .format('YYYY-MM-DDTHH:mm:ssZ');
  return { ...activity, startTime: move(activity.startTime), stopTime: move(activity.stopTime) };
}

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

/** How a reminder reads: the text's key and its count ("2 timmar före", "1 dag före"). */
export function reminderText(minutes: number): {
  key: 'atStart' | 'minutes' | 'hourOne' | 'hourOther' | 'dayOne' | 'dayOther';
  count: number;
} {
  if (minutes === 0) return { key: 'atStart', count: 0 };
  if (minutes % MINUTES_PER_DAY === 0) {
    const count = minutes / MINUTES_PER_DAY;
    return { key: count === 1 ? 'dayOne' : 'dayOther', count };
  }
  if (minutes % MINUTES_PER_HOUR === 0) {
    const count = minutes / MINUTES_PER_HOUR;
    return { key: count === 1 ? 'hourOne' : 'hourOther', count };
  }
  return { key: 'minutes', count: minutes };
}

import {
  ACTIVITY_PROGRESS,
  type Activity,
  type ActivityCreate,
  type ActivityProgress,
  type ActivityUpdateInput,
  type ActivityRepeat,
} from '@syna/contracts/activities';
import { wallClockIso, zonedIso } from '@syna/contracts/time-zone';

/** What the activity form holds: times as Swedish wall-clock text, choices as select values. */
export interface ActivityFormValues {
  title: string;
  name: string;
  /** `YYYY-MM-DDTHH:mm`, Swedish time. */
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

/** A new activity on a day (rather than at a time) starts at nine and lasts an hour. */
const DAY_START = '09:00';
const DEFAULT_LENGTH_MS = 60 * 60_000;
const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/**
 * Wall-clock arithmetic: a `YYYY-MM-DDTHH:mm(:ss)` text moved on a clock without summer time
 * (UTC), so that a day is always 24 hours of the Swedish wall clock.
 */
function shiftWallClock(
  wall: string,
  delta: { years?: number; months?: number; days?: number; milliseconds?: number },
): string {
  const moved = new Date(`${wall}Z`);
  moved.setUTCFullYear(
    moved.getUTCFullYear() + (delta.years ?? 0),
    moved.getUTCMonth() + (delta.months ?? 0),
    moved.getUTCDate() + (delta.days ?? 0),
  );
  return new Date(moved.getTime() + (delta.milliseconds ?? 0)).toISOString().slice(0, wall.length);
}

/** A form's `YYYY-MM-DDTHH:mm` (Swedish time) as an instant; blank or invalid stays blank. */
export function localToInstant(local: string): string {
  const match = WALL_CLOCK.exec(local);
  if (!match || Number.isNaN(Date.parse(`${local}Z`))) return '';
  return zonedIso(match[1]!, match[2]!);
}

/** An instant as the form's `YYYY-MM-DDTHH:mm`, in Swedish time. */
export const instantToLocal = (instant: string): string => wallClockIso(instant).slice(0, 16);

/**
 * The times a new activity gets from the day or time slot it was created on: `point` is the
 * Swedish wall-clock `YYYY-MM-DDTHH:mm` of the slot (a day's is its midnight).
 */
export function newActivityTimes(point: string, allDay: boolean): { start: string; stop: string } {
  const start = allDay ? `${point.slice(0, 10)}T${DAY_START}` : point.slice(0, 16);
  return { start, stop: shiftWallClock(start, { milliseconds: DEFAULT_LENGTH_MS }) };
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
  const move = (instant: string) => {
    const wall = shiftWallClock(wallClockIso(instant), delta);
    return zonedIso(wall.slice(0, 10), wall.slice(11));
  };
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

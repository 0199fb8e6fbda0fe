import type { EventInput } from '@fullcalendar/react';
import { ACTIVITY_PROGRESS, type CalendarEntry } from '@syna/contracts/activities';
import { wallClockIso, zonedInstant } from '@syna/contracts/time-zone';
import { contrastText } from '@/lib/ui/contrast-text';

export type ProgressName = keyof typeof ACTIVITY_PROGRESS;
/** The progress names in the order they are offered. */
export const PROGRESS_NAMES = [
  'planned',
  'inProgress',
  'done',
  'cancelled',
] as const satisfies readonly ProgressName[];

/** The name of an activity's progress; an unknown value counts as planned. */
export function progressName(progress: number): ProgressName {
  return PROGRESS_NAMES.find((name) => ACTIVITY_PROGRESS[name] === progress) ?? 'planned';
}

/** The colours entries are drawn in, from the app's theme. */
export interface EntryPalette {
  /** An activity's background, by its progress. */
  activity: Record<ProgressName, string>;
  /** An inspection whose status has no (readable) colour. */
  inspection: string;
}

/** What an event on the calendar stands for, so a click can open it. */
export interface EntryReference {
  kind: CalendarEntry['kind'];
  id: string;
}

/** A colour with the text colour that reads on it; null when the colour cannot be read. */
export function readableColors(color: string | null): { color: string; contrastColor: string } | null {
  if (!color) return null;
  try {
    return { color, contrastColor: contrastText(color) };
  } catch {
    return null;
  }
}

/**
 * An entry's moment as the calendar grid takes it: the Swedish wall clock without an offset (the
 * grid runs in UTC, so it draws Swedish time on any device); an all-day date stays a date.
 */
const gridTime = (moment: string, allDay: boolean) => (allDay ? moment : wallClockIso(moment));

/**
 * A calendar entry as a FullCalendar event. Inspections wear their status colour and cannot be
 * dragged; activities are coloured by progress (cancelled ones struck through, done ones muted)
 * and every occurrence of a repeating one shares a group, so they move together.
 */
export function toCalendarEvent(entry: CalendarEntry, palette: EntryPalette): EventInput {
  const reference: EntryReference = { kind: entry.kind, id: entry.id };
  if (entry.kind === 'inspection') {
    const colors = readableColors(entry.status?.color ?? null) ?? readableColors(palette.inspection);
    return {
      id: `inspection:${entry.id}`,
      // The server's title names the assignment ("2026-0001 Storgatan 1"); a dispatcher needs whose it is.
      title: entry.inspector ? `${entry.title} · ${entry.inspector}` : entry.title,
      start: gridTime(entry.start, entry.allDay),
      ...(entry.end ? { end: gridTime(entry.end, entry.allDay) } : {}),
      allDay: entry.allDay,
      editable: false,
      interactive: true,
      className: 'syna-entry syna-entry-inspection',
      ...colors,
      extendedProps: { reference },
    };
  }
  const progress = progressName(entry.progress);
  return {
    id: `activity:${entry.id}:${entry.start}`,
    groupId: `activity:${entry.id}`,
    title: entry.title,
    start: gridTime(entry.start, false),
    end: gridTime(entry.end, false),
    interactive: true,
    className: `syna-entry syna-entry-${progress}`,
    ...readableColors(palette.activity[progress]),
    extendedProps: { reference },
  };
}

/** An entry's moment: an instant, or an all-day entry's date at its Swedish midnight. */
const momentOf = (value: string) => (value.length === 10 ? zonedInstant(value) : new Date(value)).getTime();

/** The entries that touch a day (in Swedish time), earliest first; an entry without an end is a point. */
export function entriesOnDay(entries: readonly CalendarEntry[], date: string): CalendarEntry[] {
  const dayStart = zonedInstant(date).getTime();
  const nextDay = new Date(`${date}T00:00:00Z`);
  nextDay.setUTCDate(nextDay.getUTCDate() + 1);
  const dayEnd = zonedInstant(nextDay.toISOString().slice(0, 10)).getTime();
  return entries
    .filter((entry) => {
      const start = momentOf(entry.start);
      const end = entry.end ? momentOf(entry.end) : start;
      return start < dayEnd && (end > dayStart || start >= dayStart);
    })
    .sort((first, second) => momentOf(first.start) - momentOf(second.start));
}

import dayjs from 'dayjs';
import type { EventInput } from '@fullcalendar/react';
import { ACTIVITY_PROGRESS, type CalendarEntry } from '@syna/contracts/activities';
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
      // The server's title names the assignment ("2026-0001 Storgatan 1").
      title: entry.title,
      start: entry.start,
      ...(entry.end ? { end: entry.end } : {}),
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
    start: entry.start,
    end: entry.end,
    interactive: true,
    className: `syna-entry syna-entry-${progress}`,
    ...readableColors(palette.activity[progress]),
    extendedProps: { reference },
  };
}

/** The entries that touch a day (local time), earliest first; an entry without an end is a point. */
export function entriesOnDay(entries: readonly CalendarEntry[], date: string): CalendarEntry[] {
  const dayStart = dayjs(date).startOf('day');
  const dayEnd = dayStart.add(1, 'day');
  return entries
    .filter((entry) => {
      const start = dayjs(entry.start);
      const end = entry.end ? dayjs(entry.end) : start;
      return start.isBefore(dayEnd) && (end.isAfter(dayStart) || !start.isBefore(dayStart));
    })
    .sort((first, second) => dayjs(first.start).valueOf() - dayjs(second.start).valueOf());
}

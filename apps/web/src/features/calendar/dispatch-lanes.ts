import type { CalendarEntry } from '@syna/contracts/activities';
import { wallClock } from '@syna/contracts/time-zone';
import { contrastText } from '@/lib/ui/contrast-text';

/** A member who can be dispatched: an inspector the firm offers, or whoever an entry names. */
export interface LanePerson {
  id: string;
  name: string;
}

/** One lane of the dispatch views: a person's, or (id null) the entries nobody is booked for. */
export interface Lane {
  id: string | null;
  name: string;
  color: string;
  contrastColor: string;
}

/**
 * Inspector colours, mid tones that read with white or black text on both the light and the dark
 * theme's paper, far enough apart in hue to tell neighbouring lanes apart.
 */
export const LANE_COLORS = [
  '#1e88e5',
  '#43a047',
  '#e53935',
  '#8e24aa',
  '#fb8c00',
  '#00897b',
  '#3949ab',
  '#c0ca33',
  '#6d4c41',
  '#d81b60',
  '#00acc1',
  '#757575',
] as const;
/** The lane of the unassigned entries wears no person's colour. */
const UNASSIGNED_COLOR = '#9e9e9e';

/** The person an entry is booked for: an assignment's inspector, an activity's calendar owner. */
export function laneIdOf(entry: CalendarEntry): string | null {
  return entry.kind === 'inspection' ? entry.inspectorId : entry.userId;
}

/** The entries of one lane: the person's, or (lane id null) those booked for nobody. */
export const entriesInLane = (entries: readonly CalendarEntry[], lane: Pick<Lane, 'id'>) =>
  entries.filter((entry) => laneIdOf(entry) === lane.id);

const personOf = (entry: CalendarEntry): LanePerson | null => {
  const id = laneIdOf(entry);
  const name = entry.kind === 'inspection' ? entry.inspector : entry.user;
  return id !== null && name !== null ? { id, name } : null;
};

/** A number from a text that stays the same on every device and visit. */
function hashOf(text: string): number {
  let hash = 0;
  for (const character of text) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return hash;
}

/**
 * A colour for each person, stable: each takes the palette place its id hashes to, or the next
 * free one when another person of the set has it (people taken in id order, so the same set of
 * people always gets the same colours whatever order they are listed in).
 */
export function laneColors(ids: readonly string[]): Map<string, string> {
  const colors = new Map<string, string>();
  const taken = new Set<number>();
  for (const id of [...new Set(ids)].sort()) {
    let place = hashOf(id) % LANE_COLORS.length;
    for (let tries = 0; taken.has(place) && tries < LANE_COLORS.length; tries += 1) {
      place = (place + 1) % LANE_COLORS.length;
    }
    taken.add(place);
    colors.set(id, LANE_COLORS[place]!);
  }
  return colors;
}

/**
 * The lanes of a dispatch view: the firm's inspectors by name, then anyone else an entry of the
 * range is booked for (a member no longer offered as inspector), then, when some entry is booked
 * for nobody, a lane for those named `unassignedName`.
 */
export function dispatchLanes(
  inspectors: readonly LanePerson[],
  entries: readonly CalendarEntry[],
  unassignedName: string,
): Lane[] {
  const people = new Map(inspectors.map((person) => [person.id, person]));
  for (const entry of entries) {
    const person = personOf(entry);
    if (person && !people.has(person.id)) people.set(person.id, person);
  }
  const colors = laneColors([...people.keys()]);
  const lanes: Lane[] = [...people.values()]
    .sort((first, second) => first.name.localeCompare(second.name, 'sv'))
    .map((person) => {
      const color = colors.get(person.id)!;
      return { id: person.id, name: person.name, color, contrastColor: contrastText(color) };
    });
  if (entries.some((entry) => laneIdOf(entry) === null)) {
    lanes.push({
      id: null,
      name: unassignedName,
      color: UNASSIGNED_COLOR,
      contrastColor: contrastText(UNASSIGNED_COLOR),
    });
  }
  return lanes;
}

export const MINUTES_PER_DAY = 24 * 60;
export const minuteOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const twoDigits = (value: number) => String(value).padStart(2, '0');
export const timeOfMinute = (minute: number) =>
  `${twoDigits(Math.floor(minute / 60))}:${twoDigits(minute % 60)}`;

/** An entry placed on one day's time axis, beside the entries it overlaps in its lane. */
export interface TimedBlock {
  entry: CalendarEntry;
  /** Minutes after the day's Swedish midnight, clipped to the day. */
  startMinute: number;
  endMinute: number;
  /** Its place among the overlapping entries, and how many share the width. */
  column: number;
  columns: number;
}

/** Where an entry lies on a day, in minutes; null for an all-day one or one on another day. */
function minutesOnDay(entry: CalendarEntry, date: string): { start: number; end: number } | null {
  if (entry.kind === 'inspection' && entry.allDay) return null;
  const start = wallClock(entry.start);
  const end = entry.end ? wallClock(entry.end) : start;
  if (start.date > date || end.date < date) return null;
  const startMinute = start.date < date ? 0 : minuteOf(start.time);
  const endMinute = end.date > date ? MINUTES_PER_DAY : minuteOf(end.time);
  if (start.date < date && endMinute === 0) return null;
  return { start: startMinute, end: Math.max(endMinute, startMinute + 15) };
}

/**
 * One lane's entries on one day: the all-day ones, and the timed ones placed on the time axis,
 * overlapping ones side by side (each run of overlapping entries shares the lane's width).
 */
export function layoutDay(
  entries: readonly CalendarEntry[],
  date: string,
): { allDay: CalendarEntry[]; timed: TimedBlock[] } {
  const allDay = entries.filter(
    (entry) => entry.kind === 'inspection' && entry.allDay && entry.start.slice(0, 10) === date,
  );
  const placed = entries
    .map((entry) => ({ entry, minutes: minutesOnDay(entry, date) }))
    .filter(
      (item): item is { entry: CalendarEntry; minutes: { start: number; end: number } } =>
        item.minutes !== null,
    )
    .sort(
      (first, second) => first.minutes.start - second.minutes.start || second.minutes.end - first.minutes.end,
    );
  const timed: TimedBlock[] = [];
  let run: TimedBlock[] = [];
  let runEnd = -1;
  const closeRun = () => {
    const columns = Math.max(0, ...run.map((block) => block.column + 1));
    for (const block of run) block.columns = columns;
    run = [];
  };
  for (const { entry, minutes } of placed) {
    if (minutes.start >= runEnd) closeRun();
    const busy = new Set(run.filter((block) => block.endMinute > minutes.start).map((block) => block.column));
    let column = 0;
    while (busy.has(column)) column += 1;
    const block = { entry, startMinute: minutes.start, endMinute: minutes.end, column, columns: 1 };
    run.push(block);
    timed.push(block);
    runEnd = Math.max(runEnd, minutes.end);
  }
  closeRun();
  return { allDay, timed };
}

/**
 * The hours a day's time axis shows: the firm's working day, widened to whole hours around any
 * entry outside it, so nothing booked early or late is hidden.
 */
export function axisHours(
  businessHours: { start: string; end: string },
  blocks: readonly Pick<TimedBlock, 'startMinute' | 'endMinute'>[],
): { first: number; last: number } {
  const starts = [minuteOf(businessHours.start), ...blocks.map((block) => block.startMinute)];
  const ends = [minuteOf(businessHours.end), ...blocks.map((block) => block.endMinute)];
  return { first: Math.floor(Math.min(...starts) / 60), last: Math.ceil(Math.max(...ends) / 60) };
}

/** A drop's place on the time axis (0 top, 1 bottom) as a time of day on the quarter hour. */
export function timeAtOffset(offset: number, hours: { first: number; last: number }): string {
  const span = (hours.last - hours.first) * 60;
  const quarter = Math.round((Math.min(Math.max(offset, 0), 1) * span) / 15) * 15;
  return timeOfMinute(Math.min(hours.first * 60 + quarter, MINUTES_PER_DAY - 15));
}

/**
 * The hours the week and day grids show, as `HH:00:00`: the working day, widened to the timed
 * entries of the range (one running past midnight widens it to the whole day).
 */
export function gridHours(
  businessHours: { start: string; end: string },
  entries: readonly CalendarEntry[],
): { first: string; last: string } {
  const spans = entries
    .filter((entry) => !(entry.kind === 'inspection' && entry.allDay))
    .map((entry) => {
      const start = wallClock(entry.start);
      const end = entry.end ? wallClock(entry.end) : start;
      const startMinute = minuteOf(start.time);
      return { startMinute, endMinute: end.date === start.date ? minuteOf(end.time) : MINUTES_PER_DAY };
    });
  const { first, last } = axisHours(businessHours, spans);
  return { first: `${twoDigits(first)}:00:00`, last: `${twoDigits(last)}:00:00` };
}

import type { PublicCalendar } from '@syna/contracts/orders';
import { firmWeek, type WorkingDay } from '@syna/contracts/availability';
import type { TenantSettings } from '@syna/contracts/tenant';
import { addDays } from '@syna/contracts/time-zone';

// The firm's booking rules as plain functions of its settings, today's date and the bookings:
// the earliest date a customer may ask for, which calendar slots are still free, and which
// inspector a booked slot goes to. Dates are `YYYY-MM-DD` calendar dates in Sweden; times are
// minutes after midnight.

const MINUTES_PER_DAY = 24 * 60;
const DAYS_PER_WEEK = 7;

/** ISO weekday: 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay() || DAYS_PER_WEEK;
}

/** `HH:mm` as minutes after midnight. */
export function toMinutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** Minutes after midnight as `HH:mm`. */
export function toTimeOfDay(minutes: number): string {
  const clamped = Math.min(minutes, MINUTES_PER_DAY - 1);
  return `${String(Math.floor(clamped / 60)).padStart(2, '0')}:${String(clamped % 60).padStart(2, '0')}`;
}

const isOpen = (settings: TenantSettings, date: string) =>
  (settings['order.calendar.weekdays'] as number[]).includes(isoWeekday(date));

/**
 * The earliest date an order may ask for: today plus the firm's lead days, moved forward to the
 * next weekday it works.
 */
export function nextOrderDate(settings: TenantSettings, today: string): string {
  let date = addDays(today, settings['order.leadDays']);
  // The settings require at least one open weekday, so a week always reaches one.
  for (let step = 0; step < DAYS_PER_WEEK && !isOpen(settings, date); step += 1) date = addDays(date, 1);
  return date;
}

/** The last date the public calendar takes bookings for. */
export function lastBookableDate(settings: TenantSettings, today: string): string {
  return addDays(today, settings['order.calendar.weeksAhead'] * DAYS_PER_WEEK);
}

/**
 * Something that takes an inspector's time: a new order's slot, or an assignment's time. One
 * without an inspector takes one of those free then, whoever it will be.
 */
export interface Booking {
  date: string;
  start: number;
  end: number;
  inspectorId: string | null;
}

/** A member who can inspect: their saved week (empty: the firm's) and absences in the range. */
export interface Inspector {
  id: string;
  name: string;
  hours: WorkingDay[];
  absences: { from: string; to: string }[];
}

/** Who could take the calendar's bookings and what they have already taken, over a range of dates. */
export interface CalendarLoad {
  inspectors: Inspector[];
  bookings: Booking[];
}

interface Slot {
  start: number;
  end: number;
}

/** The slots of an open day: from the day's start, each `slotMinutes` long, all ending by its end. */
function slotsOfDay(settings: TenantSettings): Slot[] {
  const length = settings['order.calendar.slotMinutes'];
  const dayEnd = toMinutes(settings['order.calendar.dayEnd']);
  const slots: Slot[] = [];
  for (
    let start = toMinutes(settings['order.calendar.dayStart']);
    start + length <= dayEnd;
    start += length
  ) {
    slots.push({ start, end: start + length });
  }
  return slots;
}

/** Whether the inspector works all of the slot on `date`: within their hours that weekday, not away. */
function worksThrough(settings: TenantSettings, inspector: Inspector, date: string, slot: Slot): boolean {
  const week = inspector.hours.length > 0 ? inspector.hours : firmWeek(settings);
  const day = week.find((working) => working.weekday === isoWeekday(date));
  if (!day?.start || !day.end) return false;
  if (inspector.absences.some((absence) => absence.from <= date && date <= absence.to)) return false;
  return toMinutes(day.start) <= slot.start && slot.end <= toMinutes(day.end);
}

/**
 * The inspectors free for a slot of `date`: working through it with no booking of theirs
 * overlapping it, or none at all when the bookings without an inspector take every one of them.
 */
export function freeInspectors(
  settings: TenantSettings,
  load: CalendarLoad,
  date: string,
  slot: Slot,
): Inspector[] {
  const overlapping = load.bookings.filter(
    (booking) => booking.date === date && booking.start < slot.end && booking.end > slot.start,
  );
  const taken = new Set(overlapping.map((booking) => booking.inspectorId));
  const free = load.inspectors.filter(
    (inspector) => !taken.has(inspector.id) && worksThrough(settings, inspector, date, slot),
  );
  const unassigned = overlapping.filter((booking) => booking.inspectorId === null).length;
  return free.length > unassigned ? free : [];
}

/**
 * The bookable days between `from` and `to` (only open weekdays from the next order date to the
 * last bookable date), each slot free while some inspector is. It says nothing of who is free,
 * nor how many.
 */
export function buildCalendar(
  settings: TenantSettings,
  range: { from: string; to: string },
  load: CalendarLoad,
  today: string,
): PublicCalendar {
  const firstDate = nextOrderDate(settings, today);
  const lastDate = lastBookableDate(settings, today);
  const days: PublicCalendar['days'] = [];
  const from = range.from > firstDate ? range.from : firstDate;
  const to = range.to < lastDate ? range.to : lastDate;
  for (let date = from; date <= to; date = addDays(date, 1)) {
    if (!isOpen(settings, date)) continue;
    days.push({
      date,
      slots: slotsOfDay(settings).map((slot) => ({
        start: toTimeOfDay(slot.start),
        end: toTimeOfDay(slot.end),
        free: freeInspectors(settings, load, date, slot).length > 0,
      })),
    });
  }
  return { slotMinutes: settings['order.calendar.slotMinutes'], firstDate, lastDate, days };
}

/**
 * The inspector a booking of the slot starting at `time` on `date` goes to: of those free, the one
 * with the fewest bookings that day, then by name. Null when `time` starts no free slot of the
 * calendar (not a slot, not a bookable day, or nobody free).
 */
export function inspectorForSlot(
  settings: TenantSettings,
  date: string,
  time: string,
  load: CalendarLoad,
  today: string,
): Inspector | null {
  const [day] = buildCalendar(settings, { from: date, to: date }, load, today).days;
  if (!day?.slots.some((slot) => slot.start === time && slot.free)) return null;
  const start = toMinutes(time);
  const free = freeInspectors(settings, load, date, {
    start,
    end: start + settings['order.calendar.slotMinutes'],
  });
  const bookingsOf = (inspector: Inspector) =>
    load.bookings.filter((booking) => booking.date === date && booking.inspectorId === inspector.id).length;
  return (
    free
      .map((inspector) => ({ inspector, bookings: bookingsOf(inspector) }))
      .sort(
        (a, b) =>
          a.bookings - b.bookings ||
          a.inspector.name.localeCompare(b.inspector.name, 'sv') ||
          a.inspector.id.localeCompare(b.inspector.id),
      )[0]?.inspector ?? null
  );
}

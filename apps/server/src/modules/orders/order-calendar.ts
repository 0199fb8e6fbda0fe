import type { PublicCalendar } from '@syna/contracts/orders';
import type { TenantSettings } from '@syna/contracts/tenant';

// The firm's booking rules as plain functions of its settings, today's date and the bookings:
// the earliest date a customer may ask for, and which calendar slots are still free. Dates are
// `YYYY-MM-DD` calendar dates in Sweden; times are minutes after midnight.

const MINUTES_PER_DAY = 24 * 60;
const DAYS_PER_WEEK = 7;

export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

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

/** Something that occupies the calendar: an order's preferred slot, or an inspection's time. */
export interface Booking {
  date: string;
  start: number;
  end: number;
}

/** The slots of an open day: from the day's start, each `slotMinutes` long, all ending by its end. */
function slotsOfDay(settings: TenantSettings): { start: number; end: number }[] {
  const length = settings['order.calendar.slotMinutes'];
  const dayEnd = toMinutes(settings['order.calendar.dayEnd']);
  const slots: { start: number; end: number }[] = [];
  for (
    let start = toMinutes(settings['order.calendar.dayStart']);
    start + length <= dayEnd;
    start += length
  ) {
    slots.push({ start, end: start + length });
  }
  return slots;
}

/**
 * The bookable days between `from` and `to` (only open weekdays from the next order date to the
 * last bookable date), each slot free while fewer bookings than the capacity overlap it. It says
 * nothing of who booked.
 */
export function buildCalendar(
  settings: TenantSettings,
  range: { from: string; to: string },
  bookings: Booking[],
  today: string,
): PublicCalendar {
  const firstDate = nextOrderDate(settings, today);
  const lastDate = lastBookableDate(settings, today);
  const capacity = settings['order.calendar.capacity'];
  const days: PublicCalendar['days'] = [];
  const from = range.from > firstDate ? range.from : firstDate;
  const to = range.to < lastDate ? range.to : lastDate;
  for (let date = from; date <= to; date = addDays(date, 1)) {
    if (!isOpen(settings, date)) continue;
    const booked = bookings.filter((booking) => booking.date === date);
    days.push({
      date,
      slots: slotsOfDay(settings).map((slot) => ({
        start: toTimeOfDay(slot.start),
        end: toTimeOfDay(slot.end),
        free:
          booked.filter((booking) => booking.start < slot.end && booking.end > slot.start).length < capacity,
      })),
    });
  }
  return { slotMinutes: settings['order.calendar.slotMinutes'], firstDate, lastDate, days };
}

/** True when `time` starts a free slot of the calendar on `date`. */
export function isFreeSlot(
  settings: TenantSettings,
  date: string,
  time: string,
  bookings: Booking[],
  today: string,
): boolean {
  const [day] = buildCalendar(settings, { from: date, to: date }, bookings, today).days;
  return day?.slots.some((slot) => slot.start === time && slot.free) ?? false;
}

import { useEffect, useMemo, useRef } from 'react';
import FullCalendar, { type CalendarRef, type EventClickInfo, type EventDropInfo } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import enGbLocale from '@fullcalendar/react/locales/en-gb';
import svLocale from '@fullcalendar/react/locales/sv';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import type {
  BusinessHours,
  CalendarDayCount,
  CalendarEntry,
  CalendarView,
} from '@syna/contracts/activities';
import { wallClockIso } from '@syna/contracts/time-zone';
import { toCalendarEvent, type EntryReference } from '@/features/calendar/calendar-entries';
import { FULL_CALENDAR_VIEWS } from '@/features/calendar/calendar-range';
import { gridHours } from '@/features/calendar/dispatch-lanes';
import { useCalendarTexts } from '@/features/calendar/texts';
import { useEntryPalette } from './use-entry-palette';

const PLUGINS = [classicThemePlugin, dayGridPlugin, timeGridPlugin, interactionPlugin];
/** A week or day shows one row per hour; an entry dragged there lands on a quarter hour. */
const HOUR_ROW = '01:00:00';
const DROP_STEP = '00:15:00';

interface EntryCalendarProps {
  view: CalendarView;
  /** The URL's day: the grid shows its month, week or day, and highlights it. */
  date: string;
  entries: readonly CalendarEntry[];
  /** The number of entries per day, where there are too many to send: each day shows its number. */
  days: readonly CalendarDayCount[] | null;
  /** The firm's working day: the week and day grids open at it and shade the hours outside. */
  businessHours: BusinessHours;
  language: string;
  /** A slot or day was clicked: its Swedish wall clock, `YYYY-MM-DDTHH:mm` (a day's at midnight). */
  onDayClick(point: string, allDay: boolean): void;
  onDayNumberClick(date: string): void;
  onEntryClick(entry: EntryReference): void;
  /** An activity was dragged to another time; `revert` puts it back when saving fails. */
  onActivityMove(id: string, delta: EventDropInfo['delta'], revert: () => void): void;
}

// The grid runs in UTC and is given Swedish wall-clock times without an offset, so it draws and
// hands back Swedish time on a device in any zone (FullCalendar knows named zones only by plugin).
/** A moment the grid hands back: the Swedish wall clock, coded as UTC. */
const wallClockOf = (marker: Date) => marker.toISOString().slice(0, 16);
const markerDate = (marker: Date) => wallClockOf(marker).slice(0, 10);
/** "Now" for the grid's today and now line: Sweden's wall clock. */
const swedishNow = () => wallClockIso(new Date());

/**
 * The calendar grid (FullCalendar): month, week or day at the date of the URL, Monday first and in
 * 24-hour time in both languages, drawn in the app's theme colours.
 */
export function EntryCalendar({
  view,
  date,
  entries,
  days,
  businessHours,
  language,
  onDayClick,
  onDayNumberClick,
  onEntryClick,
  onActivityMove,
}: EntryCalendarProps) {
  const { t } = useCalendarTexts();
  const theme = useTheme();
  const calendar = useRef<CalendarRef>(null);
  const palette = useEntryPalette();
  const events = useMemo(
    () =>
      days
        ? days.map((day) => ({
            id: `day-${day.date}`,
            title: t(day.count === 1 ? 'calendar.dayCount_one' : 'calendar.dayCount_other', {
              count: day.count,
            }),
            start: day.date,
            allDay: true,
            classNames: ['syna-entry'],
            extendedProps: { day: day.date },
          }))
        : entries.map((entry) => toCalendarEvent(entry, palette)),
    [days, entries, palette, t],
  );
  const hours = useMemo(() => gridHours(businessHours, entries), [businessHours, entries]);

  // The URL leads: the grid follows a changed view or date (back and forward included).
  useEffect(() => {
    const api = calendar.current?.getApi();
    if (!api) return;
    const current = markerDate(api.getDate());
    if (api.view.type !== FULL_CALENDAR_VIEWS[view] || current !== date) {
      api.changeView(FULL_CALENDAR_VIEWS[view], date);
    }
  }, [view, date]);

  const reference = (info: Pick<EventClickInfo, 'event'>) =>
    info.event.extendedProps['reference'] as EntryReference;

  return (
    <Box
      sx={{
        '--fc-classic-background': theme.palette.background.paper,
        '--fc-classic-foreground': theme.palette.text.primary,
        '--fc-classic-muted-foreground': theme.palette.text.secondary,
        // The other months' days stay readable (4.5:1), only quieter than the month's own.
        '--fc-classic-faint-foreground': theme.palette.text.secondary,
        '--fc-classic-border': theme.palette.divider,
        '--fc-classic-primary': theme.palette.primary.main,
        // Today's tint, stronger on the dark paper, where a faint one disappears.
        '--fc-classic-today': alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.16 : 0.06),
        '--fc-classic-highlight': alpha(theme.palette.primary.main, 0.14),
        '--fc-classic-now': theme.palette.error.main,
        fontFamily: theme.typography.fontFamily,
        '& .syna-entry': { cursor: 'pointer' },
        '& .syna-entry-cancelled': { textDecoration: 'line-through' },
        '& .syna-entry-done, & .syna-entry-cancelled': { opacity: 0.7 },
        '& .syna-selected-day': { boxShadow: `inset 0 0 0 2px ${theme.palette.primary.main}` },
      }}
    >
      <FullCalendar
        ref={calendar}
        plugins={PLUGINS}
        initialView={FULL_CALENDAR_VIEWS[view]}
        initialDate={date}
        headerToolbar={false}
        timeZone="UTC"
        now={swedishNow}
        locale={language === 'en' ? enGbLocale : svLocale}
        // The locales leave the timed rows' (screen-reader) heading in English.
        timedText={t('calendar.timed')}
        firstDay={1}
        weekNumbers
        weekNumberCalculation="ISO"
        // The grid opens at the firm's working day, widened to whole hours around any entry outside it.
        slotMinTime={hours.first}
        slotMaxTime={hours.last}
        businessHours={{
          daysOfWeek: [1, 2, 3, 4, 5],
          startTime: businessHours.start,
          endTime: businessHours.end,
        }}
        eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        // The whole day in hour rows and no inner scroller: the grid grows with the page, which
        // keyboards and screen readers handle (a scrolling grid is an unreachable region).
        height="auto"
        slotDuration={HOUR_ROW}
        snapDuration={DROP_STEP}
        nowIndicator
        navLinks
        navLinkDayClick={(day: Date) => onDayNumberClick(markerDate(day))}
        dayMaxEvents
        // Blocks rather than dots in the month, so each entry wears its colour.
        eventDisplay="block"
        editable
        eventDurationEditable={false}
        events={events}
        dayCellClass={(cell) =>
          view !== 'day' && markerDate(cell.date) === date ? 'syna-selected-day' : undefined
        }
        dateClick={(info) => onDayClick(wallClockOf(info.date), info.allDay)}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          // A day's number opens the day, which lists its entries.
          const day = info.event.extendedProps['day'] as string | undefined;
          if (day) onDayNumberClick(day);
          else onEntryClick(reference(info));
        }}
        eventDrop={(info) => {
          const { id } = reference(info);
          onActivityMove(id, info.delta, info.revert);
        }}
        eventDidMount={({ el, event }) => {
          const day = event.extendedProps['day'] as string | undefined;
          if (day) {
            el.dataset['testid'] = 'calendar-day-count';
            el.dataset['date'] = day;
            return;
          }
          const { kind, id } = reference({ event });
          el.dataset['testid'] = 'calendar-entry';
          el.dataset['kind'] = kind;
          el.dataset['id'] = id;
        }}
      />
    </Box>
  );
}

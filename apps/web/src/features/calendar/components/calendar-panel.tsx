import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { CalendarView } from '@syna/contracts/activities';
import { DEFAULT_BUSINESS_HOURS } from '@syna/contracts/tenant';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { appPaths } from '@/lib/navigation/app-paths';
import {
  useCalendarEntries,
  useFetchActivity,
  useTenantUsers,
  useUpdateActivity,
} from '@/features/calendar/api';
import { movedActivity, movedActivityChange, newActivityTimes } from '@/features/calendar/activity-form';
import { entriesOnDay, type EntryReference } from '@/features/calendar/calendar-entries';
import { rangeTitle, shiftDate, visibleRange } from '@/features/calendar/calendar-range';
import { isoWeek } from '@/features/calendar/iso-week';
import { useCalendarTexts } from '@/features/calendar/texts';
import { ActivityDialog, type ActivityDialogTarget } from './activity-dialog';
import { CalendarToolbar } from './calendar-toolbar';
import { CompactMonth } from './compact-month';
import { DayAgenda } from './day-agenda';
import { DayCheckList } from './day-check-list';
import { DispatchBoard } from './dispatch-board';
import { EntryCalendar } from './entry-calendar';
import { useCalendarScope, useLaneMode } from './use-lane-mode';

interface CalendarPanelProps {
  view: CalendarView;
  /** The day the calendar shows (its month or week) and lists below, YYYY-MM-DD. */
  date: string;
  today: string;
  onNavigate(next: { view?: CalendarView; date?: string }): void;
}

/** Dates and times in the app's language; Swedish conventions (Monday first, 24 h) in both. */
const intlLocale = (language: string) => (language === 'en' ? 'en-GB' : 'sv-SE');

/**
 * The dashboard's calendar: activities and dated inspections of the visible month, week or day,
 * the selected day's list and the orders wanting that day, and the activity dialog.
 */
export function CalendarPanel({ view, date, today, onNavigate }: CalendarPanelProps) {
  const { t, language } = useCalendarTexts();
  const common = useTranslation();
  const tenantId = useTenantId();
  const navigate = useNavigate();
  const [lanes, setLanes] = useLaneMode();
  const dispatching = lanes && view !== 'month';
  const [chosenScope, setScope] = useCalendarScope();
  // The lanes are the inspectors': the dispatch views show the whole firm whatever the choice.
  const scope = dispatching ? 'firm' : chosenScope;
  const entries = useCalendarEntries({ ...visibleRange(view, date), scope });
  // A range of more entries than are sent comes as the number per day; the selected day's list
  // is then asked for on its own.
  const days = entries.data?.days ?? null;
  const dayEntries = useCalendarEntries({ from: date, to: date, scope }, days !== null);
  const fetchActivity = useFetchActivity();
  const update = useUpdateActivity();
  const [dialog, setDialog] = useState<ActivityDialogTarget | null>(null);
  const agendaRef = useRef<HTMLDivElement>(null);
  // On a phone the day's list stands below the month, out of sight: a tapped day brings it up,
  // once the navigation to that day has rendered.
  const showAgenda = useRef(false);
  useEffect(() => {
    if (!showAgenda.current) return;
    showAgenda.current = false;
    agendaRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [date]);
  const inspectors = useTenantUsers();
  const locale = intlLocale(language);
  // A phone's month has no room for the bookings: it counts them, and the day's list names them.
  const compactMonth = useMediaQuery(useTheme().breakpoints.down('sm')) && view === 'month';

  const open = ({ kind, id }: EntryReference) => {
    if (kind === 'inspection') {
      void navigate(appPaths.inspection(tenantId, id));
    } else {
      setDialog({ id });
    }
  };

  const move = async (id: string, delta: Parameters<typeof movedActivity>[1], revert: () => void) => {
    try {
      const moved = movedActivity(await fetchActivity(id), delta);
      await update.mutateAsync({ id, body: movedActivityChange(moved), notify: true });
      showSnackbar({ subject: t('messages.moved', { title: moved.title }) });
    } catch {
      // The refusal is on the red snackbar already; the entry goes back where it was.
      revert();
    }
  };

  const items = entries.data?.items ?? [];
  const dayCounts = new Map(days?.map((day) => [day.date, day.count]));
  const countOn = (day: string) => (days ? (dayCounts.get(day) ?? 0) : entriesOnDay(items, day).length);
  const agendaEntries = days ? (dayEntries.data?.items ?? []) : entriesOnDay(items, date);
  const businessHours = entries.data?.businessHours ?? DEFAULT_BUSINESS_HOURS;
  const dayTitle = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long' }).format(
    new Date(`${date}T12:00:00`),
  );
  return (
    <Stack
      spacing={2}
      data-testid="calendar"
      data-view={view}
      data-lanes={dispatching}
      data-date={date}
      data-loading={entries.isFetching}
      data-scope={scope}
      data-summarised={days !== null}
      aria-label={t('toolbar.label')}
      component="section"
    >
      <CalendarToolbar
        view={view}
        title={
          view === 'month'
            ? rangeTitle(view, date, locale)
            : `${rangeTitle(view, date, locale)}, ${t('dispatch.week', { week: isoWeek(date) })}`
        }
        isToday={date === today}
        onStep={(step) => onNavigate({ date: shiftDate(view, date, step) })}
        onToday={() => onNavigate({ date: today })}
        onViewChange={(next) => onNavigate({ view: next })}
        lanes={lanes}
        onLanesChange={setLanes}
        scope={dispatching ? null : chosenScope}
        onScopeChange={setScope}
        onNewActivity={() => setDialog({ times: newActivityTimes(`${date}T00:00`, true) })}
      />
      {entries.isError && (
        <Alert
          severity="error"
          variant="outlined"
          action={
            <Button color="inherit" size="small" onClick={() => void entries.refetch()}>
              {common.t('common.retry')}
            </Button>
          }
        >
          <strong>{t('calendar.loadError')}</strong>
          <div>{entries.error.message}</div>
        </Alert>
      )}
      {days && view !== 'month' && (
        <Alert severity="info" variant="outlined" data-testid="calendar-summarised">
          {t('calendar.summarised', { count: entries.data?.total ?? 0 })}
        </Alert>
      )}
      {entries.isSuccess && entries.data.total === 0 && (
        <Typography sx={{ color: 'text.secondary' }} data-testid="calendar-empty">
          {t('calendar.empty')}
        </Typography>
      )}
      <div>
        <LinearProgress
          aria-label={t('calendar.loading')}
          sx={{ visibility: entries.isFetching ? 'visible' : 'hidden', mb: 0.5 }}
        />
        {dispatching ? (
          <DispatchBoard
            view={view}
            date={date}
            entries={items}
            businessHours={businessHours}
            inspectors={inspectors.data ?? []}
            locale={locale}
            onOpen={open}
          />
        ) : compactMonth ? (
          <CompactMonth
            date={date}
            today={today}
            countOn={countOn}
            locale={locale}
            onSelect={(day) => {
              showAgenda.current = true;
              onNavigate({ date: day });
            }}
          />
        ) : (
          <EntryCalendar
            view={view}
            date={date}
            entries={items}
            days={days}
            businessHours={businessHours}
            language={language}
            onDayClick={(point, allDay) => {
              onNavigate({ date: point.slice(0, 10) });
              setDialog({ times: newActivityTimes(point, allDay) });
            }}
            onDayNumberClick={(day) => onNavigate({ view: 'day', date: day })}
            onEntryClick={open}
            onActivityMove={(id, delta, revert) => void move(id, delta, revert)}
          />
        )}
      </div>
      {view !== 'day' && (
        <div ref={agendaRef}>
          <DayAgenda title={dayTitle} entries={agendaEntries} onOpen={open} />
        </div>
      )}
      <DayCheckList date={date} />
      {dialog && <ActivityDialog target={dialog} onClose={() => setDialog(null)} />}
    </Stack>
  );
}

import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { zoneToday } from '@syna/contracts/time-zone';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { CalendarView } from '@syna/contracts/activities';
import type { StartView } from '@syna/contracts/user';
import { useInitialData } from '@/lib/session/session-queries';
import { publicPageUrls } from '@/lib/navigation/app-paths';
import { dashboardSearch, parseDashboardSearch } from '@/features/home/dashboard-search';
import { DashboardViewSwitcher } from './dashboard-view-switcher';
import { EmptyView } from './empty-view';

/** What the calendar view is told: its view and date from the URL, and how to change them. */
export interface DashboardCalendarProps {
  view: CalendarView;
  date: string;
  today: string;
  onNavigate(next: { view?: CalendarView; date?: string }): void;
}

/** The views of other features the dashboard shows; the app passes them in. */
export interface DashboardViews {
  /** The user's own assignments of today, above whichever view is shown. */
  Today: ComponentType;
  /** The user's active assignments; shows `empty` when there are none. */
  Assignments: ComponentType<{ empty: ReactNode }>;
  /** The calendar (loaded lazily: the dashboard waits for it under a spinner). */
  Calendar: ComponentType<DashboardCalendarProps>;
  /** The inbox of new orders; shows `empty` when there are none (loaded lazily, as the calendar). */
  Inbox: ComponentType<{ empty: ReactNode }>;
}

/** The home view of a tenant: the user's start view, switchable, kept in the URL. */
export function DashboardPage({ views }: { views: DashboardViews }) {
  const { t } = useTranslation();
  const data = useInitialData();
  const [search, setSearch] = useSearchParams();
  const [today] = useState(() => zoneToday());
  // The calendar opens in month view on every screen, a phone too, unless the URL says otherwise.
  const { view, date, calendarView } = parseDashboardSearch(search, data.user.properties.startView, today);
  const show = (nextView: StartView, nextDate: string | null = null, nextCalendarView = calendarView) =>
    setSearch(dashboardSearch(nextView, nextDate, today, nextCalendarView));
  const { Today, Assignments, Calendar, Inbox } = views;
  // While a view loaded lazily comes in.
  const viewLoading = (
    <Stack sx={{ alignItems: 'center', py: 6 }}>
      <CircularProgress aria-label={t('common.loading')} />
    </Stack>
  );

  return (
    <Stack spacing={3} data-testid="dashboard" data-view={view}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="h1">{t('dashboard.title')}</Typography>
        <DashboardViewSwitcher
          view={view}
          onChange={(next) => show(next, next === 'calendar' ? date : null)}
        />
      </Stack>
      <Today />
      {view === 'assignments' && (
        <Assignments
          empty={
            <EmptyView
              icon={AssignmentOutlinedIcon}
              title={t('dashboard.assignments.title')}
              body={t('dashboard.assignments.body')}
            />
          }
        />
      )}
      {view === 'calendar' && (
        <Suspense fallback={viewLoading}>
          <Calendar
            view={calendarView}
            date={date}
            today={today}
            onNavigate={(next) => show('calendar', next.date ?? date, next.view ?? calendarView)}
          />
        </Suspense>
      )}
      {view === 'inbox' && (
        <Suspense fallback={viewLoading}>
          <Inbox
            empty={
              <EmptyView
                icon={MoveToInboxIcon}
                title={t('dashboard.inbox.title')}
                body={t('dashboard.inbox.body')}
              >
                <Button
                  href={publicPageUrls.orderPage(data.tenant.id)}
                  target="_blank"
                  rel="noopener"
                  endIcon={<OpenInNewIcon aria-hidden />}
                  sx={{ mt: 2 }}
                >
                  {t('dashboard.inbox.openOrderPage')}
                </Button>
              </EmptyView>
            }
          />
        </Suspense>
      )}
    </Stack>
  );
}

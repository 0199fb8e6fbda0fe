import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { StartView } from '@syna/contracts/user';
import { useInitialData } from '../../../lib/session/session-queries';
import { dashboardSearch, parseDashboardSearch } from '../dashboard-search';
import { CalendarView } from './calendar-view';
import { DashboardViewSwitcher } from './dashboard-view-switcher';
import { EmptyView } from './empty-view';

/** The home view of a tenant: the user's start view, switchable, kept in the URL. */
export function DashboardPage() {
  const { t } = useTranslation();
  const data = useInitialData();
  const [search, setSearch] = useSearchParams();
  const [today] = useState(() => dayjs().format('YYYY-MM-DD'));
  const { view, date } = parseDashboardSearch(search, data.user.properties.startView, today);
  const show = (nextView: StartView, nextDate: string | null = null) =>
    setSearch(dashboardSearch(nextView, nextDate, today));

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
      {view === 'assignments' && (
        <EmptyView
          icon={AssignmentOutlinedIcon}
          title={t('dashboard.assignments.title')}
          body={t('dashboard.assignments.body')}
        />
      )}
      {view === 'calendar' && (
        <CalendarView date={date} today={today} onDateChange={(next) => show('calendar', next)} />
      )}
      {view === 'inbox' && (
        <EmptyView icon={MoveToInboxIcon} title={t('dashboard.inbox.title')} body={t('dashboard.inbox.body')}>
          <Button
            href={`/web/${encodeURIComponent(data.tenant.id)}`}
            target="_blank"
            rel="noopener"
            endIcon={<OpenInNewIcon aria-hidden />}
            sx={{ mt: 2 }}
          >
            {t('dashboard.inbox.openOrderPage')}
          </Button>
        </EmptyView>
      )}
    </Stack>
  );
}

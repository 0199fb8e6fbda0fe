import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { shiftMonth } from '../dashboard-search';
import { EmptyView } from './empty-view';

interface CalendarViewProps {
  date: string;
  today: string;
  onDateChange(date: string): void;
}

/** The calendar view (month, the default calendar type); bookings arrive with the calendar feature. */
export function CalendarView({ date, today, onDateChange }: CalendarViewProps) {
  const { t, i18n } = useTranslation();
  const month = dayjs(date)
    .locale(i18n.resolvedLanguage ?? 'sv')
    .format('MMMM YYYY');
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton
          aria-label={t('dashboard.calendar.previousMonth')}
          onClick={() => onDateChange(shiftMonth(date, -1))}
        >
          <ChevronLeftIcon />
        </IconButton>
        <Typography
          variant="h2"
          component="h2"
          aria-live="polite"
          sx={{ minWidth: 180, textAlign: 'center' }}
        >
          {month}
        </Typography>
        <IconButton
          aria-label={t('dashboard.calendar.nextMonth')}
          onClick={() => onDateChange(shiftMonth(date, 1))}
        >
          <ChevronRightIcon />
        </IconButton>
        <Button onClick={() => onDateChange(today)} disabled={date === today}>
          {t('dashboard.calendar.today')}
        </Button>
      </Stack>
      <EmptyView
        icon={EventAvailableIcon}
        title={t('dashboard.calendar.title', { month })}
        body={t('dashboard.calendar.body')}
      />
    </Stack>
  );
}

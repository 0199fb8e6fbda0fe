import { useState } from 'react';
import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { isHttpError } from '@/lib/http/http-error';
import { usePublicCalendar } from '@/public/api';
import { shiftWeek, weekNavigation, weekOf } from '@/public/calendar-week';
import { publicPaths } from '@/public/public-location';
import { usePublicTexts } from '@/public/texts';
import { FirmPage } from './firm-page';
import { LoadError } from './load-error';
import { NotFoundMessage } from './not-found-page';
import { SlotLegend, WeekSlots } from './week-slots';

/** `/web/{tenant}/calendar`: the firm's free and taken slots, week by week; only when the firm has it on. */
export function CalendarPage({ tenant }: { tenant: string }) {
  const { t } = usePublicTexts();
  return (
    <FirmPage tenant={tenant} title={t('calendar.title')} offered={(page) => page.calendarEnabled}>
      {(page) => <CalendarWeeks tenant={tenant} nextDate={page.nextDate} />}
    </FirmPage>
  );
}

function CalendarWeeks({ tenant, nextDate }: { tenant: string; nextDate: string }) {
  const { t } = usePublicTexts();
  const [week, setWeek] = useState(() => weekOf(nextDate));
  const { data, error, isFetching, refetch } = usePublicCalendar(tenant, week);
  // The firm may switch the calendar off while the page is open.
  if (isHttpError(error) && error.status === 404) return <NotFoundMessage />;
  const navigation = data ? weekNavigation(week, data) : { previous: false, next: false };
  return (
    <Stack spacing={3} data-testid="public-calendar">
      <div>
        <Typography variant="h1" sx={{ mb: 1 }}>
          {t('calendar.title')}
        </Typography>
        <Typography color="text.secondary">{t('calendar.intro')}</Typography>
      </div>
      <Stack spacing={1}>
        <Typography variant="h2" aria-live="polite" data-testid="calendar-week">
          {t('calendar.week', {
            from: dayjs(week.from).format('D MMMM'),
            to: dayjs(week.to).format('D MMMM YYYY'),
          })}
        </Typography>
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
          <Button
            startIcon={<ChevronLeftIcon />}
            disabled={!navigation.previous}
            onClick={() => setWeek(shiftWeek(week, -1))}
            data-testid="calendar-previous-week"
          >
            {t('calendar.previousWeek')}
          </Button>
          <Button
            endIcon={<ChevronRightIcon />}
            disabled={!navigation.next}
            onClick={() => setWeek(shiftWeek(week, 1))}
            data-testid="calendar-next-week"
          >
            {t('calendar.nextWeek')}
          </Button>
        </Stack>
        <SlotLegend />
      </Stack>
      {isFetching && <LinearProgress aria-label={t('calendar.title')} />}
      {error && (
        <LoadError
          title={t('calendar.loadError')}
          detail={error.message}
          retryLabel={t('calendar.retry')}
          onRetry={() => void refetch()}
        />
      )}
      {data && <WeekSlots tenant={tenant} days={data.days} />}
      <Link href={publicPaths.order(tenant)} sx={{ alignSelf: 'flex-start' }}>
        {t('calendar.orderLink')}
      </Link>
    </Stack>
  );
}

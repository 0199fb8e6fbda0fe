import { useState } from 'react';
import { usePublicCalendar } from '@/public/api';
import { formatDay, shiftWeek, weekNavigation, weekOf } from '@/public/calendar-week';
import { pageLanguage } from '@/public/language';
import { publicPaths } from '@/public/public-location';
import { t } from '@/public/texts';
import { FirmPage } from './firm-page';
import { LoadError } from './load-error';
import { NotFoundMessage } from './not-found-page';
import { Progress } from './progress';
import { SlotLegend, WeekSlots } from './week-slots';

/** `/web/{tenant}/calendar`: the firm's free and taken slots, week by week; only when the firm has it on. */
export function CalendarPage({ tenant }: { tenant: string }) {
  return (
    <FirmPage tenant={tenant} title={t('calendar.title')} offered={(page) => page.calendarEnabled}>
      {(page) => <CalendarWeeks tenant={tenant} nextDate={page.nextDate} />}
    </FirmPage>
  );
}

function CalendarWeeks({ tenant, nextDate }: { tenant: string; nextDate: string }) {
  const [week, setWeek] = useState(() => weekOf(nextDate));
  const { data, error, loading, retry } = usePublicCalendar(tenant, week);
  // The firm may switch the calendar off while the page is open.
  if (error?.status === 404) return <NotFoundMessage />;
  const navigation = data ? weekNavigation(week, data) : { previous: false, next: false };
  return (
    <div className="stack-lg" data-testid="public-calendar">
      <div>
        <h1>{t('calendar.title')}</h1>
        <p className="muted">{t('calendar.intro')}</p>
      </div>
      <div className="stack-sm">
        <h2 aria-live="polite" data-testid="calendar-week">
          {t('calendar.week', {
            from: formatDay(week.from, pageLanguage, 'dayMonth'),
            to: formatDay(week.to, pageLanguage, 'dayMonthYear'),
          })}
        </h2>
        <div className="week-navigation">
          <button
            type="button"
            className="button button-text"
            disabled={!navigation.previous}
            onClick={() => setWeek(shiftWeek(week, -1))}
            data-testid="calendar-previous-week"
          >
            <span aria-hidden="true">‹ </span>
            {t('calendar.previousWeek')}
          </button>
          <button
            type="button"
            className="button button-text"
            disabled={!navigation.next}
            onClick={() => setWeek(shiftWeek(week, 1))}
            data-testid="calendar-next-week"
          >
            {t('calendar.nextWeek')}
            <span aria-hidden="true"> ›</span>
          </button>
        </div>
        <SlotLegend />
      </div>
      {loading && <Progress label={t('calendar.title')} />}
      {error && (
        <LoadError
          title={t('calendar.loadError')}
          detail={error.message}
          retryLabel={t('calendar.retry')}
          onRetry={retry}
        />
      )}
      {data && <WeekSlots tenant={tenant} days={data.days} />}
      <p>
        <a href={publicPaths.order(tenant)}>{t('calendar.orderLink')}</a>
      </p>
    </div>
  );
}

import type { CSSProperties } from 'react';
import type { PublicCalendar } from '@syna/contracts/public-orders';
import { formatDay } from '@/public/calendar-week';
import { pageLanguage } from '@/public/language';
import { publicPaths } from '@/public/public-location';
import { t } from '@/public/texts';

/** How free and taken slots look, in words and signs. */
export function SlotLegend() {
  return (
    <ul aria-label={t('calendar.legend')} className="legend">
      <li className="legend-free">
        <span className="slot-sign" aria-hidden="true">
          ✓
        </span>
        {t('calendar.free')}
      </li>
      <li className="legend-taken">
        <span className="slot-sign" aria-hidden="true">
          ×
        </span>
        {t('calendar.taken')}
      </li>
    </ul>
  );
}

interface WeekSlotsProps {
  tenant: string;
  days: PublicCalendar['days'];
}

/**
 * The week's days side by side (one under the other on a phone); each free slot links to the
 * order page. A taken slot is grey, struck through, with its sign and the word, so that colour
 * is never the only sign.
 */
export function WeekSlots({ tenant, days }: WeekSlotsProps) {
  if (!days.some((day) => day.slots.length > 0)) {
    return <p data-testid="calendar-empty-week">{t('calendar.emptyWeek')}</p>;
  }
  return (
    <ol className="week" style={{ '--days': days.length } as CSSProperties}>
      {days.map((day) => {
        const dayName = formatDay(day.date, pageLanguage, 'weekday');
        return (
          <li key={day.date} data-testid="calendar-day" data-date={day.date}>
            <h3 className="day-name">{dayName}</h3>
            {day.slots.length === 0 ? (
              <p className="muted">{t('calendar.noSlots')}</p>
            ) : (
              <ul className="slots">
                {day.slots.map((slot) => {
                  const testHooks = {
                    'data-testid': 'calendar-slot',
                    'data-free': String(slot.free),
                    'data-date': day.date,
                    'data-time': slot.start,
                  };
                  return (
                    <li key={slot.start}>
                      {slot.free ? (
                        <a
                          className="slot slot-free"
                          href={publicPaths.order(tenant, { date: day.date, time: slot.start })}
                          {...testHooks}
                        >
                          <span className="slot-sign" aria-hidden="true">
                            ✓
                          </span>
                          <span className="visually-hidden">{`${t('calendar.bookPrefix', { day: dayName })} `}</span>
                          {slot.start}–{slot.end}
                          <span className="visually-hidden">{`, ${t('calendar.free')}`}</span>
                        </a>
                      ) : (
                        <div className="slot slot-taken" {...testHooks}>
                          <span className="slot-sign" aria-hidden="true">
                            ×
                          </span>
                          <span>
                            <s>
                              {slot.start}–{slot.end}
                            </s>
                            <span className="slot-state">{t('calendar.taken')}</span>
                          </span>
                        </div>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}

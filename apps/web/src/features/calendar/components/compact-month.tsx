import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { daysFrom, visibleRange } from '@/features/calendar/calendar-range';
import { isoWeek } from '@/features/calendar/iso-week';
import { useCalendarTexts } from '@/features/calendar/texts';

interface CompactMonthProps {
  /** The selected day, YYYY-MM-DD: its month is shown. */
  date: string;
  today: string;
  /** How many bookings a day has (counted from the entries, or the server's count per day). */
  countOn(day: string): number;
  locale: string;
  onSelect(date: string): void;
}

/** The six weeks of a month's grid as YYYY-MM-DD, Monday first. */
function gridWeeks(date: string): string[][] {
  const days = daysFrom(visibleRange('month', date).from, 6 * 7);
  return Array.from({ length: 6 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

/**
 * The month on a phone: a day per button with how many bookings it has, too narrow for the
 * bookings themselves. Tapping a day selects it, and the day's list below names them.
 */
export function CompactMonth({ date, today, countOn, locale, onSelect }: CompactMonthProps) {
  const { t } = useCalendarTexts();
  const weeks = gridWeeks(date);
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'narrow', timeZone: 'UTC' });
  const fullDate = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const at = (day: string) => new Date(`${day}T12:00:00Z`);
  const month = date.slice(0, 7);
  return (
    <Box
      data-testid="compact-month"
      sx={{
        display: 'grid',
        gridTemplateColumns: '2.25rem repeat(7, minmax(0, 1fr))',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        fontSize: '0.875rem',
      }}
    >
      <Box aria-hidden />
      {weeks[0]!.map((day) => (
        <Box
          key={day}
          aria-hidden
          sx={{ py: 0.5, textAlign: 'center', color: 'text.secondary', fontSize: '0.75rem' }}
        >
          {weekday.format(at(day))}
        </Box>
      ))}
      {weeks.map((week) => [
        <Box
          key={`week-${week[0]}`}
          aria-hidden
          sx={{
            display: 'grid',
            placeItems: 'center',
            borderTop: 1,
            borderColor: 'divider',
            color: 'text.secondary',
            fontSize: '0.6875rem',
          }}
        >
          {t('month.week', { week: isoWeek(week[0]!) })}
        </Box>,
        ...week.map((day) => {
          const count = countOn(day);
          const selected = day === date;
          return (
            <ButtonBase
              key={day}
              onClick={() => onSelect(day)}
              aria-label={`${fullDate.format(at(day))}, ${t('month.count', { count })}`}
              aria-pressed={selected}
              data-testid="compact-month-day"
              data-date={day}
              data-count={count}
              sx={{
                flexDirection: 'column',
                gap: 0.25,
                minHeight: 48,
                borderTop: 1,
                borderLeft: 1,
                borderColor: 'divider',
                color: day.startsWith(month) ? 'text.primary' : 'text.secondary',
                fontWeight: day === today ? 700 : undefined,
                bgcolor: selected ? 'action.selected' : undefined,
                boxShadow: (theme) =>
                  selected ? `inset 0 0 0 2px ${theme.palette.primary.main}` : undefined,
                '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -4 },
              }}
            >
              <Box
                component="span"
                sx={
                  day === today
                    ? { px: 0.5, borderRadius: 1, bgcolor: 'primary.main', color: 'primary.contrastText' }
                    : undefined
                }
              >
                {at(day).getUTCDate()}
              </Box>
              <Box
                component="span"
                aria-hidden
                sx={{
                  minWidth: 18,
                  height: 18,
                  lineHeight: '18px',
                  px: 0.5,
                  borderRadius: 9,
                  fontSize: '0.6875rem',
                  fontWeight: 600,
                  visibility: count > 0 ? 'visible' : 'hidden',
                  bgcolor: 'text.secondary',
                  color: 'background.paper',
                  // Drawn, not text: the button's name says the count in words, and must hold all its text.
                  '&::before': { content: 'attr(data-count)' },
                }}
                data-count={count}
              />
            </ButtonBase>
          );
        }),
      ])}
    </Box>
  );
}

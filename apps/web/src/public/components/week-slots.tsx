import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BlockIcon from '@mui/icons-material/Block';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import type { PublicCalendar } from '@syna/contracts/orders';
import { visuallyHidden } from '@/lib/ui/visually-hidden';
import { publicPaths } from '@/public/public-location';
import { usePublicTexts } from '@/public/texts';

const bareList = { listStyle: 'none', m: 0, p: 0 } as const;

/** A taken slot: grey, struck through, with its icon and the word, so that colour is never the only sign. */
const takenSx = {
  display: 'flex',
  alignItems: 'center',
  gap: 1,
  px: 1.5,
  py: 0.75,
  borderRadius: 1,
  bgcolor: 'action.hover',
  color: 'text.secondary',
} as const;

/** How free and taken slots look, in words and icons. */
export function SlotLegend() {
  const { t } = usePublicTexts();
  return (
    <Stack
      component="ul"
      direction="row"
      aria-label={t('calendar.legend')}
      sx={{ ...bareList, gap: 2, flexWrap: 'wrap' }}
    >
      <Stack component="li" direction="row" sx={{ alignItems: 'center', gap: 0.5, color: 'primary.main' }}>
        <EventAvailableIcon fontSize="small" aria-hidden />
        <Typography variant="body2">{t('calendar.free')}</Typography>
      </Stack>
      <Stack component="li" direction="row" sx={{ alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
        <BlockIcon fontSize="small" aria-hidden />
        <Typography variant="body2">{t('calendar.taken')}</Typography>
      </Stack>
    </Stack>
  );
}

interface WeekSlotsProps {
  tenant: string;
  days: PublicCalendar['days'];
}

/** The week's days side by side (one under the other on a phone); each free slot links to the order page. */
export function WeekSlots({ tenant, days }: WeekSlotsProps) {
  const { t } = usePublicTexts();
  if (!days.some((day) => day.slots.length > 0)) {
    return <Typography data-testid="calendar-empty-week">{t('calendar.emptyWeek')}</Typography>;
  }
  return (
    <Box
      component="ol"
      sx={{
        ...bareList,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: `repeat(${days.length}, minmax(0, 1fr))` },
      }}
    >
      {days.map((day) => {
        const dayName = dayjs(day.date).format('dddd D MMMM');
        return (
          <li key={day.date} data-testid="calendar-day" data-date={day.date}>
            <Typography variant="h3" sx={{ mb: 1, '&::first-letter': { textTransform: 'uppercase' } }}>
              {dayName}
            </Typography>
            {day.slots.length === 0 ? (
              <Typography color="text.secondary">{t('calendar.noSlots')}</Typography>
            ) : (
              <Stack component="ul" spacing={1} sx={bareList}>
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
                        <Button
                          variant="outlined"
                          fullWidth
                          href={publicPaths.order(tenant, { date: day.date, time: slot.start })}
                          startIcon={<EventAvailableIcon aria-hidden />}
                          sx={{ justifyContent: 'flex-start', whiteSpace: 'nowrap' }}
                          {...testHooks}
                        >
                          <Box component="span" sx={visuallyHidden}>
                            {`${t('calendar.bookPrefix', { day: dayName })} `}
                          </Box>
                          {slot.start}–{slot.end}
                          <Box component="span" sx={visuallyHidden}>
                            {`, ${t('calendar.free')}`}
                          </Box>
                        </Button>
                      ) : (
                        <Box sx={takenSx} {...testHooks}>
                          <BlockIcon fontSize="small" aria-hidden />
                          <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
                            <Box
                              component="span"
                              sx={{ textDecoration: 'line-through', whiteSpace: 'nowrap' }}
                            >
                              {slot.start}–{slot.end}
                            </Box>
                            <Typography component="span" variant="body2">
                              {t('calendar.taken')}
                            </Typography>
                          </Box>
                        </Box>
                      )}
                    </li>
                  );
                })}
              </Stack>
            )}
          </li>
        );
      })}
    </Box>
  );
}

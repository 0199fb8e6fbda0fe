import Box from '@mui/material/Box';
import { DispatchFrame } from './dispatch-frame';
import Typography from '@mui/material/Typography';
import { entriesOnDay } from '@/features/calendar/calendar-entries';
import { daysFrom, visibleRange } from '@/features/calendar/calendar-range';
import { entriesInLane } from '@/features/calendar/dispatch-lanes';
import { useCalendarTexts } from '@/features/calendar/texts';
import { DispatchEntry } from './dispatch-entry';
import { allowDrop, type DispatchLayoutProps } from './dispatch-drop';
import { LaneHeading } from './lane-heading';

/**
 * The week as a dispatch board: a row per inspector, a column per day, each day's bookings in time
 * order. Dropping a booking on another row or day moves it there at its own time. On a narrow
 * screen the days scroll sideways beside the names, which stay in place.
 */
export function DispatchWeek({
  date,
  lanes,
  entries,
  locale,
  onOpen,
  onPickUp,
  onChooseMove,
  onDrop,
}: DispatchLayoutProps) {
  const { t } = useCalendarTexts();
  const handlers = { onOpen, onPickUp, onChooseMove };
  const days = daysFrom(visibleRange('week', date).from, 7);
  const dayName = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'numeric',
    timeZone: 'UTC',
  });
  const sticky = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' } as const;
  return (
    <DispatchFrame view="week">
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(104px, 160px) repeat(7, minmax(128px, 1fr))',
          minWidth: 'min-content',
        }}
      >
        <Typography variant="caption" sx={{ ...sticky, p: 0.75, borderBottom: 1, borderColor: 'divider' }}>
          {t('dispatch.inspector')}
        </Typography>
        {days.map((day) => (
          <Typography
            key={day}
            variant="caption"
            sx={{
              p: 0.75,
              fontWeight: 600,
              borderBottom: 1,
              borderLeft: 1,
              borderColor: 'divider',
              bgcolor: day === date ? 'action.selected' : undefined,
            }}
          >
            {dayName.format(new Date(`${day}T12:00:00Z`))}
          </Typography>
        ))}
        {lanes.map((lane) => {
          const own = entriesInLane(entries, lane);
          return (
            <Box
              key={lane.id ?? ''}
              sx={{ display: 'contents' }}
              data-testid="dispatch-row"
              data-lane-id={lane.id ?? ''}
            >
              <LaneHeading lane={lane} sticky />
              {days.map((day) => (
                <Box
                  key={day}
                  data-testid="dispatch-cell"
                  data-lane-id={lane.id ?? ''}
                  data-lane-name={lane.name}
                  data-date={day}
                  onDragOver={allowDrop}
                  onDrop={(event) => {
                    event.preventDefault();
                    onDrop(() => ({ inspectorId: lane.id, date: day }));
                  }}
                  sx={{
                    display: 'grid',
                    alignContent: 'start',
                    gap: 0.5,
                    p: 0.5,
                    minHeight: 64,
                    borderBottom: 1,
                    borderLeft: 1,
                    borderColor: 'divider',
                  }}
                >
                  {entriesOnDay(own, day).map((entry) => (
                    <DispatchEntry
                      key={`${entry.id}:${entry.start}`}
                      entry={entry}
                      lane={lane}
                      {...handlers}
                    />
                  ))}
                </Box>
              ))}
            </Box>
          );
        })}
      </Box>
    </DispatchFrame>
  );
}

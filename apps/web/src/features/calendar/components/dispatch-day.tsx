import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { DispatchFrame } from './dispatch-frame';
import Typography from '@mui/material/Typography';
import type { BusinessHours } from '@syna/contracts/activities';
import { axisHours, entriesInLane, layoutDay, timeAtOffset } from '@/features/calendar/dispatch-lanes';
import { useCalendarTexts } from '@/features/calendar/texts';
import { DispatchEntry } from './dispatch-entry';
import { allowDrop, type DispatchLayoutProps } from './dispatch-drop';
import { LaneHeading } from './lane-heading';

/** The height of an hour on the time axis. */
const HOUR_PX = 56;
const AXIS_WIDTH = 48;

/**
 * The day with a column per inspector on one time axis, which opens at the firm's working day
 * (widened to any booking outside it). On a narrow screen the columns scroll sideways beside the
 * hours, which stay in place.
 */
export function DispatchDay({
  date,
  lanes,
  entries,
  businessHours,
  onOpen,
  onPickUp,
  onChooseMove,
  onDrop,
}: DispatchLayoutProps & { businessHours: BusinessHours }) {
  const { t } = useCalendarTexts();
  const handlers = { onOpen, onPickUp, onChooseMove };
  const days = useMemo(
    () => lanes.map((lane) => ({ lane, ...layoutDay(entriesInLane(entries, lane), date) })),
    [lanes, entries, date],
  );
  const hours = axisHours(
    businessHours,
    days.flatMap((day) => day.timed),
  );
  const height = (hours.last - hours.first) * HOUR_PX;
  const top = (minute: number) => ((minute - hours.first * 60) / 60) * HOUR_PX;
  const anyAllDay = days.some((day) => day.allDay.length > 0);
  const columns = `${AXIS_WIDTH}px repeat(${lanes.length}, minmax(150px, 1fr))`;
  const sticky = { position: 'sticky', left: 0, zIndex: 2, bgcolor: 'background.paper' } as const;
  return (
    <DispatchFrame view="day">
      <Box sx={{ display: 'grid', gridTemplateColumns: columns, minWidth: 'min-content' }}>
        <Box sx={{ ...sticky, borderBottom: 1, borderColor: 'divider' }} />
        {lanes.map((lane) => (
          <LaneHeading key={lane.id ?? ''} lane={lane} />
        ))}
        {anyAllDay && (
          <>
            <Typography variant="caption" sx={{ ...sticky, p: 0.5, borderBottom: 1, borderColor: 'divider' }}>
              {t('calendar.allDay')}
            </Typography>
            {days.map(({ lane, allDay }) => (
              <Box
                key={lane.id ?? ''}
                onDragOver={allowDrop}
                onDrop={(event) => {
                  event.preventDefault();
                  onDrop(() => ({ inspectorId: lane.id, date }));
                }}
                sx={{
                  display: 'grid',
                  gap: 0.5,
                  p: 0.5,
                  borderBottom: 1,
                  borderLeft: 1,
                  borderColor: 'divider',
                }}
              >
                {allDay.map((entry) => (
                  <DispatchEntry key={entry.id} entry={entry} lane={lane} {...handlers} />
                ))}
              </Box>
            ))}
          </>
        )}
        <Box sx={{ ...sticky, height }} aria-hidden>
          {Array.from({ length: hours.last - hours.first }, (_, index) => (
            <Typography
              key={index}
              variant="caption"
              sx={{ position: 'absolute', top: index * HOUR_PX, right: 6, color: 'text.secondary' }}
            >
              {`${String(hours.first + index).padStart(2, '0')}:00`}
            </Typography>
          ))}
        </Box>
        {days.map(({ lane, timed }) => (
          <Box
            key={lane.id ?? ''}
            data-testid="dispatch-lane"
            data-lane-id={lane.id ?? ''}
            data-lane-name={lane.name}
            onDragOver={allowDrop}
            onDrop={(event) => {
              event.preventDefault();
              const box = event.currentTarget.getBoundingClientRect();
              onDrop((grabOffset) => ({
                inspectorId: lane.id,
                date,
                time: timeAtOffset((event.clientY - grabOffset - box.top) / box.height, hours),
              }));
            }}
            sx={{
              position: 'relative',
              height,
              borderLeft: 1,
              borderColor: 'divider',
              // A line at every hour.
              backgroundImage: (theme) =>
                `repeating-linear-gradient(to bottom, ${theme.palette.divider} 0 1px, transparent 1px ${HOUR_PX}px)`,
            }}
          >
            {timed.map((block) => (
              <Box
                key={`${block.entry.id}:${block.entry.start}`}
                sx={{
                  position: 'absolute',
                  top: top(block.startMinute),
                  height: Math.max(top(block.endMinute) - top(block.startMinute), 24),
                  left: `calc(${(block.column / block.columns) * 100}% + 2px)`,
                  width: `calc(${100 / block.columns}% - 4px)`,
                }}
              >
                <DispatchEntry entry={block.entry} lane={lane} {...handlers} fill />
              </Box>
            ))}
          </Box>
        ))}
      </Box>
    </DispatchFrame>
  );
}

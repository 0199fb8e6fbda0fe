import type { DragEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MoveIcon from '@mui/icons-material/OpenWith';
import type { CalendarEntry } from '@syna/contracts/activities';
import { zoneTime } from '@syna/contracts/time-zone';
import type { EntryReference } from '@/features/calendar/calendar-entries';
import type { Lane } from '@/features/calendar/dispatch-lanes';
import { useCalendarTexts } from '@/features/calendar/texts';

interface DispatchEntryProps {
  entry: CalendarEntry;
  lane: Lane;
  onOpen(entry: EntryReference): void;
  /** An assignment is picked up: where in the card it was grabbed, in pixels from its top. */
  onPickUp(entry: Extract<CalendarEntry, { kind: 'inspection' }>, grabOffset: number): void;
  /** An assignment is to be moved by choosing where in the move dialog (the keyboard's drag). */
  onChooseMove(entry: Extract<CalendarEntry, { kind: 'inspection' }>): void;
  /** Fills its place on a time axis (the day view) rather than a list (the week view). */
  fill?: boolean;
}

/** "09:00–11:00", or nothing for an all-day assignment. */
function timeSpan(entry: CalendarEntry): string | null {
  if (entry.kind === 'inspection' && entry.allDay) return null;
  return entry.end ? `${zoneTime(entry.start)}–${zoneTime(entry.end)}` : zoneTime(entry.start);
}

/**
 * One booking in a dispatch lane, in its inspector's colour: the time, the assignment's number and
 * address (an activity's title and place) and whose it is. An assignment can be dragged to another
 * lane, day or time, or moved with its move button, which a keyboard and a touch screen reach too;
 * opening it leads to the assignment (or the activity's dialog).
 */
export function DispatchEntry({
  entry,
  lane,
  onOpen,
  onPickUp,
  onChooseMove,
  fill = false,
}: DispatchEntryProps) {
  const { t } = useCalendarTexts();
  const span = timeSpan(entry);
  const inspection = entry.kind === 'inspection' ? entry : null;
  const heading = inspection ? inspection.number : entry.title;
  const place = inspection ? inspection.address : entry.kind === 'activity' ? entry.location : null;
  const person = inspection ? inspection.inspector : entry.kind === 'activity' ? entry.user : null;
  const estimated = inspection?.endEstimated ?? false;
  const label = [span, heading, place, person].filter(Boolean).join(', ');
  const open = () => onOpen({ kind: entry.kind, id: entry.id });
  const pickUp = (event: DragEvent<HTMLDivElement>) => {
    if (!inspection) return;
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', inspection.number);
    onPickUp(inspection, event.clientY - event.currentTarget.getBoundingClientRect().top);
  };
  return (
    <Box
      draggable={inspection !== null}
      onDragStart={pickUp}
      data-testid="dispatch-entry"
      data-kind={entry.kind}
      data-id={entry.id}
      data-lane-id={lane.id ?? ''}
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        height: fill ? '100%' : undefined,
        boxSizing: 'border-box',
        overflow: 'hidden',
        borderRadius: 1,
        bgcolor: lane.color,
        color: lane.contrastColor,
        // The status colour at the left edge: who does it is the colour, how far it has come the edge.
        borderLeft: inspection?.status?.color ? `4px solid ${inspection.status.color}` : undefined,
        // A stop time the type's usual duration gave is drawn open-ended.
        borderBottom: estimated ? `2px dashed ${lane.contrastColor}` : undefined,
        fontSize: '0.75rem',
        lineHeight: 1.3,
        cursor: inspection ? 'grab' : 'pointer',
        '& :focus-visible': { outline: `2px solid ${lane.contrastColor}`, outlineOffset: -2 },
      }}
    >
      <Box
        role="button"
        tabIndex={0}
        title={estimated ? `${label} (${t('dispatch.estimatedEnd')})` : label}
        onClick={open}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            open();
          }
        }}
        sx={{
          flex: 1,
          minWidth: 0,
          alignSelf: 'stretch',
          px: 0.75,
          py: 0.25,
          borderRadius: 1,
          '& > div': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
        }}
      >
        {span && <div>{span}</div>}
        <div>
          <strong>{heading}</strong>
        </div>
        {place && <div>{place}</div>}
        {person && <div>{person}</div>}
      </Box>
      {inspection && (
        <IconButton
          size="small"
          color="inherit"
          aria-label={t('dispatch.moveOne', { number: inspection.number })}
          title={t('dispatch.moveOne', { number: inspection.number })}
          onClick={() => onChooseMove(inspection)}
          data-testid="dispatch-entry-move"
          sx={{ flex: 'none', p: 0.25, borderRadius: 1 }}
        >
          <MoveIcon sx={{ fontSize: '1rem' }} />
        </IconButton>
      )}
    </Box>
  );
}

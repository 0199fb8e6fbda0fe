import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { zoneTime } from '@syna/contracts/time-zone';
import type { CalendarEntry } from '@syna/contracts/activities';
import { progressName, readableColors, type EntryReference } from '@/features/calendar/calendar-entries';
import { useCalendarTexts } from '@/features/calendar/texts';
import { useEntryPalette } from './use-entry-palette';
import { useLookupLabel } from '@/lib/i18n/lookup-label';
import { MapButton } from '@/lib/maps/map-button';

interface DayAgendaProps {
  /** The day's heading, e.g. "måndag 23 november". */
  title: string;
  entries: readonly CalendarEntry[];
  onOpen(entry: EntryReference): void;
}

/**
 * The selected day under the month or week: its entries as a list, which also suits a phone; an
 * assignment with an address has its map beside it.
 */
export function DayAgenda({ title, entries, onOpen }: DayAgendaProps) {
  const { t } = useCalendarTexts();
  const label = useLookupLabel();
  const palette = useEntryPalette();
  const when = (entry: CalendarEntry) => {
    if (entry.kind === 'inspection' && entry.allDay) return t('calendar.allDay');
    return entry.end ? `${zoneTime(entry.start)}–${zoneTime(entry.end)}` : zoneTime(entry.start);
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="day-agenda">
      <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
        {t('day.title', { date: title })}
      </Typography>
      {entries.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('day.empty')}</Typography>
      ) : (
        <List dense disablePadding>
          {entries.map((entry) => {
            const progress = entry.kind === 'activity' ? progressName(entry.progress) : null;
            const marker =
              entry.kind === 'activity'
                ? palette.activity[progress ?? 'planned']
                : (readableColors(entry.status?.color ?? null)?.color ?? palette.inspection);
            const detail =
              entry.kind === 'inspection'
                ? [entry.status && label(entry.status), entry.address, entry.inspector]
                : [progress && t(`progress.${progress}`), entry.name, entry.location, entry.user];
            return (
              <ListItem
                key={`${entry.kind}:${entry.id}:${entry.start}`}
                disablePadding
                // An assignment's map, from the day's list: the way to the next visit.
                secondaryAction={
                  entry.kind === 'inspection' &&
                  entry.address && (
                    <MapButton
                      size="small"
                      place={{ title: entry.title, address: { address: entry.address } }}
                    />
                  )
                }
              >
                <ListItemButton
                  onClick={() => onOpen({ kind: entry.kind, id: entry.id })}
                  data-testid="day-agenda-entry"
                  data-kind={entry.kind}
                  data-id={entry.id}
                  sx={{ gap: 1.5, alignItems: 'flex-start' }}
                >
                  <Box
                    aria-hidden
                    sx={{ width: 4, alignSelf: 'stretch', borderRadius: 1, bgcolor: marker, flexShrink: 0 }}
                  />
                  <ListItemText
                    primary={`${when(entry)}  ${entry.title}`}
                    secondary={detail.filter(Boolean).join(' · ')}
                    sx={{
                      m: 0,
                      ...(progress === 'cancelled' && { textDecoration: 'line-through' }),
                      ...((progress === 'cancelled' || progress === 'done') && { opacity: 0.7 }),
                    }}
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
    </Paper>
  );
}

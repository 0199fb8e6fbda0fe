import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DateTimeInput } from '@/lib/dates/date-time-input';
import type { Lane } from '@/features/calendar/dispatch-lanes';
import type { DispatchTarget } from '@/features/calendar/dispatch-move';
import { useCalendarTexts } from '@/features/calendar/texts';

interface MoveFieldsProps {
  /** The lanes of the board: whose an assignment can become (the unassigned lane's id is null). */
  lanes: readonly Lane[];
  target: DispatchTarget;
  onChange(target: DispatchTarget): void;
}

/**
 * Where an assignment is moved, chosen with ordinary fields instead of a drag: its inspector, date
 * and start time (an all-day assignment left without one stays all day).
 */
export function MoveFields({ lanes, target, onChange }: MoveFieldsProps) {
  const { t } = useCalendarTexts();
  return (
    <Stack spacing={2} sx={{ pt: 1, mb: 2 }}>
      <TextField
        select
        label={t('dispatch.inspector')}
        value={target.inspectorId ?? ''}
        onChange={(event) => onChange({ ...target, inspectorId: event.target.value || null })}
        fullWidth
        autoFocus
        data-testid="dispatch-move-inspector"
      >
        {lanes
          .filter((lane) => lane.id !== null)
          .map((lane) => (
            <MenuItem key={lane.id} value={lane.id!}>
              {lane.name}
            </MenuItem>
          ))}
        <MenuItem value="">{t('dispatch.unassigned')}</MenuItem>
      </TextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateTimeInput
          kind="date"
          label={t('dispatch.date')}
          value={target.date}
          onChange={(date) => onChange({ ...target, date })}
          required
          fullWidth
        />
        <DateTimeInput
          kind="time"
          label={t('dispatch.time')}
          value={target.time ?? ''}
          onChange={(time) => onChange({ ...target, time: time || undefined })}
          fullWidth
        />
      </Stack>
    </Stack>
  );
}

import { useMemo } from 'react';
import { useTheme } from '@mui/material/styles';
import type { EntryPalette } from '@/features/calendar/calendar-entries';

/** The colours of calendar entries in the current theme (light or dark). */
export function useEntryPalette(): EntryPalette {
  const theme = useTheme();
  return useMemo(
    () => ({
      activity: {
        planned: theme.palette.primary.main,
        inProgress: theme.palette.warning.main,
        done: theme.palette.grey[500],
        cancelled: theme.palette.grey[400],
      },
      inspection: theme.palette.secondary.main,
    }),
    [theme],
  );
}

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** The frame both dispatch views draw in: its lanes scroll sideways inside it, never the page. */
export function DispatchFrame({ view, children }: { view: 'day' | 'week'; children: ReactNode }) {
  return (
    <Box
      sx={{
        overflowX: 'auto',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
      data-testid="dispatch-board"
      data-view={view}
    >
      {children}
    </Box>
  );
}

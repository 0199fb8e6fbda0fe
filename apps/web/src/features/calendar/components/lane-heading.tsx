import Box from '@mui/material/Box';
import type { Lane } from '@/features/calendar/dispatch-lanes';

/** A lane's heading: the inspector's name beside a swatch of their colour. */
export function LaneHeading({ lane, sticky = false }: { lane: Lane; sticky?: boolean }) {
  return (
    <Box
      component="div"
      data-testid="dispatch-lane-heading"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.75,
        p: 0.75,
        fontWeight: 600,
        fontSize: '0.875rem',
        borderBottom: 1,
        borderColor: 'divider',
        minWidth: 0,
        ...(sticky ? { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' } : {}),
      }}
    >
      <Box
        aria-hidden
        sx={{ flex: 'none', width: 12, height: 12, borderRadius: '50%', bgcolor: lane.color }}
      />
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {lane.name}
      </Box>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { truncate } from '@syna/contracts/format';

/** A search field's option: its name, and under it a line of details when it has any. */
export function OptionLines({ name, details }: { name: string; details?: string | null }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography noWrap>{truncate(name)}</Typography>
      {details && (
        <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
          {details}
        </Typography>
      )}
    </Box>
  );
}

import Chip from '@mui/material/Chip';
import { contrastText } from '@/lib/ui/contrast-text';

/** A status's name on its colour, with black or white text, whichever reads better. */
export function StatusChip({ name, color }: { name: string; color: string | null }) {
  return (
    <Chip
      size="small"
      label={name}
      variant={color ? 'filled' : 'outlined'}
      sx={color ? { bgcolor: color, color: contrastText(color), fontWeight: 500 } : undefined}
    />
  );
}

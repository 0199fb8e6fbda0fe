import Chip from '@mui/material/Chip';

/** A permission pattern as it is written, for the patterns the checkboxes cannot say. */
export function PatternChip({ pattern }: { pattern: string }) {
  return <Chip label={pattern} size="small" variant="outlined" sx={{ fontFamily: 'monospace' }} />;
}

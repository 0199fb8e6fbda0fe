import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { UploadProgress } from './upload-queue';

interface UploadProgressLineProps {
  progress: UploadProgress;
  /** What is under way, e.g. "Laddar upp foto 1 av 3 – 40 %". */
  label: string;
  /** The bar's name for screen readers. */
  barLabel: string;
  cancelLabel: string;
  onCancel(): void;
  testId: string;
  sx?: SxProps<Theme>;
}

/** The upload under way: what is sent, how far it has come, and a button that stops it. */
export function UploadProgressLine({
  progress,
  label,
  barLabel,
  cancelLabel,
  onCancel,
  testId,
  sx,
}: UploadProgressLineProps) {
  return (
    <Box role="status" sx={sx} data-testid={testId}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
          {label}
        </Typography>
        <Button size="small" onClick={onCancel} data-testid={`${testId}-cancel`}>
          {cancelLabel}
        </Button>
      </Box>
      <LinearProgress
        variant="determinate"
        value={Math.round(progress.fraction * 100)}
        aria-label={barLabel}
      />
    </Box>
  );
}

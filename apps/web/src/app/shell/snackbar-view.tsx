import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import type { ResolvedSnackbar } from '@/lib/snackbar/snackbar-options';

interface SnackbarViewProps {
  snackbar: ResolvedSnackbar;
  open: boolean;
  onClose(): void;
  onExited(): void;
}

/** One snackbar: its message, for its duration, with a close button. */
export function SnackbarView({ snackbar, open, onClose, onExited }: SnackbarViewProps) {
  return (
    <Snackbar
      open={open}
      autoHideDuration={snackbar.durationMs}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      slotProps={{ transition: { onExited } }}
    >
      <Alert
        data-testid="snackbar"
        data-color={snackbar.color}
        severity={snackbar.color}
        variant="filled"
        onClose={onClose}
        sx={{ width: '100%', maxWidth: 560 }}
      >
        {snackbar.body ? <AlertTitle>{snackbar.subject}</AlertTitle> : snackbar.subject}
        {snackbar.body}
      </Alert>
    </Snackbar>
  );
}

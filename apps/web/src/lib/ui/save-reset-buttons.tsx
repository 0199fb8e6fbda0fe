import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

interface SaveResetButtonsProps {
  /** The form is being sent: both wait, and save says so. */
  busy: boolean;
  /** Whether there is anything to undo. */
  dirty: boolean;
  onReset(): void;
  labels: { save: string; saving: string; reset: string };
  saveTestId: string;
}

/** The foot of an edit form: save (it submits the form) and undo the unsaved changes. */
export function SaveResetButtons({ busy, dirty, onReset, labels, saveTestId }: SaveResetButtonsProps) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button type="submit" variant="contained" disabled={busy} data-testid={saveTestId}>
        {busy ? labels.saving : labels.save}
      </Button>
      <Button onClick={onReset} disabled={busy || !dirty}>
        {labels.reset}
      </Button>
    </Stack>
  );
}

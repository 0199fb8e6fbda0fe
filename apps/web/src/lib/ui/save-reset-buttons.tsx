import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

interface SaveResetButtonsProps<Values> {
  /** The form (react-hook-form): while it is sent both wait; undo is offered once it changed. */
  form: { formState: { isSubmitting: boolean; isDirty: boolean }; reset(values: Values): void };
  /** What undo goes back to: the saved values. */
  values: Values;
  labels: { save: string; saving: string; reset: string };
  saveTestId: string;
}

/** The foot of an edit form: save (it submits the form) and undo the unsaved changes. */
export function SaveResetButtons<Values>({
  form,
  values,
  labels,
  saveTestId,
}: SaveResetButtonsProps<Values>) {
  const busy = form.formState.isSubmitting;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button type="submit" variant="contained" disabled={busy} data-testid={saveTestId}>
        {busy ? labels.saving : labels.save}
      </Button>
      <Button onClick={() => form.reset(values)} disabled={busy || !form.formState.isDirty}>
        {labels.reset}
      </Button>
    </Stack>
  );
}

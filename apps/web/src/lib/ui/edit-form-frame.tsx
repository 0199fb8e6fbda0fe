import type { FormEvent, ReactNode } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';

interface EditFormFrameProps<Values> {
  /** The form (react-hook-form): while it is sent both buttons wait; undo is offered once it changed. */
  form: { formState: { isSubmitting: boolean; isDirty: boolean }; reset(values: Values): void };
  submit(event: FormEvent): unknown;
  /** What undo goes back to: the saved values. */
  values: Values;
  labels: { save: string; saving: string; reset: string };
  testId: string;
  saveTestId: string;
  children: ReactNode;
}

/** An edit form on a page: its fields, then save and undo the unsaved changes at the foot. */
export function EditFormFrame<Values>({
  form,
  submit,
  values,
  labels,
  testId,
  saveTestId,
  children,
}: EditFormFrameProps<Values>) {
  const busy = form.formState.isSubmitting;
  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ p: { xs: 2, sm: 3 } }}
      data-testid={testId}
    >
      <Stack spacing={3}>
        {children}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={busy} data-testid={saveTestId}>
            {busy ? labels.saving : labels.save}
          </Button>
          <Button onClick={() => form.reset(values)} disabled={busy || !form.formState.isDirty}>
            {labels.reset}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

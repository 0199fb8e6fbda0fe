import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useOrderTexts } from '@/features/orders/texts';
import type { useSettingsForm } from '@/features/orders/use-settings-form';

interface SettingsFormFrameProps {
  /** The screen's form, from `useSettingsForm`. */
  settings: ReturnType<typeof useSettingsForm>;
  testId: string;
  children: ReactNode;
}

/** A settings screen's form: its fields, then save and undo at the foot. */
export function SettingsFormFrame({
  settings: { form, submit, values },
  testId,
  children,
}: SettingsFormFrameProps) {
  const { t } = useOrderTexts();
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
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={busy} data-testid="settings-save">
            {busy ? t('actions.saving') : t('actions.save')}
          </Button>
          <Button onClick={() => form.reset(values)} disabled={busy || !form.formState.isDirty}>
            {t('settings.reset')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
